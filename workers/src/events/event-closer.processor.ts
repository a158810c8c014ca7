import { InjectDataSource } from '@nestjs/typeorm';
import { Processor } from '@nestjs/bullmq';
import type { DataSource } from 'typeorm';
import { QUEUES } from '@lesne/contracts';
import { warsawDay } from '@lesne/domain';
import { closeEventsPastEndDate } from '@lesne/db';
import { LiveEmitter } from '../live/live-emitter';
import { QueueWorker } from '../queue-worker';

/**
 * Closes events whose last day has passed (end type date or both), once each, and pushes the
 * close to their open pages. Runs every minute on one worker (the job scheduler CloseSchedule keeps).
 */
@Processor(QUEUES.events)
export class EventCloserProcessor extends QueueWorker {

  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly live: LiveEmitter,
  ) {
    super();
  }

  async process(): Promise<number[]> {
    return this.closeEnded(new Date());
  }

  async closeEnded(now: Date): Promise<number[]> {
    const closed = await closeEventsPastEndDate(this.dataSource.manager, warsawDay(now), now);
    for (const id of closed) this.live.closed(id, 'date');
    if (closed.length) this.logger.log(`closed ${closed.length} ended event(s)`);
    return closed;
  }
}
