import { InjectDataSource } from '@nestjs/typeorm';
import { Processor } from '@nestjs/bullmq';
import type { DataSource } from 'typeorm';
import { QUEUES } from '@lesne/contracts';
import { warsawDay } from '@lesne/domain';
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
    const [rows] = (await this.dataSource.query(
      `UPDATE company SET closed_at = $2
        WHERE closed_at IS NULL AND event_end_type <> 'trees' AND date_to < $1
        RETURNING id`,
      [warsawDay(now), now],
    )) as [Array<{ id: number }>, number];
    for (const { id } of rows) this.live.closed(id, 'date');
    if (rows.length) this.logger.log(`closed ${rows.length} ended event(s)`);
    return rows.map((row) => row.id);
  }
}
