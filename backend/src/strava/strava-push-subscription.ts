import { Injectable, Logger, type OnApplicationBootstrap, type OnApplicationShutdown } from '@nestjs/common';
import { HttpAdapterHost } from '@nestjs/core';
import { InjectDataSource } from '@nestjs/typeorm';
import type Redis from 'ioredis';
import { randomUUID } from 'node:crypto';
import type { Server } from 'node:http';
import { In, Not, type DataSource } from 'typeorm';
import { InjectConfig, type AppConfig } from '@lesne/config';
import { StravaSubscription } from '@lesne/db';
import { StravaClient } from '@lesne/strava';
import { InjectRedis } from '../redis/redis.token';

/** Held while one API copy talks to Strava about the subscription; longer than that takes (Strava's own check of our callback included). */
const LOCK_MS = 60_000;
const FIRST_RETRY_MS = 30_000;
const LONGEST_RETRY_MS = 10 * 60_000;
/** Deletes the lock only if it is still the holder's. */
const RELEASE_LOCK = "if redis.call('get', KEYS[1]) == ARGV[1] then return redis.call('del', KEYS[1]) else return 0 end";

/**
 * Makes sure Strava pushes webhook events to this installation: once the API listens (Strava
 * checks the callback with a GET before it answers), in the background, in one API copy at a
 * time. Strava keeps one subscription per app; one with another callback (an old address) is
 * replaced. A failure is logged in one line and tried again later; it never stops the API.
 */
@Injectable()
export class StravaPushSubscription implements OnApplicationBootstrap, OnApplicationShutdown {
  private readonly logger = new Logger(StravaPushSubscription.name);
  private readonly callbackUrl: string;
  private readonly lockKey: string;
  private timer: NodeJS.Timeout | undefined;
  private stopped = false;

  constructor(
    private readonly adapterHost: HttpAdapterHost,
    @InjectDataSource() private readonly dataSource: DataSource,
    @InjectConfig() private readonly config: AppConfig,
    @InjectRedis() private readonly redis: Redis,
    private readonly client: StravaClient,
  ) {
    this.callbackUrl = `${config.APP_URL.replace(/\/+$/, '')}/api/v1/strava/webhook`;
    this.lockKey = `${config.REDIS_PREFIX}:strava:subscription-lock`;
  }

  onApplicationBootstrap(): void {
    const server = this.adapterHost.httpAdapter.getHttpServer() as Server;
    server.once('listening', () => this.attempt(FIRST_RETRY_MS));
  }

  onApplicationShutdown(): void {
    this.stopped = true;
    clearTimeout(this.timer);
  }

  private attempt(nextDelayMs: number): void {
    if (this.stopped) return;
    this.ensure().catch((error: Error) => {
      if (this.stopped) return;
      this.logger.error(`Strava push subscription for ${this.callbackUrl} is not in place, so no webhook events arrive: ${error.message}; trying again in ${nextDelayMs / 1000} s`);
      this.timer = setTimeout(() => this.attempt(Math.min(nextDelayMs * 2, LONGEST_RETRY_MS)), nextDelayMs);
      this.timer.unref();
    });
  }

  /** Another copy holding the lock is doing it (and retries on its own failures). */
  private async ensure(): Promise<void> {
    const holder = randomUUID();
    if ((await this.redis.set(this.lockKey, holder, 'PX', LOCK_MS, 'NX')) !== 'OK') return;
    try {
      const existing = await this.client.listSubscriptions();
      const kept = existing.find((subscription) => subscription.callback_url === this.callbackUrl);
      const replaced = existing.filter((subscription) => subscription !== kept).map((subscription) => String(subscription.id));
      for (const id of replaced) await this.client.deleteSubscription(Number(id));
      const { id } = kept ?? (await this.client.createSubscription(this.callbackUrl, this.config.STRAVA_VERIFY_TOKEN));
      // Only rows known dead go: what was just deleted at Strava, and our callback's older ids.
      await this.dataSource.transaction(async (manager) => {
        if (replaced.length) await manager.delete(StravaSubscription, { id: In(replaced) });
        await manager.delete(StravaSubscription, { callbackUrl: this.callbackUrl, id: Not(String(id)) });
        await manager.upsert(StravaSubscription, { id: String(id), callbackUrl: this.callbackUrl }, ['id']);
      });
      this.logger.log(`Strava pushes webhook events to ${this.callbackUrl} (subscription ${id})`);
    } finally {
      await this.redis.eval(RELEASE_LOCK, 1, this.lockKey, holder).catch(() => undefined);
    }
  }
}
