import { Injectable } from '@nestjs/common';
import { InjectQueue } from '@nestjs/bullmq';
import type { Queue } from 'bullmq';
import { QUEUES } from '@lesne/contracts';
import { ScheduleKeeper } from '../schedule-keeper';

const CLOSE_EVERY_MS = 60_000;
const CHECK_EVERY_MS = 15_000;

/** Keeps the every-minute end-date close scheduled, also after Redis lost it. */
@Injectable()
export class CloseSchedule extends ScheduleKeeper<typeof QUEUES.events> {
  constructor(@InjectQueue(QUEUES.events) queue: Queue) {
    super(queue, [{ id: 'close-ended-events', job: 'events.closeEnded', repeat: { every: CLOSE_EVERY_MS } }], CHECK_EVERY_MS);
  }
}
