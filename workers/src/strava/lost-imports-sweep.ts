import { Injectable } from '@nestjs/common';
import { InjectQueue } from '@nestjs/bullmq';
import { InjectDataSource } from '@nestjs/typeorm';
import type { Queue } from 'bullmq';
import type { DataSource } from 'typeorm';
import { QUEUES } from '@lesne/contracts';
import { db } from '@lesne/db';
import { LostJobsSweep } from '../lost-jobs-sweep';

/**
 * The safety net under re-imports: an import's row outlives its job, so when Redis lost the job
 * the import would wait forever. This sweep queues one again for every unfinished import no live
 * job runs. A second runner beside a job it did not see is harmless: pages are taken one at a
 * time under the import's row lock, each once.
 */
@Injectable()
export class LostImportsSweep extends LostJobsSweep<typeof QUEUES.strava> {
  constructor(@InjectDataSource() dataSource: DataSource, @InjectQueue(QUEUES.strava) queue: Queue) {
    super(dataSource, queue, {
      rows: 'Strava import(s)',
      unfinished: db.stravaImports.unfinishedStravaImports,
      rowOf: (job) => (job.name === 'strava.reimport' ? (job.data as { importId: number }).importId : undefined),
      job: (importId, round) => ({ name: 'strava.reimport', data: { importId }, jobId: `strava-import-${importId}-${round}` }),
    });
  }
}
