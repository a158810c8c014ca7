import { Injectable } from '@nestjs/common';
import { InjectQueue } from '@nestjs/bullmq';
import type { Queue } from 'bullmq';
import { QUEUES } from '@lesne/contracts';
import { PeriodicSweep } from '../periodic-sweep';

const CLOSE_EVERY_MS = 60_000;
const CHECK_EVERY_MS = 15_000;

/**
 * Keeps the every-minute end-date close scheduled. The schedule lives only in Redis, so it is
 * put back (at start, then on a plain timer) whenever Redis lost it or its next run: upserting
 * an unchanged schedule keeps its timing, and a re-created one runs at once.
 */
@Injectable()
export class CloseSchedule extends PeriodicSweep {
  constructor(@InjectQueue(QUEUES.events) private readonly queue: Queue) {
    super(CHECK_EVERY_MS);
  }

  async onApplicationBootstrap(): Promise<void> {
    await this.sweep();
    super.onApplicationBootstrap();
  }

  protected async pass(): Promise<number> {
    await this.queue.upsertJobScheduler('close-ended-events', { every: CLOSE_EVERY_MS }, { name: 'events.closeEnded', data: {} });
    return 1;
  }
}
