import { Injectable, Logger, type OnApplicationShutdown, type OnModuleInit } from '@nestjs/common';
import Redis from 'ioredis';
import { cacheChannels, type CacheChannel } from '@lesne/contracts';
import { InjectConfig, type AppConfig } from '@lesne/config';
import { InjectRedis } from './redis.token';

type Forget = (id: string) => void;

/**
 * The messages that keep every API copy's in-memory caches honest. A copy may trust what it
 * keeps only while it hears them; after a reconnect, anything may have been missed, so every
 * cache starts clean.
 */
@Injectable()
export class CacheInvalidation implements OnModuleInit, OnApplicationShutdown {
  private readonly logger = new Logger(CacheInvalidation.name);
  private readonly channels: Record<CacheChannel, string>;
  private readonly listeners = new Map<string, Forget[]>();
  private readonly resets: Array<() => void> = [];
  private readonly subscriber: Redis;
  private subscribed = false;

  constructor(
    @InjectConfig() config: AppConfig,
    @InjectRedis() private readonly publisher: Redis,
  ) {
    this.channels = cacheChannels(config.REDIS_PREFIX);
    this.subscriber = new Redis(config.REDIS_URL, { lazyConnect: true });
    this.subscriber.on('error', () => undefined);
    this.subscriber.on('message', (channel: string, id: string) => this.listeners.get(channel)?.forEach((forget) => forget(id)));
    this.subscriber.on('ready', () => this.resets.forEach((reset) => reset()));
  }

  async onModuleInit(): Promise<void> {
    await this.subscriber.connect().catch((error: Error) => this.logger.warn(`in-memory caches bypassed until Redis answers: ${error.message}`));
    // Not awaited: while Redis is away the call waits in ioredis' queue, and the API serves without caches meanwhile.
    this.subscriber.subscribe(...Object.values(this.channels)).then(
      () => (this.subscribed = true),
      (error: Error) => this.logger.warn(`in-memory caches bypassed: ${error.message}`),
    );
  }

  /** Whether messages arrive now; ioredis subscribes again by itself after a reconnect. */
  get live(): boolean {
    return this.subscribed && this.subscriber.status === 'ready';
  }

  listen(channel: CacheChannel, forget: Forget, reset: () => void): void {
    const name = this.channels[channel];
    this.listeners.set(name, [...(this.listeners.get(name) ?? []), forget]);
    this.resets.push(reset);
  }

  /** Tells every copy, this one at once, that `id` changed. Call after the change commits. */
  announce(channel: CacheChannel, id: number | string): void {
    const name = this.channels[channel];
    this.listeners.get(name)?.forEach((forget) => forget(String(id)));
    this.publisher.publish(name, String(id)).catch(() => 0);
  }

  async onApplicationShutdown(): Promise<void> {
    await this.subscriber.quit().catch(() => this.subscriber.disconnect());
  }
}
