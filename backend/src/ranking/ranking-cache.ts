import { Injectable, Logger, type OnApplicationShutdown, type OnModuleInit } from '@nestjs/common';
import Redis from 'ioredis';
import { totalsChannel } from '@lesne/contracts';
import { InjectConfig, type AppConfig } from '@lesne/config';

const TTL_MS = 5000;

/**
 * Ranking pages kept in this API copy until the company's totals change: the workers publish
 * each change on a Redis channel every copy listens to; the short TTL covers a missed message.
 */
@Injectable()
export class RankingCache implements OnModuleInit, OnApplicationShutdown {
  private readonly logger = new Logger(RankingCache.name);
  private readonly pages = new Map<number, Map<string, { value: unknown; expires: number }>>();
  private readonly subscriber: Redis;
  private readonly channel: string;

  constructor(@InjectConfig() config: AppConfig) {
    this.channel = totalsChannel(config.REDIS_PREFIX);
    this.subscriber = new Redis(config.REDIS_URL, { lazyConnect: true });
    this.subscriber.on('error', () => undefined);
    this.subscriber.on('message', (_channel, companyId: string) => this.pages.delete(Number(companyId)));
    // After a reconnect any message may have been missed: start clean.
    this.subscriber.on('ready', () => this.pages.clear());
  }

  async onModuleInit(): Promise<void> {
    await this.subscriber.connect().catch((error: Error) => this.logger.warn(`ranking cache without invalidation yet: ${error.message}`));
    await this.subscriber.subscribe(this.channel).catch(() => undefined);
  }

  async get<T>(companyId: number, key: string, load: () => Promise<T>): Promise<T> {
    const company = this.pages.get(companyId) ?? new Map();
    this.pages.set(companyId, company);
    const cached = company.get(key);
    if (cached && cached.expires > Date.now() && this.subscriber.status === 'ready') return cached.value as T;
    const value = await load();
    company.set(key, { value, expires: Date.now() + TTL_MS });
    return value;
  }

  async onApplicationShutdown(): Promise<void> {
    await this.subscriber.quit().catch(() => this.subscriber.disconnect());
  }
}
