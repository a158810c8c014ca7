import { Injectable, Logger, type OnApplicationShutdown } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import type { DataSource } from 'typeorm';
import { InjectConfig, type AppConfig } from '@lesne/config';
import { OutboxPublisher } from '@lesne/db';

/**
 * Publishes outbox rows right after the API's own writes commit. The workers sweep the
 * outbox too, so a row this misses (Redis down, API stopped) is published later.
 */
@Injectable()
export class OutboxService implements OnApplicationShutdown {
  private readonly logger = new Logger(OutboxService.name);
  private readonly publisher: OutboxPublisher;
  private flushing: Promise<unknown> = Promise.resolve();

  constructor(@InjectDataSource() dataSource: DataSource, @InjectConfig() config: AppConfig) {
    this.publisher = new OutboxPublisher(dataSource, { url: config.REDIS_URL, prefix: config.REDIS_PREFIX });
  }

  /** Call after a transaction that added to the outbox has committed. */
  publishSoon(): void {
    this.flushing = this.flushing
      .then(() => this.publisher.flush())
      .catch((error: Error) => this.logger.warn(`outbox publish left to the workers' sweep: ${error.message}`));
  }

  async onApplicationShutdown(): Promise<void> {
    await this.flushing;
    await this.publisher.close();
  }
}
