import { Injectable } from '@nestjs/common';
import type Redis from 'ioredis';
import { InjectConfig, type AppConfig } from '@lesne/config';
import {
  ACCOUNT_BACKOFF,
  accountBackoffSeconds,
  addressKey,
  FAILED_SIGN_INS_PER_ACCOUNT_AT_ADDRESS,
  FAILED_SIGN_INS_PER_ADDRESS,
  KNOWN_ADDRESS_MEMORY_SECONDS,
} from '@lesne/domain';
import { InjectRedis } from '../redis/redis.token';
import { AttemptLimit, Counted } from './attempt-limit';

/**
 * Wrong passwords are limited three ways (libs/domain sign-in-limits.ts says why): per account
 * at one address, per address, and per account from new addresses with a growing delay. An
 * address that signed in to the account before is its owner's: only the first applies there,
 * so nobody's failures elsewhere keep the owner out. Successful sign-ins never count.
 */
@Injectable()
export class SignInLimiter {
  private readonly atAddress: AttemptLimit;
  private readonly fromAddress: AttemptLimit;
  private readonly fromNewAddresses: AttemptLimit;
  /** one try per delay from new addresses once the free failures are used up */
  private readonly nextTryFromNewAddress: AttemptLimit;
  private readonly knownPrefix: string;

  constructor(
    @InjectRedis() private readonly redis: Redis,
    @InjectConfig() config: AppConfig,
  ) {
    const prefix = `${config.REDIS_PREFIX}:sign-in`;
    this.atAddress = new AttemptLimit(redis, `${prefix}:account-at-address`, FAILED_SIGN_INS_PER_ACCOUNT_AT_ADDRESS);
    this.fromAddress = new AttemptLimit(redis, `${prefix}:address`, FAILED_SIGN_INS_PER_ADDRESS);
    this.fromNewAddresses = new AttemptLimit(redis, `${prefix}:account`, { points: Number.MAX_SAFE_INTEGER, seconds: ACCOUNT_BACKOFF.forgetAfterSeconds });
    this.nextTryFromNewAddress = new AttemptLimit(redis, `${prefix}:account-delay`, { points: 1, seconds: ACCOUNT_BACKOFF.maxDelaySeconds });
    this.knownPrefix = `${prefix}:known`;
  }

  /**
   * Runs `check` (the password check, which throws a 4xx for a wrong one) as one sign-in attempt
   * at `email` from `ip`, or refuses it with 429 before checking anything.
   */
  async attempt<T>(email: string, ip: string, check: () => Promise<T>): Promise<T> {
    const address = addressKey(ip);
    const pair = pairOf(email, ip);
    const counted = new Counted();
    if (await this.isKnown(pair)) {
      await counted.count([{ limit: this.atAddress, key: pair }]);
    } else {
      await counted.count([
        { limit: this.atAddress, key: pair },
        { limit: this.fromAddress, key: address },
        { limit: this.fromNewAddresses, key: email },
      ]);
      const delay = accountBackoffSeconds(counted.consumed(this.fromNewAddresses));
      if (delay > 0) await counted.count([{ limit: this.nextTryFromNewAddress, key: email, seconds: delay }]);
    }
    const result = await counted.settle(check);
    await Promise.all([this.atAddress.forget(pair), this.remember(pair)]);
    return result;
  }

  /** Whether the address signed in to the account lately (KNOWN_ADDRESS_MEMORY_SECONDS): its owner's usual one. */
  isOwnersAddress(email: string, ip: string): Promise<boolean> {
    return this.isKnown(pairOf(email, ip));
  }

  private async isKnown(pair: string): Promise<boolean> {
    return (await this.redis.exists(`${this.knownPrefix}:${pair}`).catch(() => 0)) === 1;
  }

  private async remember(pair: string): Promise<void> {
    await this.redis.set(`${this.knownPrefix}:${pair}`, '1', 'EX', KNOWN_ADDRESS_MEMORY_SECONDS).catch(() => undefined);
  }
}

function pairOf(email: string, ip: string): string {
  return `${email}|${addressKey(ip)}`;
}
