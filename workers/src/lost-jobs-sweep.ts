import type { Job, Queue } from 'bullmq';
import type { DataSource, EntityManager } from 'typeorm';
import type { QueueJob, QueueName } from '@lesne/contracts';
import { JOB_OPTIONS } from '@lesne/db';
import { PeriodicSweep } from './periodic-sweep';

const SWEEP_INTERVAL_MS = 2 * 60_000;
/** The outbox publishes a row's job within a second or two; younger rows are left to it. */
const PICK_UP_AFTER_MS = 60_000;
const ROWS_PER_SWEEP = 1000;
const LIVE_JOB_STATES = ['active', 'waiting', 'delayed', 'prioritized', 'paused', 'waiting-children'] as const;

/** A job of the queue with the id it is added under. */
type Requeued<J> = J extends { name: infer N; data: infer D } ? { name: N; data: D; jobId: string } : never;

/** Rows of long work that outlive the job finishing them, and that job. */
export interface LostJobs<Q extends QueueName> {
  /** what the log calls the rows, e.g. 'Strava import(s)' */
  rows: string;
  /** the unfinished rows made before `before`, at most `limit` of them */
  unfinished(manager: EntityManager, before: Date, limit: number): Promise<number[]>;
  /** the row a live job of the queue works on, if it works on one */
  rowOf(job: Job): number | null | undefined;
  /** the job that finishes a row, under an id that is the same for the row all through one round of sweeps */
  job(row: number, round: number): Requeued<QueueJob<Q>>;
}

/**
 * The safety net under long work kept in rows: when Redis lost a row's jobs (wiped, restored from
 * an old copy) the row would never finish. Every 2 minutes this queues the job again for each
 * unfinished row older than a minute that no live job works on. Copies sweeping together add it
 * once: its id is the same within a sweep interval.
 */
export abstract class LostJobsSweep<Q extends QueueName> extends PeriodicSweep {
  protected constructor(
    private readonly dataSource: DataSource,
    private readonly queue: Queue,
    private readonly lostJobs: LostJobs<Q>,
  ) {
    super(SWEEP_INTERVAL_MS);
  }

  protected async pass(): Promise<number> {
    const now = Date.now();
    const unfinished = await this.lostJobs.unfinished(this.dataSource.manager, new Date(now - PICK_UP_AFTER_MS), ROWS_PER_SWEEP);
    if (unfinished.length === 0) return 0;
    const jobs = await this.queue.getJobs([...LIVE_JOB_STATES]);
    const running = new Set(jobs.filter((job): job is Job => Boolean(job)).map((job) => this.lostJobs.rowOf(job)));
    const lost = unfinished.filter((row) => !running.has(row));
    const round = Math.floor(now / SWEEP_INTERVAL_MS);
    for (const row of lost) {
      const { name, data, jobId } = this.lostJobs.job(row, round);
      await this.queue.add(name, data, { ...JOB_OPTIONS, jobId });
    }
    if (lost.length) this.logger.warn(`queued ${lost.length} ${this.lostJobs.rows} again, whose jobs were lost`);
    return lost.length;
  }
}
