import { Injectable } from '@nestjs/common';
import { InjectQueue } from '@nestjs/bullmq';
import { InjectDataSource } from '@nestjs/typeorm';
import type { Queue } from 'bullmq';
import type { DataSource } from 'typeorm';
import { QUEUES } from '@lesne/contracts';
import { JOB_OPTIONS, unfinishedDiplomaRuns } from '@lesne/db';
import { PeriodicSweep } from '../periodic-sweep';

const SWEEP_INTERVAL_MS = 2 * 60_000;
/** The outbox publishes a run's job within a second or two; younger runs are left to it. */
const PICK_UP_AFTER_MS = 60_000;
const RUNS_PER_SWEEP = 1000;
const LIVE_JOB_STATES = ['active', 'waiting', 'delayed', 'prioritized', 'paused', 'waiting-children'] as const;

/**
 * The safety net under bulk runs: a run's rows outlive its jobs, so when Redis lost them (wiped,
 * restored from an old copy) the run would never finish. This sweep queues the bulk job again
 * for every unfinished run no live job works on; it queues only the items still pending, and an
 * item's work checks it is pending under its lock, so a job it did not see does no harm.
 */
@Injectable()
export class LostDiplomaRunsSweep extends PeriodicSweep {
  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    @InjectQueue(QUEUES.diplomas) private readonly queue: Queue,
  ) {
    super(SWEEP_INTERVAL_MS);
  }

  protected async pass(): Promise<number> {
    const now = Date.now();
    const unfinished = await unfinishedDiplomaRuns(this.dataSource.manager, new Date(now - PICK_UP_AFTER_MS), RUNS_PER_SWEEP);
    if (unfinished.length === 0) return 0;
    const jobs = await this.queue.getJobs([...LIVE_JOB_STATES]);
    const running = new Set(jobs.map((job) => (job?.data as { runId?: number | null } | undefined)?.runId).filter((runId) => typeof runId === 'number'));
    const lost = unfinished.filter((runId) => !running.has(runId));
    // one job id per run and sweep interval: copies sweeping together add it once
    const round = Math.floor(now / SWEEP_INTERVAL_MS);
    for (const runId of lost) await this.queue.add('diplomas.bulk', { runId }, { ...JOB_OPTIONS, jobId: `diploma-run-${runId}-bulk-${round}` });
    if (lost.length) this.logger.warn(`queued ${lost.length} diploma run(s) again, whose jobs were lost`);
    return lost.length;
  }
}
