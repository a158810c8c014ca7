import type { DataSource, EntityManager } from 'typeorm';
import { accessTypeFromScope } from '@lesne/domain';
import { db, inTransaction, type SecretBox } from '@lesne/db';
import type { StravaClient, StravaGrant } from './strava-client';
import { StravaError } from './strava-error';

/** Refresh when less than this is left (Strava renews the access token only then). */
const REFRESH_WHEN_LEFT_MS = 60 * 60_000;

export interface StravaTokenGrant {
  athleteId: string;
  accessToken: string;
  refreshToken: string;
  expiresAt: Date;
  /** the granted scopes, comma-separated, as Strava's redirect wrote them */
  scope: string;
}

/**
 * Users' Strava tokens, sealed with SecretBox in strava_connection. Strava rotates the refresh
 * token on every refresh and the old one dies at once, so a refresh holds the row: of many
 * copies asking together, one refreshes and the others read what it saved.
 */
export class StravaTokens {
  constructor(
    private readonly dataSource: DataSource,
    private readonly client: StravaClient,
    private readonly secrets: SecretBox,
  ) {}

  /** Links the user (or relinks them) with a grant from a code exchange, in the caller's transaction if given. */
  async save(userId: number, grant: StravaTokenGrant, manager: EntityManager = this.dataSource.manager): Promise<void> {
    await db.stravaConnections.saveStravaConnection(manager, {
      userId,
      athleteId: grant.athleteId,
      accessTokenSealed: this.secrets.seal(grant.accessToken),
      refreshTokenSealed: this.secrets.seal(grant.refreshToken),
      expiresAt: grant.expiresAt,
      scope: grant.scope,
      accessType: accessTypeFromScope(grant.scope),
    });
  }

  /** A live access token of the user; StravaError 'unauthorized' when they are not connected or Strava refused the refresh. */
  async accessToken(userId: number): Promise<string> {
    return (await this.current(userId)).accessToken;
  }

  /** The user's live tokens (refreshed first when the access token is near its end), e.g. to revoke them; fails as accessToken does. */
  async current(userId: number): Promise<Pick<StravaGrant, 'accessToken' | 'refreshToken'>> {
    const connection = await db.stravaConnections.stravaConnectionOf(this.dataSource.manager, userId);
    if (!connection) throw notConnected(userId);
    if (!expiresSoon(connection.expiresAt)) return this.opened(connection);
    return inTransaction(this.dataSource, async (manager) => {
      const held = await db.stravaConnections.stravaConnectionOf(manager, userId, 'forUpdate');
      if (!held) throw notConnected(userId);
      // another copy may have refreshed while this one waited for the row
      if (!expiresSoon(held.expiresAt)) return this.opened(held);
      const fresh = await this.client.refresh(this.secrets.open(held.refreshTokenSealed));
      await db.stravaConnections.updateStravaTokens(manager, userId, {
        accessTokenSealed: this.secrets.seal(fresh.accessToken),
        refreshTokenSealed: this.secrets.seal(fresh.refreshToken),
        expiresAt: fresh.expiresAt,
      });
      return fresh;
    });
  }

  /** Deletes the user's tokens; results already counted stay. */
  async forget(userId: number): Promise<void> {
    await db.stravaConnections.deleteStravaConnection(this.dataSource.manager, userId);
  }

  /** Ends the user's grant at Strava (every token of theirs dies there); nothing to do without a link. */
  async revoke(userId: number): Promise<void> {
    if (!(await db.stravaConnections.stravaConnectionOf(this.dataSource.manager, userId))) return;
    await this.client.revoke(await this.current(userId));
  }

  private opened(connection: db.stravaConnections.SealedStravaTokens): Pick<StravaGrant, 'accessToken' | 'refreshToken'> {
    return { accessToken: this.secrets.open(connection.accessTokenSealed), refreshToken: this.secrets.open(connection.refreshTokenSealed) };
  }
}

function expiresSoon(expiresAt: Date): boolean {
  return expiresAt.getTime() - Date.now() < REFRESH_WHEN_LEFT_MS;
}

function notConnected(userId: number): StravaError {
  return new StravaError('unauthorized', 0, `user ${userId} has no Strava connection`);
}
