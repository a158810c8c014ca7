import { Injectable } from '@nestjs/common';
import type Redis from 'ioredis';
import { InjectConfig, type AppConfig } from '@lesne/config';
import { addressKey, DELETION_LINK_REQUESTS_PER_ACCOUNT, DELETION_LINK_REQUESTS_PER_ADDRESS, FAILED_PASSWORD_RESETS_PER_ADDRESS } from '@lesne/domain';
import { AttemptLimit, Counted } from '../auth/attempt-limit';
import { InjectRedis } from '../redis/redis.token';

/** Deletion links, limited as lost-password links are (auth/attempt-limiter.ts says how and why). */
@Injectable()
export class DeletionLinkLimiter {
  private readonly perAccount: AttemptLimit;
  private readonly perAddress: AttemptLimit;
  private readonly failedConfirmations: AttemptLimit;

  constructor(@InjectRedis() redis: Redis, @InjectConfig() config: AppConfig) {
    const prefix = `${config.REDIS_PREFIX}:attempts:deletion-link`;
    this.perAccount = new AttemptLimit(redis, `${prefix}:account`, DELETION_LINK_REQUESTS_PER_ACCOUNT);
    this.perAddress = new AttemptLimit(redis, `${prefix}:address`, DELETION_LINK_REQUESTS_PER_ADDRESS);
    this.failedConfirmations = new AttemptLimit(redis, `${prefix}:failed`, FAILED_PASSWORD_RESETS_PER_ADDRESS);
  }

  /** Runs `record` once per request, counted whether the account exists or not; past the account's limit answered alike, unrecorded. */
  async request(email: string, ip: string, record: () => Promise<void>): Promise<void> {
    const counted = await new Counted().count([{ limit: this.perAddress, key: addressKey(ip) }]);
    await counted.settle(async () => {
      if (await counted.countWithin({ limit: this.perAccount, key: email })) await record();
    }, [this.perAddress, this.perAccount]);
  }

  /** Refused codes (a 4xx from `confirm`) count. */
  async confirm<T>(ip: string, confirm: () => Promise<T>): Promise<T> {
    const counted = await new Counted().count([{ limit: this.failedConfirmations, key: addressKey(ip) }]);
    return counted.settle(confirm);
  }
}
