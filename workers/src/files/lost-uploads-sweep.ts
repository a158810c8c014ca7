import { Injectable } from '@nestjs/common';
import { InjectQueue } from '@nestjs/bullmq';
import { InjectDataSource } from '@nestjs/typeorm';
import type { Queue } from 'bullmq';
import type { DataSource } from 'typeorm';
import { QUEUES } from '@lesne/contracts';
import { db } from '@lesne/db';
import { LostJobsSweep } from '../lost-jobs-sweep';

/** The safety net under uploads: a file whose parsing job Redis lost is queued again. Reading one twice is harmless: the second finds it read. */
@Injectable()
export class LostUploadsSweep extends LostJobsSweep<typeof QUEUES.files> {
  constructor(@InjectDataSource() dataSource: DataSource, @InjectQueue(QUEUES.files) queue: Queue) {
    super(dataSource, queue, {
      rows: 'upload(s) to read',
      unfinished: db.activityUploads.uploadsLeftParsing,
      rowOf: (job) => (job.name === 'files.parse' ? (job.data as { uploadId: number }).uploadId : undefined),
      job: (uploadId, round) => ({ name: 'files.parse', data: { uploadId }, jobId: `files-parse-${uploadId}-${round}` }),
    });
  }
}
