import { Injectable, Logger, type OnApplicationBootstrap, type OnApplicationShutdown } from '@nestjs/common';
import { HttpAdapterHost } from '@nestjs/core';
import { InjectDataSource } from '@nestjs/typeorm';
import type Redis from 'ioredis';
import { randomUUID } from 'node:crypto';
import type { Server } from 'node:http';
import type { DataSource } from 'typeorm';
import { InjectConfig, type AppConfig } from '@lesne/config';
import { PATHS } from '@lesne/contracts';
import { db, inTransaction } from '@lesne/db';
import { StravaClient } from '@lesne/strava';
import { InjectRedis } from '../redis/redis.token';

/** Held while one API copy talks to Strava about the subscription; longer than that takes (Strava's own check of our callback included). */
const LOCK_MS = 60_000;
const FIRST_RETRY_MS = 30_000;
const LONGEST_RETRY_MS = 10 * 60_000;
/** How often a subscription in place is looked at again: someone may delete it at Strava, or put another in its place. */
const CHECK_EVERY_MS = 60 * 60_000;
/** Deletes the lock only if it is still the holder's. */
const RELEASE_LOCK = "if redis.call('get', KEYS[1]) == ARGV[1] then return redis.call('del', KEYS[1]) else return 0 end";

/**
 * Makes sure Strava pushes webhook events to this installation: once the API listens (Strava
 * checks the callback with a GET before it answers), then every hour, in the background, in one
 * API copy at a time. Strava keeps one subscription per app, and one with another callback may
 * serve another installation of the app that is in use: it is never deleted, the operators are
 * told instead (the stravaSubscriptionElsewhere condition) until it is gone. A failure is logged
 * in one line and tried again later; it never stops the API.
 */
@Injectable()
export class StravaPushSubscription implements OnApplicationBootstrap, OnApplicationShutdown {
  private readonly logger = new Logger(StravaPushSubscription.name);
  private readonly callbackUrl: string;
  private readonly lockKey: string;
  private readonly operatorsLink: string;
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
    this.operatorsLink = new URL(PATHS.events, config.APP_URL).toString();
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
    this.ensure().then(
      () => this.after(CHECK_EVERY_MS, () => this.attempt(FIRST_RETRY_MS)),
      (error: Error) => {
        if (this.stopped) return;
        this.logger.error(`Strava push subscription for ${this.callbackUrl} is not in place, so no webhook events arrive: ${error.message}; trying again in ${nextDelayMs / 1000} s`);
        this.after(nextDelayMs, () => this.attempt(Math.min(nextDelayMs * 2, LONGEST_RETRY_MS)));
      },
    );
  }

  private after(delayMs: number, next: () => void): void {
    if (this.stopped) return;
    this.timer = setTimeout(next, delayMs);
    this.timer.unref();
  }

  /** Another copy holding the lock is doing it (and retries on its own failures). */
  private async ensure(): Promise<void> {
    const holder = randomUUID();
    if ((await this.redis.set(this.lockKey, holder, 'PX', LOCK_MS, 'NX')) !== 'OK') return;
    try {
      const existing = await this.client.listSubscriptions();
      const kept = existing.find((subscription) => subscription.callback_url === this.callbackUrl);
      const elsewhere = existing.find((subscription) => subscription !== kept);
      if (!kept && elsewhere) return await this.elsewhere(elsewhere.callback_url);
      const { id } = kept ?? (await this.client.createSubscription(this.callbackUrl, this.config.STRAVA_VERIFY_TOKEN));
      // Our callback's older ids are known dead; another callback's row belongs to whoever uses it.
      await inTransaction(this.dataSource, async (manager) => {
        await db.stravaWebhooks.keepStravaSubscription(manager, String(id), this.callbackUrl);
        await db.operatorConditions.endOperatorCondition(manager, 'stravaSubscriptionElsewhere');
      });
      this.logger.log(`Strava pushes webhook events to ${this.callbackUrl} (subscription ${id})`);
    } finally {
      await this.redis.eval(RELEASE_LOCK, 1, this.lockKey, holder).catch(() => undefined);
    }
  }

  /** Strava pushes our app's events to another address, which may serve another installation: left in place, the operators told. */
  private async elsewhere(callbackUrl: string): Promise<void> {
    this.logger.error(`Strava pushes this app's webhook events to ${callbackUrl}, not to ${this.callbackUrl}: left in place (it may serve another installation); no webhook events reach this one`);
    await inTransaction(this.dataSource, (manager) =>
      db.operatorConditions.raiseOperatorCondition(manager, { kind: 'stravaSubscriptionElsewhere', details: { callbackUrl } }, { link: this.operatorsLink, requestId: null }),
    );
  }
}
