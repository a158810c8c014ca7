import { Injectable, Logger, type OnApplicationShutdown } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import type { DataSource } from 'typeorm';
import { InjectConfig, type AppConfig } from '@lesne/config';
import { onOutboxCommitted, OutboxPublisher } from '@lesne/db';
import { SerialFlushes } from './serial-flushes';

/**
 * Publishes outbox rows right after the API's own writes commit: every transaction that writes to
 * the outbox calls publishSoon once it has committed (onOutboxCommitted). The workers sweep the
 * outbox too, so a row this misses (Redis down, API stopped) is published later.
 */
@Injectable()
export class OutboxService implements OnApplicationShutdown {
  private readonly logger = new Logger(OutboxService.name);
  private readonly publisher: OutboxPublisher;
  private readonly flushes: SerialFlushes;
  private readonly stopListening: () => void;

  constructor(@InjectDataSource() dataSource: DataSource, @InjectConfig() config: AppConfig) {
    this.publisher = new OutboxPublisher(dataSource, { url: config.REDIS_URL, prefix: config.REDIS_PREFIX });
    this.flushes = new SerialFlushes(
      () => this.publisher.flush(),
      (error) => this.logger.warn(`outbox publish left to the workers' sweep: ${error.message}`),
    );
    this.stopListening = onOutboxCommitted(dataSource, () => this.publishSoon());
  }

  /** Publishes what has committed, soon; requests made while a flush waits share it. */
  publishSoon(): void {
    this.flushes.request();
  }

  async onApplicationShutdown(): Promise<void> {
    this.stopListening();
    await this.flushes.settled();
    await this.publisher.close();
  }
}
