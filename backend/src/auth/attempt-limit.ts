import { HttpException, HttpStatus } from '@nestjs/common';
import type Redis from 'ioredis';
import { RateLimiterMemory, RateLimiterRedis, RateLimiterRes } from 'rate-limiter-flexible';
import type { AttemptWindow } from '@lesne/domain';
import { AppError } from '../i18n/app-error';

/**
 * Attempts per key in a fixed window, counted in Redis so every API copy shares them, and in
 * this copy's memory while Redis is unreachable.
 */
export class AttemptLimit {
  private readonly limiter: RateLimiterRedis;

  constructor(redis: Redis, keyPrefix: string, window: AttemptWindow) {
    this.limiter = new RateLimiterRedis({
      storeClient: redis,
      keyPrefix,
      points: window.points,
      duration: window.seconds,
      insuranceLimiter: new RateLimiterMemory({ points: window.points, duration: window.seconds }),
    });
  }

  /** Counts one attempt; a key counted for the first time gets a window of `seconds` when given. */
  take(key: string, seconds?: number): Promise<RateLimiterRes> {
    return this.limiter.consume(key, 1, seconds === undefined ? {} : { customDuration: seconds });
  }

  async giveBack(key: string, points = 1): Promise<void> {
    await this.limiter.reward(key, points).catch(() => undefined);
  }

  async forget(key: string): Promise<void> {
    await this.limiter.delete(key).catch(() => undefined);
  }
}

interface Hold {
  limit: AttemptLimit;
  key: string;
  /** the window of a key counted for the first time, when it differs from the limit's */
  seconds?: number;
}

/**
 * What one request counted against the limits. It counts before the work it limits, so a burst
 * of parallel requests cannot all slip under a limit while the first ones are still working.
 */
export class Counted {
  private readonly held: Array<Hold & { consumed: number }> = [];

  /** Counts the request on every hold; if one is over its limit, gives back all this request counted and refuses with 429. */
  async count(holds: Hold[]): Promise<this> {
    const results = await Promise.allSettled(holds.map((hold) => hold.limit.take(hold.key, hold.seconds)));
    results.forEach((result, index) => {
      if (result.status === 'fulfilled') this.held.push({ ...holds[index], consumed: result.value.consumedPoints });
    });
    const refusals = results.flatMap((result) => (result.status === 'rejected' ? [result.reason as unknown] : []));
    if (refusals.length === 0) return this;
    await this.giveBack();
    const unexpected = refusals.find((refusal) => !(refusal instanceof RateLimiterRes));
    if (unexpected) throw unexpected;
    throw tooManyAttempts(Math.max(...refusals.map((refusal) => (refusal as RateLimiterRes).msBeforeNext)));
  }

  /** Counts the request on `hold` and answers true if it is under its limit; over it, counts nothing and answers false. */
  async countWithin(hold: Hold): Promise<boolean> {
    try {
      const result = await hold.limit.take(hold.key, hold.seconds);
      this.held.push({ ...hold, consumed: result.consumedPoints });
      return true;
    } catch (refusal) {
      if (refusal instanceof RateLimiterRes) return false;
      throw refusal;
    }
  }

  /** How many attempts `limit` has counted for its key, this one included. */
  consumed(limit: AttemptLimit): number {
    return this.held.find((hold) => hold.limit === limit)?.consumed ?? 0;
  }

  /**
   * Runs the attempt these counts are for. A refusal it expects (a 4xx: wrong password, unknown
   * code) stays counted; a success is given back, except on the `kept` limits, which count every
   * attempt; an unexpected error (an outage) is given back, so nobody is limited for our fault.
   */
  async settle<T>(attempt: () => Promise<T>, kept: AttemptLimit[] = []): Promise<T> {
    let result: T;
    try {
      result = await attempt();
    } catch (error) {
      if (!(error instanceof HttpException && error.getStatus() < 500)) await this.giveBack();
      throw error;
    }
    await this.giveBack(kept);
    return result;
  }

  private async giveBack(kept: AttemptLimit[] = []): Promise<void> {
    const returned = this.held.filter((hold) => !kept.includes(hold.limit));
    this.held.length = 0;
    await Promise.all(returned.map((hold) => hold.limit.giveBack(hold.key)));
  }
}

function tooManyAttempts(msBeforeNext: number): AppError {
  return new AppError(HttpStatus.TOO_MANY_REQUESTS, 'errors.tooManyRequests', { seconds: Math.max(1, Math.ceil(msBeforeNext / 1000)) });
}
