import { Processor } from '@nestjs/bullmq';
import { InjectDataSource } from '@nestjs/typeorm';
import type { DataSource } from 'typeorm';
import { QUEUES, type ActivityUploadState, type ParsedActivity } from '@lesne/contracts';
import { metresToKm, warsawDay } from '@lesne/domain';
import { db, inTransaction } from '@lesne/db';
import { Clock } from '../clock';
import { ActivityFileThreads, PARSE_THREADS } from './activity-file-threads';
import { LiveEmitter } from '../live/live-emitter';
import { QueueWorker, type JobHandlers } from '../queue-worker';

/**
 * Reads uploaded activity files into their summaries. The bytes go as the summary (or the
 * refusal) is written, in one statement: a worker killed midway leaves the file to be read
 * again, never half kept. Its owner's screen hears of the outcome.
 */
// one file more than threads: its bytes are fetched while the threads read, so none waits for Postgres
@Processor(QUEUES.files, { concurrency: PARSE_THREADS + 1 })
export class FilesProcessor extends QueueWorker<typeof QUEUES.files> {
  protected readonly handlers: JobHandlers<typeof QUEUES.files> = {
    'files.parse': ({ uploadId }, { log }) => this.parse(uploadId, log),
  };

  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly clock: Clock,
    private readonly live: LiveEmitter,
    private readonly threads: ActivityFileThreads,
  ) {
    super();
  }

  async parse(uploadId: number, log: { info: (message: string) => void }): Promise<ActivityUploadState | null> {
    const upload = await db.activityUploads.uploadToParse(this.dataSource.manager, uploadId);
    if (!upload?.content) return null;
    // read outside the transaction, on a thread of its own: a large file takes seconds, no row is held meanwhile
    const parsed = await this.threads.parse(upload.fileName, upload.content, this.clock.now());
    const recorded = await inTransaction(this.dataSource, async (manager) => {
      // another worker read it meanwhile (a job queued again by the sweep): its record stands
      if (!(await db.activityUploads.lockUploadToParse(manager, uploadId))) return false;
      if (!parsed.ok) await db.activityUploads.recordRefused(manager, uploadId, parsed.reason);
      else await db.activityUploads.recordParsed(manager, uploadId, summaryOf(parsed.activity));
      return true;
    });
    if (!recorded) return null;
    const state = parsed.ok ? 'parsed' : 'refused';
    log.info(`upload ${uploadId} ${state}: ${parsed.ok ? `${parsed.activity.format}, ${parsed.activity.distanceMetres} m from the ${parsed.activity.distanceFrom}` : parsed.reason}`);
    this.live.uploadChanged(upload.userId, uploadId, state);
    return state;
  }
}

function summaryOf(activity: ParsedActivity): db.activityUploads.ParsedUpload {
  return {
    contentHash: activity.contentHash,
    startTime: activity.startTime,
    day: warsawDay(activity.startTime),
    distance: metresToKm(activity.distanceMetres),
    elapsedSeconds: activity.elapsedSeconds,
    movingSeconds: activity.movingSeconds,
    detectedType: activity.sport,
    deviceName: activity.deviceName,
    teleport: activity.teleport,
  };
}
