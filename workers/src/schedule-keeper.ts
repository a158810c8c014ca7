import type { Queue } from 'bullmq';
import type { QueueJob, QueueName } from '@lesne/contracts';
import { PeriodicSweep } from './periodic-sweep';

/** A job that a queue's scheduler adds on a timetable: every so many milliseconds, or a cron pattern in a time zone. */
export interface KeptSchedule<Q extends QueueName> {
  id: string;
  /** a job whose payload is empty: the scheduler adds it with {} */
  job: QueueJob<Q>['name'];
  repeat: { every: number } | { pattern: string; tz: string };
  opts?: { attempts?: number; backoff?: { type: 'exponential' | 'fixed'; delay: number }; removeOnComplete?: number; removeOnFail?: number };
}

/**
 * Keeps a queue's job schedulers as listed. A scheduler lives only in Redis, so it is put back (at
 * start, then on a plain timer) whenever Redis lost it or it differs from the list (a deploy
 * changed it); one left as it is keeps its timing. A scheduler made anew runs at once, so a run
 * Redis may have lost with it is caught up. Two copies making it together run it twice, which the
 * scheduled jobs allow: each is idempotent.
 */
export abstract class ScheduleKeeper<Q extends QueueName> extends PeriodicSweep {
  protected constructor(
    private readonly queue: Queue,
    private readonly schedules: ReadonlyArray<KeptSchedule<Q>>,
    checkEveryMs: number,
  ) {
    super(checkEveryMs);
  }

  async onApplicationBootstrap(): Promise<void> {
    await this.sweep();
    super.onApplicationBootstrap();
  }

  /** How many schedulers it made (again). */
  protected async pass(): Promise<number> {
    let made = 0;
    for (const { id, job, repeat, opts } of this.schedules) {
      const current = await this.queue.getJobScheduler(id);
      if (current && sameTimetable(current, repeat)) continue;
      // A cron scheduler's first job waits for its next time unless told otherwise; an 'every' one comes at once anyway.
      const immediately = 'pattern' in repeat && !current;
      await this.queue.upsertJobScheduler(id, { ...repeat, ...(immediately ? { immediately } : {}) }, { name: job, data: {}, opts });
      made++;
    }
    return made;
  }
}

function sameTimetable(current: { every?: number | string | null; pattern?: string | null; tz?: string | null }, repeat: KeptSchedule<QueueName>['repeat']): boolean {
  return 'every' in repeat ? Number(current.every) === repeat.every : current.pattern === repeat.pattern && current.tz === repeat.tz;
}
