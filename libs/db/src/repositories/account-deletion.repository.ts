import type { EntityManager } from 'typeorm';
import type { PendingDeletionRow } from '@lesne/contracts';
import { anonymisedEmail, deletionDueDay, isDeletionDue } from '@lesne/domain';

/** An account whose deletion was asked for and not carried out yet. */
export interface PendingDeletion {
  userId: number;
  companyId: number | null;
  requestedAt: Date;
}

/**
 * Records the request at `now` and ends every session of the account (its tokens carry the old
 * version). Answers the request, also one made before (asked twice, it keeps the first date);
 * null when there is no such account or it is anonymised already.
 */
export async function requestDeletion(manager: EntityManager, userId: number, now: Date): Promise<PendingDeletion | null> {
  await manager.query(
    `UPDATE app_user SET deletion_requested_at = $2, token_version = token_version + 1
      WHERE id = $1 AND deletion_requested_at IS NULL AND anonymised_at IS NULL`,
    [userId, now],
  );
  return pendingDeletionOf(manager, userId);
}

export async function pendingDeletionOf(manager: EntityManager, userId: number): Promise<PendingDeletion | null> {
  const [row]: Array<{ id: number; company_id: number | null; deletion_requested_at: Date }> = await manager.query(
    'SELECT id, company_id, deletion_requested_at FROM app_user WHERE id = $1 AND deletion_requested_at IS NOT NULL AND anonymised_at IS NULL',
    [userId],
  );
  return row ? { userId: row.id, companyId: row.company_id, requestedAt: row.deletion_requested_at } : null;
}

/** Withdraws a pending request, so the account signs in again; null when none was pending. */
export async function cancelDeletion(manager: EntityManager, userId: number): Promise<PendingDeletion | null> {
  const pending = await pendingDeletionOf(manager, userId);
  if (pending) await manager.query('UPDATE app_user SET deletion_requested_at = NULL WHERE id = $1', [userId]);
  return pending;
}

/** Every pending request, oldest first, as the platform admin's list shows them (the deletionRequests view of libs/domain visibility.ts: no name). */
export async function pendingDeletions(manager: EntityManager): Promise<PendingDeletionRow[]> {
  const rows: Array<{ id: number; email: string; company_name: string | null; deletion_requested_at: Date }> = await manager.query(
    `SELECT u.id, u.email, c.name AS company_name, u.deletion_requested_at
       FROM app_user u LEFT JOIN company c ON c.id = u.company_id
      WHERE u.deletion_requested_at IS NOT NULL AND u.anonymised_at IS NULL
      ORDER BY u.deletion_requested_at, u.id`,
  );
  return rows.map((row) => ({
    userId: row.id,
    email: row.email,
    companyName: row.company_name,
    requestedAt: row.deletion_requested_at.toISOString(),
    dueDay: deletionDueDay(row.deletion_requested_at),
  }));
}

/** The pending requests due at `now` (libs/domain account-deletion.ts). */
export async function dueDeletions(manager: EntityManager, now: Date): Promise<PendingDeletion[]> {
  const rows: Array<{ id: number; company_id: number | null; deletion_requested_at: Date }> = await manager.query(
    `SELECT id, company_id, deletion_requested_at FROM app_user
      WHERE deletion_requested_at IS NOT NULL AND anonymised_at IS NULL AND deletion_requested_at <= $1`,
    [now],
  );
  return rows
    .map((row) => ({ userId: row.id, companyId: row.company_id, requestedAt: row.deletion_requested_at }))
    .filter((pending) => isDeletionDue(pending.requestedAt, now));
}

/** What anonymising one account removed, for the log. */
export interface AnonymisedAccount {
  userId: number;
  companyId: number | null;
  diplomas: number;
  documents: number;
  authCodes: number;
  mails: number;
  stravaConnections: number;
  uploads: number;
}

/**
 * Carries out a pending request in the caller's transaction: removes everything personal (name,
 * e-mail, password, diploma name, Strava tokens and connection, printed diplomas with their
 * PDFs, the survey's free text, auth codes, mails to the address, uploaded files' summaries) and keeps the results, which
 * count for the company's trees, under an anonymous account. Null when nothing was pending (done
 * before, or cancelled), so running it twice changes nothing.
 */
export async function anonymiseAccount(manager: EntityManager, userId: number, now: Date): Promise<AnonymisedAccount | null> {
  const [user]: Array<{ id: number; email: string; company_id: number | null }> = await manager.query(
    `SELECT id, email, company_id FROM app_user
      WHERE id = $1 AND deletion_requested_at IS NOT NULL AND anonymised_at IS NULL FOR UPDATE`,
    [userId],
  );
  if (!user) return null;
  const count = async (sql: string, parameters: unknown[]): Promise<number> => ((await manager.query(sql, parameters)) as [unknown[], number])[1];
  const documents = await count('DELETE FROM stored_document WHERE token IN (SELECT document_token FROM diploma WHERE user_id = $1)', [userId]);
  const diplomas = await count('DELETE FROM diploma WHERE user_id = $1', [userId]);
  const stravaConnections = await count('DELETE FROM strava_connection WHERE user_id = $1', [userId]);
  const authCodes = await count('DELETE FROM auth_code WHERE user_id = $1', [userId]);
  const mails = await count('DELETE FROM mail WHERE "to" = $1', [user.email]);
  const uploads = await count('DELETE FROM activity_upload WHERE user_id = $1', [userId]);
  await manager.query('UPDATE survey_answer SET q3 = NULL WHERE user_id = $1', [userId]);
  await manager.query(
    `UPDATE app_user SET name = '', email = $2, password_hash = NULL, diploma_name = NULL, anonymised_at = $3, token_version = token_version + 1
      WHERE id = $1`,
    [userId, anonymisedEmail(userId), now],
  );
  return { userId, companyId: user.company_id, diplomas, documents, authCodes, mails, stravaConnections, uploads };
}
