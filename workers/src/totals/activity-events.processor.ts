import { Processor } from '@nestjs/bullmq';
import type { Job } from 'bullmq';
import { QUEUES, REVIEW_CHANGES, type ActivityChange, type QueueJob } from '@lesne/contracts';
import { LiveEmitter } from '../live/live-emitter';
import { TotalsRecompute } from './totals-recompute';
import { QueueWorker } from '../queue-worker';

const STATUS_CHANGES: Partial<Record<ActivityChange, 'approved' | 'denied' | 'deleted'>> = {
  approved: 'approved',
  denied: 'denied',
  deleted: 'deleted',
};

/**
 * Brings a company's totals up to date after any activity change, closes the event when that
 * reaches the tree limit, and tells the open pages. Idempotent: the totals are fresh
 * aggregates of the users marked dirty with the change; a run that finds no marks (another
 * run took them) only refreshes the badge, and only when the change could move it. When the
 * API rewrote a company's totals itself (all activities deleted), the pages are only told.
 */
@Processor(QUEUES.activityEvents, { concurrency: 4 })
export class ActivityEventsProcessor extends QueueWorker {
  constructor(
    private readonly recompute: TotalsRecompute,
    private readonly live: LiveEmitter,
  ) {
    super();
  }

  async process(job: Job<QueueJob<typeof QUEUES.activityEvents>['data']>): Promise<void> {
    const item = { name: job.name, data: job.data } as QueueJob<typeof QUEUES.activityEvents>;
    if (item.name === 'activities.cleared') return this.recompute.announceRewritten(item.data.companyId);
    const { companyId, userId, activityId, change } = item.data;
    await this.recompute.run(companyId, { reviewCountsMayChange: REVIEW_CHANGES.has(change) });
    const status = STATUS_CHANGES[change];
    if (status && activityId !== null) this.live.activityStatus(userId, activityId, status);
  }
}
