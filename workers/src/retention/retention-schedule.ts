import { Injectable } from '@nestjs/common';
import { InjectQueue } from '@nestjs/bullmq';
import type { Queue } from 'bullmq';
import { QUEUES } from '@lesne/contracts';
import { ScheduleKeeper, type KeptSchedule } from '../schedule-keeper';

const CHECK_EVERY_MS = 60_000;
/** Cron in Warsaw time: shortly after the Warsaw midnight at which rows leave their period (retentionCutoff). */
const TIME_ZONE = 'Europe/Warsaw';
/** A failed pass (Postgres away) is tried again within the hour rather than the next day. */
const JOB_OPTIONS: KeptSchedule<typeof QUEUES.retention>['opts'] = { attempts: 4, backoff: { type: 'exponential', delay: 60_000 }, removeOnComplete: 30, removeOnFail: 100 };
export const RETENTION_SCHEDULES: ReadonlyArray<KeptSchedule<typeof QUEUES.retention>> = [
  { id: 'retention-security-logs', job: 'retention.securityLogs', repeat: { pattern: '30 0 * * *', tz: TIME_ZONE }, opts: JOB_OPTIONS },
  { id: 'retention-legal-data', job: 'retention.legalData', repeat: { pattern: '40 0 * * *', tz: TIME_ZONE }, opts: JOB_OPTIONS },
];

/**
 * Keeps the daily retention passes scheduled, also after Redis lost them; a pass made up for at
 * once removes nothing the previous one left.
 */
@Injectable()
export class RetentionSchedule extends ScheduleKeeper<typeof QUEUES.retention> {
  constructor(@InjectQueue(QUEUES.retention) queue: Queue) {
    super(queue, RETENTION_SCHEDULES, CHECK_EVERY_MS);
  }
}
