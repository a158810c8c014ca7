import type { EntityManager } from 'typeorm';
import type { StravaAccessType } from '@lesne/contracts';
import { StravaConnection } from '../entities';

/** A user's Strava link as stored: the tokens stay sealed (SecretBox) here, only @lesne/strava opens them. */
export interface SealedStravaConnection {
  userId: number;
  athleteId: string;
  accessTokenSealed: string;
  refreshTokenSealed: string;
  expiresAt: Date;
  scope: string;
  accessType: StravaAccessType;
}

export type SealedStravaTokens = Pick<SealedStravaConnection, 'accessTokenSealed' | 'refreshTokenSealed' | 'expiresAt'>;

interface ConnectionRow {
  user_id: number;
  athlete_id: string;
  access_token_encrypted: string;
  refresh_token_encrypted: string;
  expires_at: Date;
  scope: string;
  access_type: StravaAccessType;
}

/** Links the user to the athlete, or replaces the tokens and scope of their link (a reconnect). */
export async function saveStravaConnection(manager: EntityManager, connection: SealedStravaConnection): Promise<void> {
  await manager.query(
    `INSERT INTO strava_connection (user_id, athlete_id, access_token_encrypted, refresh_token_encrypted, expires_at, scope, access_type)
     VALUES ($1, $2, $3, $4, $5, $6, $7)
     ON CONFLICT (user_id) DO UPDATE
       SET athlete_id = EXCLUDED.athlete_id, access_token_encrypted = EXCLUDED.access_token_encrypted,
           refresh_token_encrypted = EXCLUDED.refresh_token_encrypted, expires_at = EXCLUDED.expires_at,
           scope = EXCLUDED.scope, access_type = EXCLUDED.access_type, updated_at = now()`,
    [
      connection.userId,
      connection.athleteId,
      connection.accessTokenSealed,
      connection.refreshTokenSealed,
      connection.expiresAt,
      connection.scope,
      connection.accessType,
    ],
  );
}

/**
 * The user's link; null without one. `lock` holds the row for the caller's transaction
 * (FOR UPDATE), so one refresh at a time rotates its tokens.
 */
export async function stravaConnectionOf(manager: EntityManager, userId: number, lock: 'forUpdate' | 'none' = 'none'): Promise<SealedStravaConnection | null> {
  const [row]: ConnectionRow[] = await manager.query(
    `SELECT user_id, athlete_id, access_token_encrypted, refresh_token_encrypted, expires_at, scope, access_type
       FROM strava_connection WHERE user_id = $1${lock === 'forUpdate' ? ' FOR UPDATE' : ''}`,
    [userId],
  );
  return row
    ? {
        userId: row.user_id,
        athleteId: row.athlete_id,
        accessTokenSealed: row.access_token_encrypted,
        refreshTokenSealed: row.refresh_token_encrypted,
        expiresAt: row.expires_at,
        scope: row.scope,
        accessType: row.access_type,
      }
    : null;
}

/** Keeps a refresh's answer: the rotated refresh token always with its access token and expiry, in one statement. */
export async function updateStravaTokens(manager: EntityManager, userId: number, tokens: SealedStravaTokens): Promise<void> {
  await manager.query(
    `UPDATE strava_connection
        SET access_token_encrypted = $2, refresh_token_encrypted = $3, expires_at = $4, updated_at = now()
      WHERE user_id = $1`,
    [userId, tokens.accessTokenSealed, tokens.refreshTokenSealed, tokens.expiresAt],
  );
}

/** Unlinks the user (their tokens go; results already counted stay). */
export async function deleteStravaConnection(manager: EntityManager, userId: number): Promise<void> {
  await manager.query('DELETE FROM strava_connection WHERE user_id = $1', [userId]);
}

/** How many athletes are linked to the app, across every company. */
export async function linkedStravaAthletes(manager: EntityManager): Promise<number> {
  const [row]: Array<{ linked: number }> = await manager.query('SELECT count(*)::int AS linked FROM strava_connection');
  return row.linked;
}

/** The user's link as its page shows it (the tokens still sealed); null when not connected. */
export function stravaLinkOf(manager: EntityManager, userId: number): Promise<StravaConnection | null> {
  return manager.findOne(StravaConnection, { where: { userId } });
}

export function isStravaConnected(manager: EntityManager, userId: number): Promise<boolean> {
  return manager.exists(StravaConnection, { where: { userId } });
}

/** The user linked to this Strava athlete; null when none is. */
export async function athleteHolder(manager: EntityManager, athleteId: string): Promise<number | null> {
  const holder = await manager.findOne(StravaConnection, { where: { athleteId }, select: { userId: true } });
  return holder?.userId ?? null;
}

/** Takes the user's access token as expired, so the next call refreshes it. */
export async function expireStravaAccess(manager: EntityManager, userId: number): Promise<void> {
  await manager.update(StravaConnection, { userId }, { expiresAt: new Date(0) });
}
