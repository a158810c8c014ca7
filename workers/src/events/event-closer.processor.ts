import type { OnApplicationBootstrap } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { InjectQueue, Processor } from '@nestjs/bullmq';
import type { Queue } from 'bullmq';
import type { DataSource } from 'typeorm';
import { QUEUES } from '@lesne/contracts';
import { warsawDay } from '@lesne/domain';
import { LiveEmitter } from '../live/live-emitter';
import { QueueWorker } from '../queue-worker';

const SWEEP_EVERY_MS = 60_000;

/**
 * Closes events whose last day has passed (end type date or both), once each, and pushes the
 * close to their open pages. Runs every minute on one worker (a BullMQ job scheduler).
 */
@Processor(QUEUES.events)
export class EventCloserProcessor extends QueueWorker implements OnApplicationBootstrap {

  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    @InjectQueue(QUEUES.events) private readonly queue: Queue,
    private readonly live: LiveEmitter,
  ) {
    super();
  }

  async onApplicationBootstrap(): Promise<void> {
    await this.queue.upsertJobScheduler('close-ended-events', { every: SWEEP_EVERY_MS }, { name: 'events.closeEnded', data: {} });
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
