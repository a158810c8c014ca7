import { Injectable, Logger, type OnApplicationBootstrap, type OnApplicationShutdown } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import type { DataSource } from 'typeorm';
import { InjectConfig, type AppConfig } from '@lesne/config';
import { OutboxPublisher } from '@lesne/db';

const SWEEP_INTERVAL_MS = 1000;
const PRUNE_EVERY_SWEEPS = 600;
const KEEP_PUBLISHED_MS = 24 * 60 * 60 * 1000;

/**
 * Publishes what the API's own attempt left in the outbox (Redis was down, the API stopped
 * between commit and publish). Every worker copy sweeps; row locks keep them apart.
 */
@Injectable()
export class OutboxSweep implements OnApplicationBootstrap, OnApplicationShutdown {
  private readonly logger = new Logger(OutboxSweep.name);
  private readonly publisher: OutboxPublisher;
  private timer?: NodeJS.Timeout;
  private running: Promise<unknown> = Promise.resolve();
  private sweeps = 0;

  constructor(@InjectDataSource() dataSource: DataSource, @InjectConfig() config: AppConfig) {
    this.publisher = new OutboxPublisher(dataSource, { url: config.REDIS_URL, prefix: config.REDIS_PREFIX });
  }

  onApplicationBootstrap(): void {
    this.timer = setInterval(() => {
      this.running = this.running.then(() => this.sweep());
    }, SWEEP_INTERVAL_MS);
  }

  async sweep(): Promise<number> {
    try {
      if (++this.sweeps % PRUNE_EVERY_SWEEPS === 0) await this.publisher.prune(new Date(Date.now() - KEEP_PUBLISHED_MS));
      return await this.publisher.flush();
    } catch (error) {
      this.logger.warn(`outbox sweep will retry: ${(error as Error).message}`);
      return 0;
    }
  }

  /** Published rows older than a day are dropped every ten minutes. */
  prune(publishedBefore: Date): Promise<number> {
    return this.publisher.prune(publishedBefore);
  }

  async onApplicationShutdown(): Promise<void> {
    clearInterval(this.timer);
    await this.running;
    await this.publisher.close();
  }
}
