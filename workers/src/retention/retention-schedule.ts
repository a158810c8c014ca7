import { Injectable } from '@nestjs/common';
import { InjectQueue } from '@nestjs/bullmq';
import type { Queue } from 'bullmq';
import { QUEUES, type QueueJob } from '@lesne/contracts';
import { PeriodicSweep } from '../periodic-sweep';

const CHECK_EVERY_MS = 60_000;
/** Cron in Warsaw time: shortly after the Warsaw midnight at which rows leave their period (retentionCutoff). */
const TIME_ZONE = 'Europe/Warsaw';
export const RETENTION_SCHEDULES: ReadonlyArray<{ id: string; job: QueueJob<typeof QUEUES.retention>['name']; pattern: string }> = [
  { id: 'retention-security-logs', job: 'retention.securityLogs', pattern: '30 0 * * *' },
  { id: 'retention-legal-data', job: 'retention.legalData', pattern: '40 0 * * *' },
];
/** A failed pass (Postgres away) is tried again within the hour rather than the next day. */
const JOB_OPTIONS = { attempts: 4, backoff: { type: 'exponential', delay: 60_000 }, removeOnComplete: 30, removeOnFail: 100 };

/**
 * Keeps the daily retention passes scheduled. A job scheduler lives only in Redis, so it is put
 * back (at start, then every minute) whenever Redis lost it or it differs from the one here (a
 * deploy changed it). A scheduler re-created after a loss runs at once: the pass Redis may have
 * lost with it is caught up. Two copies re-creating it together run the pass twice, which is
 * harmless: a pass removes nothing the previous one left.
 */
@Injectable()
export class RetentionSchedule extends PeriodicSweep {
  constructor(@InjectQueue(QUEUES.retention) private readonly queue: Queue) {
    super(CHECK_EVERY_MS);
  }

  async onApplicationBootstrap(): Promise<void> {
    await this.sweep();
    super.onApplicationBootstrap();
  }

  /** How many schedulers it (re-)created. */
  protected async pass(): Promise<number> {
    let created = 0;
    for (const { id, job, pattern } of RETENTION_SCHEDULES) {
      const current = await this.queue.getJobScheduler(id);
      if (current?.pattern === pattern && current.tz === TIME_ZONE) continue;
      await this.queue.upsertJobScheduler(id, { pattern, tz: TIME_ZONE, immediately: !current }, { name: job, data: {}, opts: JOB_OPTIONS });
      created++;
    }
    return created;
  }
}
