import { HttpStatus, Injectable } from '@nestjs/common';
import type Redis from 'ioredis';
import { createHash } from 'node:crypto';
import { setTimeout as sleep } from 'node:timers/promises';
import { InjectConfig, type AppConfig } from '@lesne/config';
import type { StravaCodeResponse } from '@lesne/contracts';
import { AppError } from '../i18n/app-error';
import { InjectRedis } from '../redis/redis.token';

/** How long the answer to a code is kept for a repeat of it: far longer than a page reload takes. */
const ANSWER_KEPT_SECONDS = 600;
/** How long a repeat waits for the first exchange of its code: Strava's timeout (10 s) and the save. */
const WAIT_FOR_FIRST_MS = 15_000;
const POLL_MS = 200;

interface CodeRecord {
  userId: number;
  /** null while the first exchange runs */
  answer: StravaCodeResponse | null;
}

/**
 * Strava's codes are single-use, and the page Strava redirects to may send its code twice (a
 * reload, an effect run twice): the same user's repeat gets the first exchange's answer, not
 * Strava's 400. A code someone else exchanged stays refused. Kept in Redis, so every API copy
 * sees it; only a hash of the code is stored.
 */
@Injectable()
export class StravaCodeExchanges {
  private readonly prefix: string;

  constructor(
    @InjectRedis() private readonly redis: Redis,
    @InjectConfig() config: AppConfig,
  ) {
    this.prefix = `${config.REDIS_PREFIX}:strava:code:`;
  }

  async once(userId: number, code: string, exchange: () => Promise<StravaCodeResponse>): Promise<StravaCodeResponse> {
    const key = this.prefix + createHash('sha256').update(code).digest('hex');
    const deadline = Date.now() + WAIT_FOR_FIRST_MS;
    for (;;) {
      if (await this.write(key, { userId, answer: null }, 'NX')) return this.runClaimed(key, userId, exchange);
      const first = await this.read(key);
      if (first && first.userId !== userId) throw new AppError(HttpStatus.BAD_REQUEST, 'strava.codeInvalid');
      if (first?.answer) return first.answer;
      if (Date.now() > deadline) throw new AppError(HttpStatus.CONFLICT, 'strava.connecting');
      // null: the first exchange failed and let go of the code, so this one tries it at once
      if (first) await sleep(POLL_MS);
    }
  }

  private async runClaimed(key: string, userId: number, exchange: () => Promise<StravaCodeResponse>): Promise<StravaCodeResponse> {
    let answer: StravaCodeResponse;
    try {
      answer = await exchange();
    } catch (error) {
      await this.redis.del(key).catch(() => undefined);
      throw error;
    }
    // the user is connected whether or not Redis keeps the answer for a repeat
    await this.write(key, { userId, answer }).catch(() => undefined);
    return answer;
  }

  private async write(key: string, record: CodeRecord, mode?: 'NX'): Promise<boolean> {
    const value = JSON.stringify(record);
    const written = mode ? await this.redis.set(key, value, 'EX', ANSWER_KEPT_SECONDS, mode) : await this.redis.set(key, value, 'EX', ANSWER_KEPT_SECONDS);
    return written === 'OK';
  }

  private async read(key: string): Promise<CodeRecord | null> {
    const value = await this.redis.get(key);
    return value === null ? null : (JSON.parse(value) as CodeRecord);
  }
}
