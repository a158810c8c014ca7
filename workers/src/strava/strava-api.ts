import { Injectable, Logger, type OnApplicationShutdown } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import Redis from 'ioredis';
import type { DataSource } from 'typeorm';
import { InjectConfig, type AppConfig } from '@lesne/config';
import { db, SecretBox } from '@lesne/db';
import {
  createStravaClient, StravaDisconnection, StravaError, stravaAvailability, StravaTokens, type StravaAvailability, type StravaClient, type StravaRateBudget,
} from '@lesne/strava';

/** This worker copy's way to Strava: the client on the rate budget every copy shares in Redis, the users' tokens, and the end of their links. */
@Injectable()
export class StravaApi implements OnApplicationShutdown {
  readonly client: StravaClient;
  readonly budget: StravaRateBudget;
  readonly tokens: StravaTokens;
  readonly links: StravaDisconnection;
  readonly availability: StravaAvailability;
  /** the Redis of the shared budget, for the counters that pace webhook events within it */
  readonly redis: Redis;

  constructor(
    @InjectConfig() config: AppConfig,
    @InjectDataSource() private readonly dataSource: DataSource,
    /** seals the tokens, and digests the ids of results kept anonymous */
    readonly secrets: SecretBox,
  ) {
    this.redis = new Redis(config.REDIS_URL, { maxRetriesPerRequest: 1 });
    // While Redis is away the budget cannot be asked: the call it guards fails and its job is tried again later.
    this.redis.on('error', () => undefined);
    const strava = createStravaClient(config, this.redis);
    this.client = strava.client;
    this.budget = strava.budget;
    this.availability = stravaAvailability(config, dataSource, strava);
    this.tokens = new StravaTokens(dataSource, this.client, this.secrets);
    this.links = new StravaDisconnection(dataSource, this.tokens, this.secrets, new Logger(StravaDisconnection.name));
  }

  /**
   * Makes a call with the user's access token. A token Strava refuses before the time it gave
   * (it expired early, a clock apart) is taken as expired and refreshed, and the call made once
   * more; when the refresh is refused too, the grant is gone (see grantGone).
   */
  async withAccessToken<T>(userId: number, call: (accessToken: string) => Promise<T>): Promise<T> {
    try {
      return await call(await this.tokens.accessToken(userId));
    } catch (error) {
      if (!(error instanceof StravaError && error.kind === 'unauthorized' && error.status === 401)) throw error;
      await db.stravaConnections.expireStravaAccess(this.dataSource.manager, userId);
      return call(await this.tokens.accessToken(userId));
    }
  }

  async onApplicationShutdown(): Promise<void> {
    await this.redis.quit().catch(() => this.redis.disconnect());
  }
}

/** The user's grant is gone (revoked, its refresh token dead): no call for them works until they connect again, so their tokens are forgotten. */
export function grantGone(error: unknown): boolean {
  return error instanceof StravaError && error.kind === 'unauthorized';
}

/** The user's grant does not let us read their activities (they unticked the consent): their link stays, with nothing to fetch. */
export function noActivityAccess(error: unknown): boolean {
  return error instanceof StravaError && error.kind === 'missingScope';
}
