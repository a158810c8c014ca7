import { Processor } from '@nestjs/bullmq';
import { QUEUES, REVIEW_CHANGES, type ActivityChange, type JobData } from '@lesne/contracts';
import { LiveEmitter } from '../live/live-emitter';
import { TotalsRecompute } from './totals-recompute';
import { QueueWorker, type JobHandlers } from '../queue-worker';

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
export class ActivityEventsProcessor extends QueueWorker<typeof QUEUES.activityEvents> {
  protected readonly handlers: JobHandlers<typeof QUEUES.activityEvents> = {
    'activity.changed': (change) => this.changed(change),
    'activities.cleared': ({ companyId }) => this.recompute.announceRewritten(companyId),
  };

  constructor(
    private readonly recompute: TotalsRecompute,
    private readonly live: LiveEmitter,
  ) {
    super();
  }

  private async changed({ companyId, userId, activityId, change }: JobData<'activity.changed'>): Promise<void> {
    await this.recompute.run(companyId, { reviewCountsMayChange: REVIEW_CHANGES.has(change) });
    const status = STATUS_CHANGES[change];
    if (status && activityId !== null) this.live.activityStatus(userId, activityId, status);
  }
}
