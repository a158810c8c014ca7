import { Injectable, Logger, type OnApplicationShutdown } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import type { DataSource } from 'typeorm';
import { InjectConfig, type AppConfig } from '@lesne/config';
import { OutboxPublisher } from '@lesne/db';
import { SerialFlushes } from './serial-flushes';

/**
 * Publishes outbox rows right after the API's own writes commit. The workers sweep the
 * outbox too, so a row this misses (Redis down, API stopped) is published later.
 */
@Injectable()
export class OutboxService implements OnApplicationShutdown {
  private readonly logger = new Logger(OutboxService.name);
  private readonly publisher: OutboxPublisher;
  private readonly flushes: SerialFlushes;

  constructor(@InjectDataSource() dataSource: DataSource, @InjectConfig() config: AppConfig) {
    this.publisher = new OutboxPublisher(dataSource, { url: config.REDIS_URL, prefix: config.REDIS_PREFIX });
    this.flushes = new SerialFlushes(
      () => this.publisher.flush(),
      (error) => this.logger.warn(`outbox publish left to the workers' sweep: ${error.message}`),
    );
  }

  /** Call after a transaction that added to the outbox has committed. */
  publishSoon(): void {
    this.flushes.request();
  }

  async onApplicationShutdown(): Promise<void> {
    await this.flushes.settled();
    await this.publisher.close();
  }
}
