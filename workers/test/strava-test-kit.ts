import type { INestApplicationContext } from '@nestjs/common';
import { getQueueToken } from '@nestjs/bullmq';
import type { Queue } from 'bullmq';
import Redis from 'ioredis';
import { IsNull } from 'typeorm';
import { QUEUES, STRAVA_CONSENT_VERSION, type StravaResultsOnDisconnect, type StravaWebhookEvent } from '@lesne/contracts';
import { Activity, OutboxMessage, StravaImport, StravaSubscription, type User } from '@lesne/db';
import { STRAVA_BUDGET_SAFETY } from '@lesne/domain';
import { stravaRateBudget } from '@lesne/strava';
import type { RateLimits } from '@lesne/strava-simulator';
import { createWorkers } from '../src/workers.factory';
import { eventually, startStack, type Stack } from '../../test/stack';

export const FULL = 'read,activity:read_all';
const EXTENDED_ACCESS_LIMITS: RateLimits = { overall: [2000, 20_000], read: [1000, 10_000] };
export const RESTRICTED = 'read,activity:read';

/** The API listening, its Strava simulator pushing webhooks to it, and a copy of the workers that can be stopped and started again. */
export class StravaWorkersEnv {
  private constructor(
    readonly stack: Stack,
    public workers: INestApplicationContext | null,
    private readonly subscription: StravaSubscription,
  ) {}

  /**
   * By default Strava is a bigger app's (Extended Access limits): a test file's events fall in one
   * quarter hour, past the fifth of Strava's default 100 reads that webhook events may use. A
   * test of the limits themselves gives its own.
   */
  static async start(options: Pick<Parameters<typeof startStack>[0] & object, 'env' | 'strava'> = {}): Promise<StravaWorkersEnv> {
    const stack = await startStack({ ...options, strava: { limits: EXTENDED_ACCESS_LIMITS, ...options.strava }, listen: true, workers: false });
    const workers = await createWorkers(stack.config);
    const callbackUrl = `${stack.url}/api/v1/strava/webhook`;
    const subscription = await eventually(async () => {
      const found = await stack.dataSource.getRepository(StravaSubscription).findOne({ where: { callbackUrl } });
      expect(found).not.toBeNull();
      return found!;
    }, 20_000);
    return new StravaWorkersEnv(stack, workers, subscription);
  }

  get strava() {
    return this.stack.strava;
  }

  /** What happens in `record` reaches our webhook endpoint only to be refused (our subscription is away), so Strava gives those events up. */
  async withoutWebhooks(record: () => void): Promise<void> {
    await this.stack.dataSource.getRepository(StravaSubscription).delete({ id: this.subscription.id });
    try {
      record();
      await this.strava.webhooksSettled();
    } finally {
      await this.stack.dataSource.getRepository(StravaSubscription).insert(this.subscription);
    }
  }

  /** As a deploy does: this copy of the workers stops (finishing or handing over its jobs). */
  async stopWorkers(): Promise<void> {
    await this.workers?.close();
    this.workers = null;
  }

  async startWorkers(): Promise<void> {
    this.workers ??= await createWorkers(this.stack.config);
  }

  /**
   * The user connects the athlete (a new one by default) granting `scope`, having chosen what
   * becomes of their results when the link ends (kept anonymous by default); this queues an
   * import of their event so far.
   */
  async connect(user: User, options: { scope?: string; athleteId?: number; onDisconnect?: StravaResultsOnDisconnect } = {}): Promise<number> {
    const scope = options.scope ?? FULL;
    const athleteId = options.athleteId ?? this.strava.createAthlete().id;
    const consent = { version: STRAVA_CONSENT_VERSION, onDisconnect: options.onDisconnect ?? 'keepAnonymous' };
    await this.stack.as(user).post('/api/v1/strava/code').send({ code: this.strava.authorize(athleteId, scope), scope, consent }).expect(200);
    return athleteId;
  }

  /** The user's imports once every one is done. */
  async importsFinished(userId: number, timeoutMs = 15_000): Promise<StravaImport[]> {
    return eventually(async () => {
      const imports = await this.stack.dataSource.getRepository(StravaImport).find({ where: { userId }, order: { id: 'ASC' } });
      expect(imports.map((row) => row.state)).toEqual(imports.map(() => 'done'));
      return imports;
    }, timeoutMs);
  }

  /** A webhook event as Strava POSTs it to the API (or anyone who knows our subscription id), e.g. one delivered twice or out of order. */
  async deliver(event: Pick<StravaWebhookEvent, 'aspect_type' | 'object_id' | 'owner_id'> & Partial<StravaWebhookEvent>): Promise<void> {
    await this.stack
      .api()
      .post('/api/v1/strava/webhook')
      .send({ object_type: 'activity', updates: {}, subscription_id: Number(this.subscription.id), event_time: Math.floor(Date.now() / 1000), ...event })
      .expect(200);
  }

  /** Every webhook event delivered (retries included) and every Strava job that is not waiting for Strava done. */
  async settled(): Promise<void> {
    await this.strava.webhooksSettled();
    await eventually(async () => {
      expect(await this.stack.dataSource.getRepository(OutboxMessage).count({ where: { queue: QUEUES.strava, publishedAt: IsNull() } })).toBe(0);
      expect(await this.queue.getJobCounts('active', 'waiting', 'prioritized')).toMatchObject({ active: 0, waiting: 0, prioritized: 0 });
    });
  }

  results(userId: number): Promise<Activity[]> {
    return this.stack.dataSource.getRepository(Activity).find({ where: { userId }, relations: { activityType: true }, order: { id: 'ASC' } });
  }

  /** The user's line in their company's ranking, as the API answers it. */
  /** The user's line of the ranking (its trees), with their km as they see them themselves: the ranking shows nobody's km (libs/domain visibility.ts). */
  async rankingLine(user: User): Promise<{ kmSum: number; treeSum: number } | undefined> {
    const response = await this.stack.as(user).get('/api/v1/ranking?page=1&type=user').expect(200);
    const line = (response.body.items as Array<{ user_id: number; treeSum: number }>).find((item) => item.user_id === user.id);
    if (!line) return undefined;
    const own = await this.stack.as(user).get('/api/v1/user').expect(200);
    return { kmSum: own.body.kmSum, treeSum: line.treeSum };
  }

  get queue(): Queue {
    if (!this.workers) throw new Error('the workers are stopped');
    return this.workers.get<Queue>(getQueueToken(QUEUES.strava));
  }

  /**
   * As if Strava's rate window (or its backoff) were over: the shared budget's counters of the
   * window, and the webhook events' share of it, are dropped and the jobs (and imports) waiting
   * for it run now.
   */
  async turnRateWindow(): Promise<void> {
    const redis = new Redis(this.stack.config.REDIS_URL);
    try {
      const keys = [
        ...(await redis.keys(`${this.stack.config.REDIS_PREFIX}:strava:budget:*`)),
        ...(await redis.keys(`${this.stack.config.REDIS_PREFIX}:strava:webhooks:*`)),
      ];
      if (keys.length) await redis.del(...keys);
    } finally {
      await redis.quit();
    }
    for (const job of await this.queue.getDelayed()) {
      if (job.name === 'strava.reimport') await this.stack.dataSource.getRepository(StravaImport).update({ id: job.data.importId as number, state: 'waiting' }, { resumesAt: new Date() });
      await job.promote();
    }
  }

  /** As if other calls had spent the day's shared read budget but `reads`: the next read past them waits for the window to turn. */
  async leaveReads(reads: number): Promise<void> {
    const redis = new Redis(this.stack.config.REDIS_URL);
    try {
      const budget = stravaRateBudget(this.stack.config, redis);
      const { limit } = await budget.usage();
      const spent = limit.read[1] - STRAVA_BUDGET_SAFETY - reads;
      await budget.record(
        new Headers({
          'X-RateLimit-Limit': limit.overall.join(','),
          'X-RateLimit-Usage': '0,0',
          'X-ReadRateLimit-Limit': limit.read.join(','),
          'X-ReadRateLimit-Usage': `0,${spent}`,
        }),
      );
    } finally {
      await redis.quit();
    }
  }

  /** Strava's answers to our reads so far: activities fetched one by one, and pages of the activity list. */
  reads(): number {
    const { byPath } = this.strava.stats;
    return (byPath['GET /api/v3/activities/{id}'] ?? 0) + (byPath['GET /api/v3/athlete/activities'] ?? 0);
  }

  async close(): Promise<void> {
    await this.stopWorkers();
    await this.stack.close();
  }
}
