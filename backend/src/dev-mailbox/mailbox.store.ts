import { Injectable } from '@nestjs/common';
import type Redis from 'ioredis';
import { InjectConfig, type AppConfig } from '@lesne/config';
import { InjectRedis } from '../redis/redis.token';

export interface CaughtMail {
  id: string;
  /** the mail's own Message-ID header: a mail sent again carries the same one */
  messageId: string;
  receivedAt: string;
  from: string;
  to: string[];
  subject: string;
  text: string;
  html: string;
  /** the List-Unsubscribe and List-Unsubscribe-Post headers (RFC 8058) as sent, when the mail has them */
  listUnsubscribe?: { url: string; post: string | null };
}

const KEPT = 200;

/** The development inbox, in Redis so that every process (catcher, API copies, tests) sees one. */
@Injectable()
export class MailboxStore {
  private readonly key: string;

  constructor(@InjectRedis() private readonly redis: Redis, @InjectConfig() config: AppConfig) {
    this.key = `${config.REDIS_PREFIX}:dev-mailbox`;
  }

  async add(mail: CaughtMail): Promise<void> {
    await this.redis.multi().lpush(this.key, JSON.stringify(mail)).ltrim(this.key, 0, KEPT - 1).exec();
  }

  /** Newest first. */
  async list(): Promise<CaughtMail[]> {
    const items = await this.redis.lrange(this.key, 0, KEPT - 1);
    return items.map((item) => JSON.parse(item) as CaughtMail);
  }
}
