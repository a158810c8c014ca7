import { Injectable } from '@nestjs/common';
import { InjectQueue } from '@nestjs/bullmq';
import type { Queue } from 'bullmq';
import { QUEUES } from '@lesne/contracts';
import { ScheduleKeeper } from '../schedule-keeper';

/** 03:00 in Poland, every day: the quietest hour; a request due that day is carried out then. */
export const DELETION_SCHEDULE = { pattern: '0 3 * * *', tz: 'Europe/Warsaw' };
const CHECK_EVERY_MS = 60_000;

/** Keeps the daily deletion pass scheduled, also after Redis lost it. */
@Injectable()
export class DeletionSchedule extends ScheduleKeeper<typeof QUEUES.accounts> {
  constructor(@InjectQueue(QUEUES.accounts) queue: Queue) {
    super(queue, [{ id: 'anonymise-due-accounts', job: 'accounts.anonymiseDue', repeat: DELETION_SCHEDULE }], CHECK_EVERY_MS);
  }
}
