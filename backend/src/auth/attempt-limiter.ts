import { HttpStatus, Injectable } from '@nestjs/common';
import type Redis from 'ioredis';
import { RateLimiterMemory, RateLimiterRedis, RateLimiterRes } from 'rate-limiter-flexible';
import { InjectConfig, type AppConfig } from '@lesne/config';
import { AUTH_ATTEMPTS_PER_MINUTE } from '@lesne/domain';
import { AppError } from '../i18n/app-error';
import { InjectRedis } from '../redis/redis.token';

export type AttemptKind = 'login' | 'lostPassword';

/**
 * Sign-in and lost-password attempts: AUTH_ATTEMPTS_PER_MINUTE per IP and per account,
 * counted in Redis so every API copy shares them; in memory while Redis is unreachable.
 */
@Injectable()
export class AttemptLimiter {
  private readonly limiters: Record<AttemptKind, RateLimiterRedis>;

  constructor(@InjectRedis() redis: Redis, @InjectConfig() config: AppConfig) {
    const limiter = (kind: AttemptKind) =>
      new RateLimiterRedis({
        storeClient: redis,
        keyPrefix: `${config.REDIS_PREFIX}:attempts:${kind}`,
        points: AUTH_ATTEMPTS_PER_MINUTE,
        duration: 60,
        insuranceLimiter: new RateLimiterMemory({ points: AUTH_ATTEMPTS_PER_MINUTE, duration: 60 }),
      });
    this.limiters = { login: limiter('login'), lostPassword: limiter('lostPassword') };
  }

  /** Counts one attempt from this IP at this account; refuses with 429 past the limit. */
  async consume(kind: AttemptKind, ip: string, account: string): Promise<void> {
    const limiter = this.limiters[kind];
    try {
      await Promise.all([limiter.consume(`ip:${ip}`), limiter.consume(`account:${account}`)]);
    } catch (rejection) {
      if (!(rejection instanceof RateLimiterRes)) throw rejection;
      throw new AppError(HttpStatus.TOO_MANY_REQUESTS, 'errors.tooManyRequests', {
        seconds: Math.max(1, Math.ceil(rejection.msBeforeNext / 1000)),
      });
    }
  }

  /** A successful sign-in clears the account's count (the IP's stays). */
  async forgetAccount(kind: AttemptKind, account: string): Promise<void> {
    await this.limiters[kind].delete(`account:${account}`).catch(() => undefined);
  }
}
