import { InjectDataSource } from '@nestjs/typeorm';
import { Processor } from '@nestjs/bullmq';
import type { DataSource } from 'typeorm';
import { QUEUES } from '@lesne/contracts';
import { LEGAL_DATA_RETENTION_YEARS, retentionCutoff, SECURITY_LOG_RETENTION_YEARS } from '@lesne/domain';
import { db } from '@lesne/db';
import { Clock } from '../clock';
import { QueueWorker, type JobHandlers } from '../queue-worker';

/**
 * Removes what is past its retention period (libs/domain retention.ts), daily, from the job
 * schedulers RetentionSchedule keeps. A queue of its own, not the events queue: a pass over years
 * of rows may take minutes, and the every-minute close of ended events must not wait behind it.
 * Each pass reports what it removed in one log line, zeros included, so the log shows it ran.
 */
@Processor(QUEUES.retention)
export class RetentionProcessor extends QueueWorker<typeof QUEUES.retention> {
  protected readonly handlers: JobHandlers<typeof QUEUES.retention> = {
    'retention.securityLogs': async (_schedule, { log }) => {
      const before = retentionCutoff(this.clock.now(), SECURITY_LOG_RETENTION_YEARS);
      const removed = await db.retention.removeSecurityLogs(this.dataSource.manager, before);
      log.info({ before: before.toISOString(), removed }, `retention: removed the security logs older than ${SECURITY_LOG_RETENTION_YEARS} years`);
      return removed;
    },
    'retention.legalData': async (_schedule, { log }) => {
      const closedBefore = retentionCutoff(this.clock.now(), LEGAL_DATA_RETENTION_YEARS);
      const removed = await db.retention.removeLegalData(this.dataSource.manager, closedBefore);
      log.info({ closedBefore: closedBefore.toISOString(), removed }, `retention: removed the documents of events closed more than ${LEGAL_DATA_RETENTION_YEARS} years ago`);
      return removed;
    },
  };

  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly clock: Clock,
  ) {
    super();
  }
}
