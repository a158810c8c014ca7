import { Injectable } from '@nestjs/common';
import { InjectQueue } from '@nestjs/bullmq';
import { InjectDataSource } from '@nestjs/typeorm';
import type { Queue } from 'bullmq';
import type { DataSource } from 'typeorm';
import { QUEUES } from '@lesne/contracts';
import { db } from '@lesne/db';
import { LostJobsSweep } from '../lost-jobs-sweep';

/**
 * The safety net under bulk runs: a run's rows outlive its jobs, so when Redis lost them the run
 * would never finish. This sweep queues the bulk job again for every unfinished run no live job
 * works on (a render or a mail of one of its items counts); it queues only the items still
 * pending, and an item's work checks it is pending under its lock, so a job it did not see does no harm.
 */
@Injectable()
export class LostDiplomaRunsSweep extends LostJobsSweep<typeof QUEUES.diplomas> {
  constructor(@InjectDataSource() dataSource: DataSource, @InjectQueue(QUEUES.diplomas) queue: Queue) {
    super(dataSource, queue, {
      rows: 'diploma run(s)',
      unfinished: db.diplomas.unfinishedDiplomaRuns,
      rowOf: (job) => (job.data as { runId?: number | null }).runId,
      job: (runId, round) => ({ name: 'diplomas.bulk', data: { runId }, jobId: `diploma-run-${runId}-bulk-${round}` }),
    });
  }
}
