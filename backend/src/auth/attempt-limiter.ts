import { Injectable } from '@nestjs/common';
import type Redis from 'ioredis';
import { InjectConfig, type AppConfig } from '@lesne/config';
import {
  addressKey,
  type AttemptWindow,
  FAILED_PASSWORD_RESETS_PER_ADDRESS,
  FAILED_SIGN_UPS_PER_ADDRESS,
  LOST_PASSWORD_REQUESTS_PER_ACCOUNT,
  LOST_PASSWORD_REQUESTS_PER_ADDRESS,
  SIGN_UPS_PER_ADDRESS,
} from '@lesne/domain';
import { InjectRedis } from '../redis/redis.token';
import { AttemptLimit, Counted } from './attempt-limit';

/** The other public account endpoints: sign-up, lost password, reset password (libs/domain sign-in-limits.ts says why). */
@Injectable()
export class AttemptLimiter {
  private readonly signUps: AttemptLimit;
  private readonly failedSignUps: AttemptLimit;
  private readonly lostPasswordPerAccount: AttemptLimit;
  private readonly lostPasswordPerAddress: AttemptLimit;
  private readonly failedResets: AttemptLimit;

  constructor(@InjectRedis() redis: Redis, @InjectConfig() config: AppConfig) {
    const limit = (name: string, window: AttemptWindow) => new AttemptLimit(redis, `${config.REDIS_PREFIX}:attempts:${name}`, window);
    this.signUps = limit('sign-up', SIGN_UPS_PER_ADDRESS);
    this.failedSignUps = limit('failed-sign-up', FAILED_SIGN_UPS_PER_ADDRESS);
    this.lostPasswordPerAccount = limit('lost-password:account', LOST_PASSWORD_REQUESTS_PER_ACCOUNT);
    this.lostPasswordPerAddress = limit('lost-password:address', LOST_PASSWORD_REQUESTS_PER_ADDRESS);
    this.failedResets = limit('failed-reset', FAILED_PASSWORD_RESETS_PER_ADDRESS);
  }

  /** Every sign-up counts; refused ones (a 4xx from `signUp`) also against the failure limit. */
  async signUp<T>(ip: string, signUp: () => Promise<T>): Promise<T> {
    const address = addressKey(ip);
    const counted = await new Counted().count([
      { limit: this.signUps, key: address },
      { limit: this.failedSignUps, key: address },
    ]);
    return counted.settle(signUp, [this.signUps]);
  }

  /**
   * Runs `record` (which queues the mail) as one lost-password request, counted whether the
   * account exists or not, so the limits reveal nothing. Past the address's limit it is refused
   * with 429. Past the account's limit it is answered like any other but `record` is not run: a
   * 429 there would let anyone keep the owner from recovering the account. The owner's usual
   * address (`fromOwnersAddress`) is not held by the account's limit.
   */
  async lostPassword(email: string, ip: string, fromOwnersAddress: boolean, record: () => Promise<void>): Promise<void> {
    const counted = await new Counted().count([{ limit: this.lostPasswordPerAddress, key: addressKey(ip) }]);
    await counted.settle(async () => {
      if (fromOwnersAddress || (await counted.countWithin({ limit: this.lostPasswordPerAccount, key: email }))) await record();
    }, [this.lostPasswordPerAddress, this.lostPasswordPerAccount]);
  }

  /** Refused codes (a 4xx from `reset`) count. */
  async resetPassword<T>(ip: string, reset: () => Promise<T>): Promise<T> {
    const counted = await new Counted().count([{ limit: this.failedResets, key: addressKey(ip) }]);
    return counted.settle(reset);
  }
}
