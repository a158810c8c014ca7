import { Injectable } from '@nestjs/common';
import type Redis from 'ioredis';
import { InjectConfig, type AppConfig } from '@lesne/config';
import { addressKey, type AttemptWindow } from '@lesne/domain';
import { AttemptLimit, Counted } from '../auth/attempt-limit';
import { InjectRedis } from '../redis/redis.token';

/**
 * Unknown office-screen tokens asked for from one address. Tokens are 256 random bits, so this
 * does not keep them from being guessed; it stops one client from trying them in bulk. A screen
 * with a valid link is never counted: it polls on every change and many share an office's address.
 */
const OFFICE_SCREEN_MISSES_PER_ADDRESS: AttemptWindow = { points: 60, seconds: 60 * 60 };

@Injectable()
export class OfficeScreenMisses {
  private readonly misses: AttemptLimit;

  constructor(@InjectRedis() redis: Redis, @InjectConfig() config: AppConfig) {
    this.misses = new AttemptLimit(redis, `${config.REDIS_PREFIX}:attempts:office-screen`, OFFICE_SCREEN_MISSES_PER_ADDRESS);
  }

  /** Counts a miss; past the limit, refuses with 429. */
  async count(ip: string): Promise<void> {
    await new Counted().count([{ limit: this.misses, key: addressKey(ip) }]);
  }
}
