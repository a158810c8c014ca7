import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import type { DataSource } from 'typeorm';
import { db } from '@lesne/db';
import { grantGone, StravaApi } from './strava-api';

/** Whether Strava still takes a user's grant, and what follows once it has refused it. */
@Injectable()
export class StravaGrants {
  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly api: StravaApi,
  ) {}

  /**
   * Asks Strava with the user's grant whether it still holds: their refresh token is traded (a
   * call that costs no read, and the one a revoked grant cannot make). True when Strava refuses it.
   */
  async refused(userId: number): Promise<boolean> {
    await db.stravaConnections.expireStravaAccess(this.dataSource.manager, userId);
    try {
      await this.api.tokens.accessToken(userId);
      return false;
    } catch (error) {
      if (grantGone(error)) return true;
      throw error;
    }
  }

  /**
   * What is done once Strava confirmed the user's grant gone (a deauthorization it confirmed, a
   * token it refused): the link ends as a disconnect does, without telling Strava what it told
   * us (StravaDisconnection: Strava's data deleted, the results as their owner chose). The one
   * place for it.
   */
  async onRevoked(userId: number, requestId: string | null): Promise<void> {
    await this.api.links.end(userId, { revokeAtStrava: false, requestId });
  }
}
