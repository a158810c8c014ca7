import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import type { DataSource } from 'typeorm';
import { InjectConfig, type AppConfig } from '@lesne/config';
import { OutboxPublisher } from '@lesne/db';
import { PeriodicSweep } from '../periodic-sweep';

const SWEEP_INTERVAL_MS = 1000;
const PRUNE_EVERY_SWEEPS = 600;
const KEEP_PUBLISHED_MS = 24 * 60 * 60 * 1000;

/**
 * Publishes what the API's own attempt left in the outbox (Redis was down, the API stopped
 * between commit and publish). Every worker copy sweeps; row locks keep them apart.
 */
@Injectable()
export class OutboxSweep extends PeriodicSweep {
  private readonly publisher: OutboxPublisher;
  private sweeps = 0;

  constructor(@InjectDataSource() dataSource: DataSource, @InjectConfig() config: AppConfig) {
    super(SWEEP_INTERVAL_MS);
    this.publisher = new OutboxPublisher(dataSource, { url: config.REDIS_URL, prefix: config.REDIS_PREFIX });
  }

  protected async pass(): Promise<number> {
    if (++this.sweeps % PRUNE_EVERY_SWEEPS === 0) await this.prune(new Date(Date.now() - KEEP_PUBLISHED_MS));
    return this.publisher.flush();
  }

  /** Published rows older than a day are dropped every ten minutes. */
  prune(publishedBefore: Date): Promise<number> {
    return this.publisher.prune(publishedBefore);
  }

  async onApplicationShutdown(): Promise<void> {
    await super.onApplicationShutdown();
    await this.publisher.close();
  }
}
