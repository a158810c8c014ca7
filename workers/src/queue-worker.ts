import { OnWorkerEvent, WorkerHost } from '@nestjs/bullmq';
import { Logger } from '@nestjs/common';

/**
 * A queue's processor that logs its worker's errors (Redis restarting, a job's key lost with
 * it) instead of leaving them unhandled; BullMQ reconnects and retries by itself.
 */
export abstract class QueueWorker extends WorkerHost {
  protected readonly logger = new Logger(this.constructor.name);

  @OnWorkerEvent('error')
  onWorkerError(error: Error): void {
    this.logger.warn(`queue worker: ${error.message}`);
  }
}
