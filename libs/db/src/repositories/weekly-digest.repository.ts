import type { EntityManager } from 'typeorm';
import type { Lang, Role, WeeklyDigestParams } from '@lesne/contracts';
import { FINAL_DIGEST_WITHIN_DAYS, SHARED_VIEWER } from '@lesne/domain';
import { Company } from '../entities';
import { addJobsToOutbox } from '../outbox';
import { mailJob } from './mail.repository';
import { nameAsSeenSql } from './names-as-seen';

/** Companies whose people may be due a digest: the digest on, and not closed for longer than the last digest waits. */
export function digestCompanies(manager: EntityManager): Promise<Company[]> {
  return manager
    .createQueryBuilder(Company, 'company')
    .where('company.weeklyDigest')
    .andWhere(`(company.closedAt IS NULL OR company.closedAt > now() - make_interval(days => :days))`, { days: FINAL_DIGEST_WITHIN_DAYS + 2 })
    .orderBy('company.id')
    .getMany();
}

/** One person of the company, as their digest and the ranking see them. */
export interface DigestPerson {
  id: number;
  email: string;
  name: string;
  lang: Lang;
  role: Role;
  teamId: number | null;
  treeSum: number;
  kmSum: number;
  /** their approved results of the week */
  weekTrees: number;
  weekKm: number;
  /** they logged a result in the week, counted or not */
  active: boolean;
  joinedInWeek: boolean;
  /** they get digests: not asked for their account's deletion, and not unsubscribed */
  recipient: boolean;
}

/** Everyone of the company (anonymised accounts aside: they rank without a name and get no mail), with their week from `from` to `to`. */
export async function digestPeople(manager: EntityManager, companyId: number, week: { from: string; to: string }): Promise<DigestPerson[]> {
  const rows: Array<Omit<DigestPerson, 'treeSum' | 'kmSum' | 'weekTrees' | 'weekKm'> & Record<'treeSum' | 'kmSum' | 'weekTrees' | 'weekKm', string>> = await manager.query(
    `WITH week AS (
       SELECT user_id,
              COALESCE(SUM(trees) FILTER (WHERE status = 'approved'), 0) AS trees,
              COALESCE(SUM(distance) FILTER (WHERE status = 'approved'), 0) AS km
         FROM activity WHERE company_id = $1 AND day BETWEEN $2 AND $3 AND status <> 'denied' GROUP BY user_id)
     SELECT u.id, u.email, u.name, u.lang, u.role, u.team_id AS "teamId", u.tree_sum AS "treeSum", u.km_sum AS "kmSum",
            COALESCE(w.trees, 0) AS "weekTrees", COALESCE(w.km, 0) AS "weekKm", w.user_id IS NOT NULL AS active,
            (u.created_at AT TIME ZONE 'Europe/Warsaw')::date BETWEEN $2 AND $3 AS "joinedInWeek",
            (u.weekly_digest AND u.deletion_requested_at IS NULL) AS recipient
       FROM app_user u LEFT JOIN week w ON w.user_id = u.id
      WHERE u.company_id = $1 AND u.anonymised_at IS NULL
      ORDER BY u.id`,
    [companyId, week.from, week.to],
  );
  return rows.map((row) => ({ ...row, treeSum: Number(row.treeSum), kmSum: Number(row.kmSum), weekTrees: Number(row.weekTrees), weekKm: Number(row.weekKm) }));
}

/** A team with its sums and its approved trees and km of the week. */
export interface DigestTeamRow {
  id: number;
  name: string;
  treeSum: number;
  kmSum: number;
}

export async function digestTeams(manager: EntityManager, companyId: number): Promise<DigestTeamRow[]> {
  const rows: Array<{ id: number; name: string; treeSum: string; kmSum: string }> = await manager.query(
    'SELECT id, name, tree_sum AS "treeSum", km_sum AS "kmSum" FROM team WHERE company_id = $1 ORDER BY id',
    [companyId],
  );
  return rows.map((row) => ({ ...row, treeSum: Number(row.treeSum), kmSum: Number(row.kmSum) }));
}

/** The name each person shows in the shared ranking (null: the anonymous user), by id. */
export async function rankingNames(manager: EntityManager, userIds: number[]): Promise<Map<number, string | null>> {
  const rows: Array<{ id: number; name: string | null }> = await manager.query(
    `SELECT u.id, ${nameAsSeenSql('podium', SHARED_VIEWER, 'u')} AS name FROM app_user u WHERE u.id = ANY($1)`,
    [userIds],
  );
  return new Map(rows.map((row) => [row.id, row.name]));
}

/** A digest to queue: the person's address and language, its figures, and its dedupe key (libs/domain digestMailKey). */
export interface DigestMail {
  to: string;
  lang: Lang;
  params: WeeklyDigestParams;
  dedupeKey: string;
}

/**
 * Queues the digests in two statements, the mails and their jobs' outbox rows, in the caller's
 * transaction: a digest whose key is recorded (sent by a sweep before, or by another worker copy
 * now) is skipped, and one committed is sent once. Answers how many were new.
 */
export async function queueDigests(manager: EntityManager, mails: readonly DigestMail[]): Promise<number> {
  if (mails.length === 0) return 0;
  const inserted: Array<{ id: number }> = await manager.query(
    `INSERT INTO mail ("to", lang, template, params, dedupe_key)
     SELECT m.address, m.lang, 'weeklyDigest', m.params, m.key FROM unnest($1::text[], $2::text[], $3::jsonb[], $4::text[]) AS m(address, lang, params, key)
     ON CONFLICT (dedupe_key) DO NOTHING RETURNING id`,
    [mails.map((mail) => mail.to), mails.map((mail) => mail.lang), mails.map((mail) => JSON.stringify(mail.params)), mails.map((mail) => mail.dedupeKey)],
  );
  if (inserted.length === 0) return 0;
  await addJobsToOutbox(manager, inserted.map((row) => mailJob('weeklyDigest', row.id)));
  return inserted.length;
}
