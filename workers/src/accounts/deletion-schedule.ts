import { Injectable } from '@nestjs/common';
import { InjectQueue } from '@nestjs/bullmq';
import type { Queue } from 'bullmq';
import { QUEUES } from '@lesne/contracts';
import { PeriodicSweep } from '../periodic-sweep';

/** 03:00 in Poland, every day: the quietest hour; a request due that day is carried out then. */
export const DELETION_SCHEDULE = { pattern: '0 3 * * *', tz: 'Europe/Warsaw' };
const CHECK_EVERY_MS = 60_000;

/**
 * Keeps the daily deletion pass scheduled. The schedule lives only in Redis, so it is put back
 * (at start, then on a plain timer) whenever Redis lost it; upserting an unchanged schedule
 * keeps its timing.
 */
@Injectable()
export class DeletionSchedule extends PeriodicSweep {
  constructor(@InjectQueue(QUEUES.accounts) private readonly queue: Queue) {
    super(CHECK_EVERY_MS);
  }

  async onApplicationBootstrap(): Promise<void> {
    await this.sweep();
    super.onApplicationBootstrap();
  }

  protected async pass(): Promise<number> {
    await this.queue.upsertJobScheduler('anonymise-due-accounts', DELETION_SCHEDULE, { name: 'accounts.anonymiseDue', data: {} });
    return 1;
  }
}
