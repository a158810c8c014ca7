import { InjectDataSource } from '@nestjs/typeorm';
import { Processor } from '@nestjs/bullmq';
import type { DataSource } from 'typeorm';
import { QUEUES } from '@lesne/contracts';
import { warsawDay } from '@lesne/domain';
import { db } from '@lesne/db';
import { LiveEmitter } from '../live/live-emitter';
import { QueueWorker, type JobHandlers } from '../queue-worker';

/**
 * Closes events whose last day has passed (end type date or both), once each, and pushes the
 * close to their open pages. Runs every minute on one worker (the job scheduler CloseSchedule keeps).
 */
@Processor(QUEUES.events)
export class EventCloserProcessor extends QueueWorker<typeof QUEUES.events> {
  protected readonly handlers: JobHandlers<typeof QUEUES.events> = {
    'events.closeEnded': async (_schedule, { log }) => {
      const closed = await this.closeEnded(new Date());
      if (closed.length) log.info(`closed ${closed.length} ended event(s)`);
      return closed;
    },
  };

  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly live: LiveEmitter,
  ) {
    super();
  }

  async closeEnded(now: Date): Promise<number[]> {
    const closed = await db.events.closeEventsPastEndDate(this.dataSource.manager, warsawDay(now), now);
    for (const id of closed) this.live.closed(id, 'date');
    return closed;
  }
}
