import type { EntityManager } from 'typeorm';
import type { DiplomaRunAction, DiplomaRunProgress, DocumentLang } from '@lesne/contracts';
import { DIPLOMA_MAIL_EVERY_MS, DIPLOMA_MIN_TREES, type Person, type Viewer } from '@lesne/domain';
import { Company, Diploma, DiplomaRun, DiplomaRunItem, User, type DiplomaRunItemState } from '../entities';
import { newDocumentToken } from './documents.repository';
import { nameAsSeenSql, personSearchedSql } from './names-as-seen';
import { containsPattern } from './sql-text';
import { personOf } from './users.repository';

/**
 * Diplomas and bulk runs. A participant is any user of the company; their current diploma is the
 * one row not replaced (a unique index keeps it one). The rules come from libs/domain/src/diplomas.ts.
 */

/** A participant has a diploma to print: floor(trees) at least DIPLOMA_MIN_TREES (canHaveDiploma). */
const CAN_HAVE_DIPLOMA = `floor(u.tree_sum) >= ${DIPLOMA_MIN_TREES}`;
/** The diploma's mail may be asked for now: not within the last DIPLOMA_MAIL_EVERY_MS (diplomaMailAvailableAt). */
const MAIL_AVAILABLE = `(d.mail_requested_at IS NULL OR d.mail_requested_at <= now() - interval '${DIPLOMA_MAIL_EVERY_MS} milliseconds')`;
/** The participant's diploma may be named, printed or mailed: the diplomas view shows their name (takesDiplomaWork). */
const TAKES_DIPLOMA_WORK = `${nameAsSeenSql('diplomas', { owner: false }, 'u')} IS NOT NULL`;
/** What a bulk run of each action covers (and toGenerate / toSend count). */
const COVERED: Record<DiplomaRunAction, string> = {
  generate: `d.id IS NULL AND ${CAN_HAVE_DIPLOMA} AND ${TAKES_DIPLOMA_WORK}`,
  send: `d.id IS NOT NULL AND d.email_sent_at IS NULL AND ${MAIL_AVAILABLE} AND ${TAKES_DIPLOMA_WORK}`,
};
const WITH_CURRENT = 'FROM app_user u LEFT JOIN diploma d ON d.user_id = u.id AND d.replaced_at IS NULL';

export interface DiplomaListRow {
  userId: number;
  /** what the visibility rules ask of the participant */
  person: Person;
  name: string;
  email: string;
  diplomaName: string | null;
  treeSum: number;
  /** the current diploma's stored PDF; null without one */
  documentToken: string | null;
  emailSentAt: Date | null;
  /** when the current diploma's mail was last asked for */
  mailRequestedAt: Date | null;
}

interface DiplomaListFilter {
  companyId: number;
  /** who looks at the table: it is searched and ordered by what it shows them */
  viewer: Viewer;
  /** a name or e-mail contains it */
  search?: string;
  offset: number;
  limit: number;
}

/** A page of the company's participants by name as the viewer sees it (the anonymous users last) with their current diplomas, and how many match in all. */
export async function diplomasPage(manager: EntityManager, filter: DiplomaListFilter): Promise<{ rows: DiplomaListRow[]; total: number }> {
  const params: unknown[] = [filter.companyId];
  let where = 'u.company_id = $1';
  if (filter.search) {
    params.push(containsPattern(filter.search));
    where += ` AND ${personSearchedSql('diplomas', filter.viewer, 'u', `$${params.length}`)}`;
  }
  const [{ total }] = (await manager.query(`SELECT COUNT(*)::int AS total FROM app_user u WHERE ${where}`, params)) as Array<{ total: number }>;
  const rows = (await manager.query(
    `SELECT u.id, u.deletion_requested_at, u.hide_name, u.name, u.email, u.diploma_name, u.tree_sum, d.document_token, d.email_sent_at, d.mail_requested_at
     ${WITH_CURRENT} WHERE ${where} ORDER BY lower(${nameAsSeenSql('diplomas', filter.viewer, 'u')}), u.id OFFSET $${params.length + 1} LIMIT $${params.length + 2}`,
    [...params, filter.offset, filter.limit],
  )) as Array<{
    id: number;
    deletion_requested_at: Date | null;
    hide_name: boolean;
    name: string;
    email: string;
    diploma_name: string | null;
    tree_sum: string;
    document_token: string | null;
    email_sent_at: Date | null;
    mail_requested_at: Date | null;
  }>;
  return {
    total,
    rows: rows.map((row) => ({
      userId: row.id,
      person: personOf({ deletionRequestedAt: row.deletion_requested_at, hideName: row.hide_name }),
      name: row.name,
      email: row.email,
      diplomaName: row.diploma_name,
      treeSum: Number(row.tree_sum),
      documentToken: row.document_token,
      emailSentAt: row.email_sent_at,
      mailRequestedAt: row.mail_requested_at,
    })),
  };
}

/** How many participants a bulk generate and a bulk send would cover now. */
export async function diplomaCounts(manager: EntityManager, companyId: number): Promise<{ toGenerate: number; toSend: number }> {
  const [row] = (await manager.query(
    `SELECT COUNT(*) FILTER (WHERE ${COVERED.generate})::int AS to_generate, COUNT(*) FILTER (WHERE ${COVERED.send})::int AS to_send
     ${WITH_CURRENT} WHERE u.company_id = $1`,
    [companyId],
  )) as Array<{ to_generate: number; to_send: number }>;
  return { toGenerate: row.to_generate, toSend: row.to_send };
}

/**
 * The user's current diploma; null without one. `lock` holds its row until the caller's
 * transaction ends (two requests for its mail take turns).
 */
export function currentDiploma(manager: EntityManager, userId: number, lock: 'forUpdate' | 'none' = 'none'): Promise<Diploma | null> {
  const query = manager.getRepository(Diploma).createQueryBuilder('d').where('d.user_id = :userId AND d.replaced_at IS NULL', { userId });
  return (lock === 'forUpdate' ? query.setLock('pessimistic_write') : query).getOne();
}

/** Records that the diploma's mail was asked for now (DIPLOMA_MAIL_EVERY_MS counts from here). */
export async function markDiplomaMailRequested(manager: EntityManager, diplomaId: number): Promise<void> {
  await manager.query('UPDATE diploma SET mail_requested_at = now() WHERE id = $1', [diplomaId]);
}

/** No km: a participant's km come partly from Strava, which lets only their owner see them (libs/domain visibility.ts). */
export type PrintedDiploma = Pick<Diploma, 'userId' | 'companyId' | 'lang' | 'name' | 'trees' | 'verificationCode'> & { pdf: Buffer };

/**
 * What keeps a print job to one diploma: a bulk run's item, or for a single print the job itself
 * (its name and id, which BullMQ keeps when it retries the job), stored on the diploma it printed.
 */
export type DiplomaPrintKey = { runId: number } | { job: string };

const printKeyParams = (key: DiplomaPrintKey): [number | null, string | null] => ('runId' in key ? [key.runId, null] : [null, key.job]);

/**
 * Keeps a printed diploma as the user's current one in one statement (atomic by itself): with a
 * run, its item is locked and must still be pending (a second job of it waits, then finds it done
 * and writes nothing); a single print's job must have printed no diploma yet (a second copy running
 * at once fails on the job's unique index, and its retry finds the diploma). The current diploma
 * is marked replaced, the PDF stored, the diploma inserted and a run's item marked done (settleRun
 * then counts it). Answers false when the print was already kept.
 */
export async function keepPrintedDiploma(manager: EntityManager, key: DiplomaPrintKey, diploma: PrintedDiploma): Promise<boolean> {
  const [runId, printJob] = printKeyParams(key);
  const [row] = (await manager.query(
    `WITH item AS (
       SELECT 1 FROM diploma_run_item WHERE run_id = $1::int AND user_id = $2 AND state = 'pending' FOR UPDATE
     ), go AS (
       SELECT 1 WHERE ($1::int IS NULL OR EXISTS (SELECT 1 FROM item)) AND NOT EXISTS (SELECT 1 FROM diploma WHERE print_job = $10::varchar)
     ), replaced AS (
       UPDATE diploma SET replaced_at = now() WHERE user_id = $2 AND replaced_at IS NULL AND EXISTS (SELECT 1 FROM go) RETURNING id
     ), stored AS (
       INSERT INTO stored_document (token, mime_type, data) SELECT $8, 'application/pdf', $9::bytea FROM go RETURNING token
     ), printed AS (
       INSERT INTO diploma (user_id, company_id, lang, name, trees, verification_code, document_token, print_job)
       SELECT $2, $3, $4, $5, $6, $7, stored.token, $10 FROM stored CROSS JOIN (SELECT COUNT(*) FROM replaced) AS replaced_first RETURNING id
     ), finished AS (
       UPDATE diploma_run_item SET state = 'done' WHERE run_id = $1::int AND user_id = $2 AND state = 'pending' AND EXISTS (SELECT 1 FROM printed)
     )
     SELECT EXISTS (SELECT 1 FROM printed) AS kept`,
    [runId, diploma.userId, diploma.companyId, diploma.lang, diploma.name, diploma.trees, diploma.verificationCode, newDocumentToken(), diploma.pdf, printJob],
  )) as Array<{ kept: boolean }>;
  return row.kept;
}

/** A run's progress counted from its items (diploma_run.done and failed are written only when it finishes). */
const RUN_PROGRESS_COLUMNS = `r.id, r.company_id, r.action, r.lang, r.total,
  (SELECT COUNT(*)::int FROM diploma_run_item i WHERE i.run_id = r.id AND i.state = 'done') AS done,
  (SELECT COUNT(*)::int FROM diploma_run_item i WHERE i.run_id = r.id AND i.state = 'failed') AS failed`;

/** A diploma_run row as SQL returns it. */
interface RunRow {
  id: number;
  company_id: number;
  action: DiplomaRunAction;
  lang: string;
  total: number;
  done: number;
  failed: number;
  finished_at: Date | null;
}

function rawRunProgress(row: RunRow): DiplomaRunProgress {
  return {
    runId: row.id,
    companyId: row.company_id,
    action: row.action,
    lang: row.lang as DocumentLang,
    total: row.total,
    done: row.done,
    failed: row.failed,
    finished: row.finished_at !== null,
  };
}

/**
 * Saves the name printed on the user's diplomas (already trimmed), and replaces a current diploma
 * that says another name (replaceOutdatedDiploma). Answers whether one was replaced.
 */
export async function saveDiplomaName(manager: EntityManager, userId: number, name: string): Promise<boolean> {
  await manager.query('UPDATE app_user SET diploma_name = $2 WHERE id = $1', [userId, name]);
  return replaceOutdatedDiploma(manager, userId);
}

/**
 * Replaces the user's current diploma when it says another name than the one it would print now
 * (the diploma name, else the user's name), so its PDF is no longer offered and the row asks to
 * generate again. Call after a change of either name, in its transaction.
 */
export async function replaceOutdatedDiploma(manager: EntityManager, userId: number): Promise<boolean> {
  const [, replaced] = (await manager.query(
    `UPDATE diploma d SET replaced_at = now() FROM app_user u
     WHERE u.id = $1 AND d.user_id = u.id AND d.replaced_at IS NULL AND d.name <> COALESCE(u.diploma_name, u.name)`,
    [userId],
  )) as [unknown, number];
  return replaced > 0;
}

/** Records that the diploma's mail went out; answers whose diploma it is (null when it is gone). */
export async function markDiplomaSent(manager: EntityManager, diplomaId: number, at = new Date()): Promise<{ companyId: number; userId: number } | null> {
  const [rows] = (await manager.query('UPDATE diploma SET email_sent_at = $2 WHERE id = $1 RETURNING company_id, user_id', [diplomaId, at])) as [
    Array<{ company_id: number; user_id: number }>,
    number,
  ];
  return rows[0] ? { companyId: rows[0].company_id, userId: rows[0].user_id } : null;
}

/** What a stored document is, for its file name; null when no diploma or certificate holds the token. */
export async function documentOwner(manager: EntityManager, token: string): Promise<{ kind: 'diploma' | 'certificate'; name: string; lang: DocumentLang } | null> {
  const [row] = (await manager.query(
    `SELECT 'diploma' AS kind, d.name, d.lang FROM diploma d WHERE d.document_token = $1
     UNION ALL SELECT 'certificate', c2.name, c.lang FROM certificate c JOIN company c2 ON c2.id = c.company_id WHERE c.document_token = $1
     LIMIT 1`,
    [token],
  )) as Array<{ kind: 'diploma' | 'certificate'; name: string; lang: DocumentLang }>;
  return row ?? null;
}

/** A run just created (nothing counted yet); any other's progress is counted from its items (settleRun, latestDiplomaRuns). */
export function runProgress(run: DiplomaRun): DiplomaRunProgress {
  return {
    runId: run.id,
    companyId: run.companyId,
    action: run.action,
    lang: run.lang as DocumentLang,
    total: run.total,
    done: run.done,
    failed: run.failed,
    finished: run.finishedAt !== null,
  };
}

/** The company's run of the action not finished yet; null when none runs. */
export function unfinishedRun(manager: EntityManager, companyId: number, action: DiplomaRunAction): Promise<DiplomaRun | null> {
  return manager.getRepository(DiplomaRun).createQueryBuilder('r').where('r.company_id = :companyId AND r.action = :action AND r.finished_at IS NULL', { companyId, action }).getOne();
}

/**
 * The participants a run of the action covers now. A send marks their diplomas' mails asked for now
 * in the same statement, whose row locks take turns with a single send's (currentDiploma, held), so
 * neither mails a diploma the other just asked for.
 */
async function coveredBy(manager: EntityManager, companyId: number, action: DiplomaRunAction): Promise<number[]> {
  if (action === 'send') {
    const [rows] = (await manager.query(
      `UPDATE diploma d SET mail_requested_at = now() FROM app_user u
       WHERE u.id = d.user_id AND d.replaced_at IS NULL AND u.company_id = $1 AND ${COVERED.send} RETURNING u.id`,
      [companyId],
    )) as [Array<{ id: number }>, number];
    return rows.map((row) => row.id);
  }
  const rows = (await manager.query(`SELECT u.id ${WITH_CURRENT} WHERE u.company_id = $1 AND ${COVERED[action]}`, [companyId])) as Array<{ id: number }>;
  return rows.map((row) => row.id);
}

/**
 * A bulk run over every participant the action covers now, with an item each; call in the
 * transaction that queues its job. Null, writing nothing, when it would cover nobody. A second
 * unfinished run of the company and action is refused by a unique index (diploma_run_unfinished_idx).
 */
export async function createDiplomaRun(manager: EntityManager, run: { companyId: number; action: DiplomaRunAction; lang: DocumentLang }): Promise<DiplomaRun | null> {
  const userIds = await coveredBy(manager, run.companyId, run.action);
  if (userIds.length === 0) return null;
  const saved = await manager.save(DiplomaRun, manager.create(DiplomaRun, { ...run, total: userIds.length, done: 0, failed: 0, finishedAt: null }));
  await manager.query('INSERT INTO diploma_run_item (run_id, user_id) SELECT $1, unnest($2::int[])', [saved.id, userIds]);
  return saved;
}

export function diplomaRun(manager: EntityManager, runId: number): Promise<DiplomaRun | null> {
  return manager.findOne(DiplomaRun, { where: { id: runId } });
}

/** The users of the run's items still pending. */
export async function pendingRunItems(manager: EntityManager, runId: number): Promise<number[]> {
  const rows = (await manager.query("SELECT user_id FROM diploma_run_item WHERE run_id = $1 AND state = 'pending' ORDER BY user_id", [runId])) as Array<{ user_id: number }>;
  return rows.map((row) => row.user_id);
}

/** The item's state as committed (a look before costly work; the work itself checks again under lockRunItem); null when there is none. */
export async function runItemState(manager: EntityManager, runId: number, userId: number): Promise<DiplomaRunItemState | null> {
  const [row] = (await manager.query('SELECT state FROM diploma_run_item WHERE run_id = $1 AND user_id = $2', [runId, userId])) as Array<{ state: DiplomaRunItemState }>;
  return row?.state ?? null;
}

/** The item's state, its row locked until the caller's transaction ends (a second job of it waits, then finds it finished); null when there is none. */
export async function lockRunItem(manager: EntityManager, runId: number, userId: number): Promise<DiplomaRunItemState | null> {
  const [row] = (await manager.query('SELECT state FROM diploma_run_item WHERE run_id = $1 AND user_id = $2 FOR UPDATE', [runId, userId])) as Array<{
    state: DiplomaRunItemState;
  }>;
  return row?.state ?? null;
}

/** Moves a pending item to done or failed (settleRun counts it after the caller's commit); an item already finished moves nothing. */
export async function finishRunItem(manager: EntityManager, runId: number, userId: number, state: Exclude<DiplomaRunItemState, 'pending'>): Promise<void> {
  await manager.query("UPDATE diploma_run_item SET state = $3 WHERE run_id = $1 AND user_id = $2 AND state = 'pending'", [runId, userId, state]);
}

/**
 * The run's progress counted from its items, finishing it (finished_at, and done and failed as a
 * record) when no item is pending. Run it after each commit that finished an item, outside that
 * transaction: the last committer's statement sees every item settled, and the run's row lock with
 * finished_at IS NULL lets only one finish it (another that saw no item pending answers it
 * finished too: the one it waited for finished it). Answers null when the run is gone.
 */
export async function settleRun(manager: EntityManager, runId: number): Promise<DiplomaRunProgress | null> {
  const [row] = (await manager.query(
    `WITH settled AS (
       UPDATE diploma_run r SET finished_at = now(),
         done = (SELECT COUNT(*) FROM diploma_run_item i WHERE i.run_id = r.id AND i.state = 'done'),
         failed = (SELECT COUNT(*) FROM diploma_run_item i WHERE i.run_id = r.id AND i.state = 'failed')
       WHERE r.id = $1 AND r.finished_at IS NULL AND NOT EXISTS (SELECT 1 FROM diploma_run_item i WHERE i.run_id = $1 AND i.state = 'pending')
       RETURNING r.id
     )
     SELECT ${RUN_PROGRESS_COLUMNS},
       CASE WHEN EXISTS (SELECT 1 FROM settled) OR r.finished_at IS NOT NULL
         OR NOT EXISTS (SELECT 1 FROM diploma_run_item i WHERE i.run_id = $1 AND i.state = 'pending') THEN COALESCE(r.finished_at, now()) END AS finished_at
     FROM diploma_run r WHERE r.id = $1`,
    [runId],
  )) as RunRow[];
  return row ? rawRunProgress(row) : null;
}

/** The company's latest run of each action. */
export async function latestDiplomaRuns(manager: EntityManager, companyId: number): Promise<Record<DiplomaRunAction, DiplomaRunProgress | null>> {
  const rows = (await manager.query(
    `SELECT DISTINCT ON (r.action) ${RUN_PROGRESS_COLUMNS}, r.finished_at FROM diploma_run r WHERE r.company_id = $1 ORDER BY r.action, r.id DESC`,
    [companyId],
  )) as RunRow[];
  const progress = (action: DiplomaRunAction) => {
    const row = rows.find((run) => run.action === action);
    return row ? rawRunProgress(row) : null;
  };
  return { generate: progress('generate'), send: progress('send') };
}

/** Unfinished runs created before the instant, oldest first: the sweep queues the lost ones again. */
export async function unfinishedDiplomaRuns(manager: EntityManager, createdBefore: Date, limit: number): Promise<number[]> {
  const rows = (await manager.query('SELECT id FROM diploma_run WHERE finished_at IS NULL AND created_at < $1 ORDER BY id LIMIT $2', [createdBefore, limit])) as Array<{
    id: number;
  }>;
  return rows.map((row) => row.id);
}

/** A participant with their company, as a diploma prints them and its rules judge them; null when the user or their company is gone. */
export async function diplomaSubject(manager: EntityManager, userId: number): Promise<(User & { company: Company }) | null> {
  const user = await manager.findOne(User, { where: { id: userId }, relations: { company: true } });
  return user?.company ? (user as User & { company: Company }) : null;
}

/**
 * What a print job reads before printing, in one query: the participant with their company (null
 * when either is gone, as diplomaSubject), whether their diploma may still be printed (false from
 * their account's deletion request on: takesDiplomaWork, asked again here because the job may have
 * waited since the API's check) and whether the print is still to be made as committed: its run's
 * item pending, or no diploma of its single job (a look before costly work; keepPrintedDiploma
 * checks again).
 */
export async function diplomaToPrint(
  manager: EntityManager,
  userId: number,
  key: DiplomaPrintKey,
): Promise<{ subject: (User & { company: Company }) | null; takesDiplomaWork: boolean; pending: boolean }> {
  const query = manager.getRepository(User).createQueryBuilder('u').innerJoinAndSelect('u.company', 'c').addSelect(TAKES_DIPLOMA_WORK, 'takes_diploma_work').where('u.id = :userId', { userId });
  if ('runId' in key) query.addSelect((item) => item.select('i.state').from(DiplomaRunItem, 'i').where('i.run_id = :runId AND i.user_id = u.id', { runId: key.runId }), 'item_state');
  else query.addSelect((printed) => printed.select("'done'").from(Diploma, 'd').where('d.print_job = :job', { job: key.job }), 'item_state');
  const { entities, raw } = await query.getRawAndEntities<{ takes_diploma_work: boolean; item_state: DiplomaRunItemState | null }>();
  const subject = (entities[0] as (User & { company: Company }) | undefined) ?? null;
  const takesDiplomaWork = raw[0]?.takes_diploma_work ?? false;
  if (subject) return { subject, takesDiplomaWork, pending: 'runId' in key ? raw[0].item_state === 'pending' : raw[0].item_state === null };
  return { subject, takesDiplomaWork, pending: 'runId' in key ? (await runItemState(manager, key.runId, userId)) === 'pending' : true };
}
