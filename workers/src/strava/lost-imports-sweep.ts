import { Injectable } from '@nestjs/common';
import { InjectQueue } from '@nestjs/bullmq';
import { InjectDataSource } from '@nestjs/typeorm';
import type { Queue } from 'bullmq';
import type { DataSource } from 'typeorm';
import { QUEUES } from '@lesne/contracts';
import { JOB_OPTIONS, unfinishedStravaImports } from '@lesne/db';
import { PeriodicSweep } from '../periodic-sweep';

const SWEEP_INTERVAL_MS = 2 * 60_000;
/** The outbox publishes an import's job within a second or two; younger imports are left to it. */
const PICK_UP_AFTER_MS = 60_000;
const IMPORTS_PER_SWEEP = 1000;
const LIVE_JOB_STATES = ['active', 'waiting', 'delayed', 'prioritized', 'paused'] as const;

/**
 * The safety net under re-imports: an import's row outlives its job, so when Redis lost the job
 * (wiped, restored from an old copy) the import would wait forever. This sweep queues one again
 * for every unfinished import no live job runs. A second runner beside a job it did not see is
 * harmless: pages are taken one at a time under the import's row lock, each once.
 */
@Injectable()
export class LostImportsSweep extends PeriodicSweep {
  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    @InjectQueue(QUEUES.strava) private readonly queue: Queue,
  ) {
    super(SWEEP_INTERVAL_MS);
  }

  protected async pass(): Promise<number> {
    const now = Date.now();
    const unfinished = await unfinishedStravaImports(this.dataSource.manager, new Date(now - PICK_UP_AFTER_MS), IMPORTS_PER_SWEEP);
    if (unfinished.length === 0) return 0;
    const running = new Set((await this.queue.getJobs([...LIVE_JOB_STATES])).filter((job) => job?.name === 'strava.reimport').map((job) => (job.data as { importId: number }).importId));
    const lost = unfinished.filter((importId) => !running.has(importId));
    // one job id per import and sweep interval: copies sweeping together add it once
    const round = Math.floor(now / SWEEP_INTERVAL_MS);
    for (const importId of lost) await this.queue.add('strava.reimport', { importId }, { ...JOB_OPTIONS, jobId: `strava-import-${importId}-${round}` });
    if (lost.length) this.logger.warn(`queued ${lost.length} Strava import(s) again, whose jobs were lost`);
    return lost.length;
  }
}
