import { In, LessThan, type EntityManager } from 'typeorm';
import { QUEUES, type StravaImportFailure, type StravaImportItem, type StravaImportState, type StravaSkipReason } from '@lesne/contracts';
import type { Viewer } from '@lesne/domain';
import { Activity, StravaImport } from '../entities';
import { addToOutbox } from '../outbox';
import { emailAsSeenSql, nameAsSeenSql } from './names-as-seen';

type SkipCounts = Partial<Record<StravaSkipReason, number>>;

interface ImportItemRow {
  id: number;
  user_id: number;
  user_name: string;
  user_email: string;
  date_from: string;
  state: StravaImportState;
  pages_fetched: number;
  imported: number;
  skipped: SkipCounts;
  removed: number;
  resumes_at: Date | null;
  error: StravaImportFailure | null;
  requested_at: Date;
  finished_at: Date | null;
}

/** Whose import it is as the operators' log shows it (libs/domain visibility.ts): '' (the anonymous user) for whoever asked for their account's deletion. */
const OPERATOR: Viewer = { role: 'admin', owner: false };
const IMPORT_ITEM_COLUMNS = `
  i.id, i.user_id, COALESCE(${nameAsSeenSql('importLog', OPERATOR, 'u')}, '') AS user_name, COALESCE(${emailAsSeenSql('importLog', OPERATOR, 'u')}, '') AS user_email,
  i.date_from::text AS date_from, i.state, i.pages_fetched, i.imported, i.skipped, i.removed, i.resumes_at, i.error, i.requested_at, i.finished_at`;

function toImportItem(row: ImportItemRow): StravaImportItem {
  return {
    id: row.id,
    userId: row.user_id,
    userName: row.user_name,
    userEmail: row.user_email,
    dateFrom: row.date_from,
    state: row.state,
    pagesFetched: row.pages_fetched,
    imported: row.imported,
    skipped: row.skipped,
    removed: row.removed,
    resumesAt: row.resumes_at?.toISOString() ?? null,
    error: row.error,
    requestedAt: row.requested_at.toISOString(),
    finishedAt: row.finished_at?.toISOString() ?? null,
  };
}

/** One re-import as the operators' log and the 'strava:import' push show it; null when it is gone (its user deleted). */
export async function stravaImportItem(manager: EntityManager, importId: number): Promise<StravaImportItem | null> {
  const [row]: ImportItemRow[] = await manager.query(`SELECT ${IMPORT_ITEM_COLUMNS} FROM strava_import i JOIN app_user u ON u.id = i.user_id WHERE i.id = $1`, [importId]);
  return row ? toImportItem(row) : null;
}

/** A page of the operators' log, newest first (by the requested_at index), and how many there are in all. */
export async function stravaImportsPage(manager: EntityManager, page: { offset: number; limit: number }): Promise<{ items: StravaImportItem[]; total: number }> {
  const rows: ImportItemRow[] = await manager.query(
    `SELECT ${IMPORT_ITEM_COLUMNS} FROM strava_import i JOIN app_user u ON u.id = i.user_id ORDER BY i.requested_at DESC, i.id DESC LIMIT $1 OFFSET $2`,
    [page.limit, page.offset],
  );
  const [{ total }]: Array<{ total: number }> = await manager.query('SELECT count(*)::int AS total FROM strava_import');
  return { items: rows.map(toImportItem), total };
}

/** The re-import, held for the caller's transaction: one page of it is stored at a time, by one worker. */
export function lockStravaImport(manager: EntityManager, importId: number): Promise<StravaImport | null> {
  return manager.findOne(StravaImport, { where: { id: importId }, lock: { mode: 'pessimistic_write' } });
}

/**
 * Records the activities a page of the listing showed; answers those no earlier page of the
 * import showed (a deletion or a new activity on Strava while it lists can shift one onto two
 * pages, or off both). Its listings' pages together say what Strava still has.
 */
export async function recordStravaImportListed(manager: EntityManager, importId: number, listedIds: string[]): Promise<Set<string>> {
  const rows: Array<{ strava_activity_id: string }> = await manager.query(
    `INSERT INTO strava_import_seen (import_id, strava_activity_id) SELECT $1, unnest($2::bigint[])
     ON CONFLICT DO NOTHING RETURNING strava_activity_id`,
    [importId, listedIds],
  );
  return new Set(rows.map((row) => row.strava_activity_id));
}

/**
 * A fetched page's progress, in the transaction that stores the page's results: a restarted
 * import goes on from the page after it, never fetching or counting it twice.
 */
export async function recordStravaImportPage(manager: EntityManager, importId: number, page: { imported: number; skipped: SkipCounts }): Promise<void> {
  await manager.query(
    `UPDATE strava_import i
        SET next_page = i.next_page + 1, pages_fetched = i.pages_fetched + 1, imported = i.imported + $2,
            skipped = (SELECT COALESCE(jsonb_object_agg(counts.reason, counts.n), '{}'::jsonb)
                         FROM (SELECT reason, SUM(n::int) AS n
                                 FROM (SELECT * FROM jsonb_each_text(i.skipped) UNION ALL SELECT * FROM jsonb_each_text($3::jsonb)) AS each_count(reason, n)
                                GROUP BY reason) counts),
            state = 'running', resumes_at = NULL
      WHERE i.id = $1`,
    [importId, page.imported, JSON.stringify(page.skipped)],
  );
}

/**
 * The first listing ended without listing some of our results: the import lists again from the
 * first page, and only what that listing does not show either is removed.
 */
export async function startStravaImportConfirmation(manager: EntityManager, importId: number): Promise<void> {
  await manager.query("UPDATE strava_import SET confirming = true, next_page = 1, state = 'running', resumes_at = NULL WHERE id = $1", [importId]);
}

/**
 * The Strava ids of a user's results on the days from `from` to `to` (null: no end) that no page
 * of the re-import listed: Strava deleted or hid them while its webhooks did not reach us, or
 * (after one listing only) a shift of the list hid them. Results stored after the import was
 * asked for are left out: a webhook may have brought them after the listing passed their page.
 */
export async function stravaResultsNotListed(manager: EntityManager, importId: number, days: { from: string; to: string | null }): Promise<string[]> {
  const rows: Array<{ strava_activity_id: string }> = await manager.query(
    `SELECT a.strava_activity_id FROM strava_import i
       JOIN activity a ON a.user_id = i.user_id AND a.strava_activity_id IS NOT NULL AND a.created_at < i.requested_at
      WHERE i.id = $1 AND a.day >= $2 AND ($3::date IS NULL OR a.day <= $3)
        AND NOT EXISTS (SELECT 1 FROM strava_import_seen s WHERE s.import_id = i.id AND s.strava_activity_id = a.strava_activity_id)`,
    [importId, days.from, days.to],
  );
  return rows.map((row) => row.strava_activity_id);
}

/** The end of a re-import's listing: how many of our results it removed; what it saw listed is no longer needed. */
export async function recordStravaImportRemovals(manager: EntityManager, importId: number, removed: number): Promise<void> {
  await manager.query('UPDATE strava_import SET removed = removed + $2 WHERE id = $1', [importId, removed]);
  await manager.query('DELETE FROM strava_import_seen WHERE import_id = $1', [importId]);
}

/** Where a re-import stands between pages: going on, waiting for Strava until `resumesAt`, finished, or failed and why. */
export type StravaImportStage = { state: 'running' } | { state: 'waiting'; resumesAt: Date } | { state: 'done' } | { state: 'failed'; error: StravaImportFailure };

export async function setStravaImportStage(manager: EntityManager, importId: number, stage: StravaImportStage): Promise<void> {
  const finished = stage.state === 'done' || stage.state === 'failed';
  await manager.update(StravaImport, { id: importId }, {
    state: stage.state,
    resumesAt: stage.state === 'waiting' ? stage.resumesAt : null,
    error: stage.state === 'failed' ? stage.error : null,
    ...(finished ? { finishedAt: new Date() } : {}),
  });
}

/** The results stored from these Strava activities, held for the caller's transaction. */
export function resultsOfStravaActivities(manager: EntityManager, stravaActivityIds: string[]): Promise<Activity[]> {
  if (stravaActivityIds.length === 0) return Promise.resolve([]);
  return manager
    .createQueryBuilder(Activity, 'a')
    .where('a.strava_activity_id IN (:...ids)', { ids: stravaActivityIds })
    .setLock('pessimistic_write')
    .getMany();
}

/**
 * A user's results a new one is checked against (duplicates, the day's total): those on the
 * given days that are not denied. Read under lockUserResults, so no result of theirs comes in meanwhile.
 */
export function userResultsOnDays(manager: EntityManager, userId: number, days: string[]): Promise<Activity[]> {
  if (days.length === 0) return Promise.resolve([]);
  return manager
    .createQueryBuilder(Activity, 'a')
    .leftJoinAndSelect('a.activityType', 'type')
    .where("a.user_id = :userId AND a.day IN (:...days) AND a.status <> 'denied'", { userId, days })
    .orderBy('a.id')
    .getMany();
}

/**
 * Queues a re-sync of the user's activities from `dateFrom` that their webhook events collapsed
 * into, waiting until `startsAt`, unless one that has listed nothing yet is queued: that one
 * lists after these events arrived. Held under lockUserResults, as every page of an import is,
 * so no such import starts listing meanwhile. Answers whether one was queued.
 */
export async function queueStravaResync(manager: EntityManager, resync: { userId: number; dateFrom: string; startsAt: Date }, requestId: string | null): Promise<boolean> {
  const rows: Array<{ id: number }> = await manager.query(
    `INSERT INTO strava_import (user_id, date_from, state, resumes_at, webhook_resync)
     SELECT $1, $2, 'waiting', $3, true
      WHERE NOT EXISTS (SELECT 1 FROM strava_import
                         WHERE user_id = $1 AND webhook_resync AND state IN ('queued', 'running', 'waiting') AND next_page = 1 AND NOT confirming)
     RETURNING id`,
    [resync.userId, resync.dateFrom, resync.startsAt],
  );
  if (rows.length === 0) return false;
  await addToOutbox(manager, { queue: QUEUES.strava, name: 'strava.reimport', data: { importId: rows[0].id } }, requestId);
  return true;
}

/** Imports not finished yet (queued, running or waiting for Strava), oldest first, among those requested before the given instant. */
export async function unfinishedStravaImports(manager: EntityManager, requestedBefore: Date, limit: number): Promise<number[]> {
  const imports = await manager.find(StravaImport, {
    select: { id: true },
    where: { state: In(['queued', 'running', 'waiting']), requestedAt: LessThan(requestedBefore) },
    order: { id: 'ASC' },
    take: limit,
  });
  return imports.map((row) => row.id);
}

/** Queues an import of a user's Strava activities from a day: its row and its job commit together. */
export async function queueStravaImport(
  manager: EntityManager,
  request: { userId: number; requestedById: number; dateFrom: string },
  requestId: string | null,
): Promise<StravaImport> {
  const row = await manager.save(StravaImport, manager.create(StravaImport, request));
  await addToOutbox(manager, { queue: QUEUES.strava, name: 'strava.reimport', data: { importId: row.id } }, requestId);
  return row;
}

/** When the import may go on (null: now, or the import is gone). */
export async function stravaImportResumesAt(manager: EntityManager, importId: number): Promise<Date | null> {
  const found = await manager.findOne(StravaImport, { where: { id: importId }, select: { id: true, resumesAt: true } });
  return found?.resumesAt ?? null;
}

/** Whose activities the import fetches; null once it is gone (with its user). */
export async function stravaImportUser(manager: EntityManager, importId: number): Promise<number | null> {
  const found = await manager.findOne(StravaImport, { where: { id: importId }, select: { id: true, userId: true } });
  return found?.userId ?? null;
}
