import type { EntityManager } from 'typeorm';
import type { FlagReason, StravaConsent, StravaResultsOnDisconnect, StravaSkipReason } from '@lesne/contracts';
import { Activity } from '../entities';
import { deleteActivities } from './totals.repository';

/** The consent in force: the user's latest; null when they gave none (they connected before consents were asked for). */
export async function stravaConsentOf(manager: EntityManager, userId: number): Promise<StravaConsent | null> {
  const [row]: Array<{ text_version: string; on_disconnect: StravaResultsOnDisconnect }> = await manager.query(
    'SELECT text_version, on_disconnect FROM strava_consent WHERE user_id = $1 ORDER BY id DESC LIMIT 1',
    [userId],
  );
  return row ? { version: row.text_version, onDisconnect: row.on_disconnect } : null;
}

export async function recordStravaConsent(manager: EntityManager, userId: number, consent: StravaConsent): Promise<void> {
  await manager.query('INSERT INTO strava_consent (user_id, text_version, on_disconnect) VALUES ($1, $2, $3)', [userId, consent.version, consent.onDisconnect]);
}

/**
 * Notes who ended the user's link, before its row goes: Strava's end (the athlete revoked us
 * there) is kept to tell the user why they are no longer connected; their own disconnect clears
 * it. A user with no link is left as they are.
 */
export async function recordStravaLinkEnd(manager: EntityManager, userId: number, endedBy: 'user' | 'strava'): Promise<void> {
  await manager.query(
    `UPDATE app_user SET strava_revoked_at = CASE WHEN $2 THEN now() END
      WHERE id = $1 AND EXISTS (SELECT 1 FROM strava_connection WHERE user_id = $1)`,
    [userId, endedBy === 'strava'],
  );
}

/** A new link: whatever ended the last one is past. */
export async function forgetStravaLinkEnd(manager: EntityManager, userId: number): Promise<void> {
  await manager.query('UPDATE app_user SET strava_revoked_at = NULL WHERE id = $1 AND strava_revoked_at IS NOT NULL', [userId]);
}

/** When Strava ended the user's link, if it did and they have not linked again. */
export async function stravaRevokedAt(manager: EntityManager, userId: number): Promise<Date | null> {
  const [row]: Array<{ strava_revoked_at: Date | null }> = await manager.query('SELECT strava_revoked_at FROM app_user WHERE id = $1', [userId]);
  return row?.strava_revoked_at ?? null;
}

/** Whether the user has results that still carry Strava's figures (anonymous ones do not). */
export async function holdsStravaResults(manager: EntityManager, userId: number): Promise<boolean> {
  const [row]: Array<{ holds: boolean }> = await manager.query(
    "SELECT EXISTS (SELECT 1 FROM activity WHERE user_id = $1 AND source = 'integrated' AND strava_activity_id IS NOT NULL) AS holds",
    [userId],
  );
  return row.holds;
}

/** What ending a user's Strava link did to their results. */
export interface ForgottenStravaData {
  /** results that left the totals */
  removed: number;
  /** results kept as anonymous trees */
  anonymised: number;
}

/**
 * Deletes what the user's Strava gave us once their link ended, in the caller's transaction
 * (which holds their results and began their totals' change): their tokens, the activities left
 * out, and their results' Strava figures. With 'remove' the results go (approved trees are given
 * back to the tree count); with 'keepAnonymous' the counted ones stay as trees on their day,
 * with no Strava id (`digest` keeps a keyed stand-in), time, sport or km, and the ones not
 * counted go, as nobody could judge them any more.
 */
export async function forgetStravaData(
  manager: EntityManager,
  userId: number,
  onDisconnect: StravaResultsOnDisconnect,
  digest: (stravaActivityId: string) => string,
): Promise<ForgottenStravaData> {
  await manager.query('DELETE FROM strava_connection WHERE user_id = $1', [userId]);
  await manager.query('DELETE FROM strava_not_counted WHERE user_id = $1', [userId]);
  if (onDisconnect === 'remove') return { removed: await deleteActivities(manager, { userId, fromStrava: 'all' }), anonymised: 0 };
  const removed = await deleteActivities(manager, { userId, fromStrava: 'uncounted' });
  const kept: Array<{ id: number; strava_activity_id: string }> = await manager.query(
    `SELECT id, strava_activity_id FROM activity WHERE user_id = $1 AND source = 'integrated' AND strava_activity_id IS NOT NULL`,
    [userId],
  );
  if (kept.length === 0) return { removed, anonymised: 0 };
  await manager.query(
    `UPDATE activity a
        SET strava_activity_id = NULL, strava_digest = kept.digest, distance = 0, elapsed_seconds = NULL, device_name = NULL,
            start_time = a.day::timestamp AT TIME ZONE 'Europe/Warsaw',
            activity_type_id = (SELECT id FROM activity_type WHERE translation_key = 'other')
       FROM unnest($1::int[], $2::text[]) AS kept(id, digest)
      WHERE a.id = kept.id`,
    [kept.map((row) => row.id), kept.map((row) => digest(row.strava_activity_id))],
  );
  return { removed, anonymised: kept.length };
}

/** The user's results kept anonymous from Strava activities with these digests (forgetStravaData), held for the caller's transaction. */
export function anonymisedStravaResults(manager: EntityManager, userId: number, digests: string[]): Promise<Activity[]> {
  if (digests.length === 0) return Promise.resolve([]);
  return manager
    .createQueryBuilder(Activity, 'a')
    .where('a.user_id = :userId AND a.strava_digest IN (:...digests)', { userId, digests })
    .setLock('pessimistic_write')
    .getMany();
}

/** A Strava activity the rules left out, as its owner's "why didn't it count" list shows it. */
export interface NotCountedActivity {
  stravaActivityId: string;
  reason: StravaSkipReason;
  sportType: string;
  startTime: Date;
  distance: number;
}

/** Keeps why these activities were left out, and forgets the ones since counted or gone, in the caller's transaction. */
export async function recordNotCounted(manager: EntityManager, userId: number, left: NotCountedActivity[], settled: string[]): Promise<void> {
  if (settled.length) await manager.query('DELETE FROM strava_not_counted WHERE user_id = $1 AND strava_activity_id = ANY($2::bigint[])', [userId, settled]);
  if (left.length === 0) return;
  await manager.query(
    `INSERT INTO strava_not_counted (user_id, strava_activity_id, reason, sport_type, start_time, distance, seen_at)
     SELECT $1, left_out.*, now() FROM unnest($2::bigint[], $3::text[], $4::text[], $5::timestamptz[], $6::numeric[])
         AS left_out(strava_activity_id, reason, sport_type, start_time, distance)
     ON CONFLICT (user_id, strava_activity_id) DO UPDATE
       SET reason = EXCLUDED.reason, sport_type = EXCLUDED.sport_type, start_time = EXCLUDED.start_time, distance = EXCLUDED.distance, seen_at = now()`,
    [
      userId,
      left.map((activity) => activity.stravaActivityId),
      left.map((activity) => activity.reason),
      left.map((activity) => activity.sportType),
      left.map((activity) => activity.startTime),
      left.map((activity) => activity.distance),
    ],
  );
}

/** The user's Strava activities left out, newest first. */
export async function notCountedOf(manager: EntityManager, userId: number, limit: number): Promise<NotCountedActivity[]> {
  const rows: Array<{ strava_activity_id: string; reason: StravaSkipReason; sport_type: string; start_time: Date; distance: string }> = await manager.query(
    `SELECT strava_activity_id, reason, sport_type, start_time, distance FROM strava_not_counted
      WHERE user_id = $1 ORDER BY start_time DESC, strava_activity_id DESC LIMIT $2`,
    [userId, limit],
  );
  return rows.map((row) => ({ stravaActivityId: row.strava_activity_id, reason: row.reason, sportType: row.sport_type, startTime: row.start_time, distance: Number(row.distance) }));
}

/** When the user last asked for an import of their own (connecting asks for one); null: never. */
export async function lastOwnStravaImportAt(manager: EntityManager, userId: number): Promise<Date | null> {
  const [row]: Array<{ at: Date | null }> = await manager.query('SELECT max(requested_at) AS at FROM strava_import WHERE user_id = $1 AND requested_by_id = $1', [userId]);
  return row.at;
}

/** The user's results from Strava waiting for the company admin, newest first: held for a reason, or awaiting approval (no reason). */
export async function heldStravaResults(
  manager: EntityManager,
  userId: number,
): Promise<Array<{ activityId: number; stravaActivityId: string; startTime: Date; distance: number; typeKey: string; flagReason: FlagReason | null }>> {
  const rows: Array<{ id: number; strava_activity_id: string; start_time: Date; distance: string; translation_key: string; flag_reason: FlagReason | null }> = await manager.query(
    `SELECT a.id, a.strava_activity_id, a.start_time, a.distance, t.translation_key, a.flag_reason
       FROM activity a JOIN activity_type t ON t.id = a.activity_type_id
      WHERE a.user_id = $1 AND a.source = 'integrated' AND a.status = 'pending' AND a.strava_activity_id IS NOT NULL
      ORDER BY a.start_time DESC, a.id DESC`,
    [userId],
  );
  return rows.map((row) => ({
    activityId: row.id,
    stravaActivityId: row.strava_activity_id,
    startTime: row.start_time,
    distance: Number(row.distance),
    typeKey: row.translation_key,
    flagReason: row.flag_reason,
  }));
}
