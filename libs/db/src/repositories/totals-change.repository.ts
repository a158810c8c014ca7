import type { EntityManager } from 'typeorm';
import { QUEUES, type ActivityChange } from '@lesne/contracts';
import type { Company } from '../entities';
import { addToOutbox } from '../outbox';
import { countApprovedTrees } from './totals.repository';

/** What a change to a user's results did, for the workers and the tree limit. */
export interface RecordedChange {
  companyId: number;
  userId: number;
  /** the activity changed; null when a team or an account changed */
  activityId: number | null;
  change: ActivityChange;
  /** a result became approved (positive) or stopped being approved (negative): counted against the event's tree limit */
  approvedTrees?: { event: Pick<Company, 'id' | 'eventEndType'>; trees: number };
}

/**
 * Records a change to what a user's totals are summed from, in the caller's transaction, after
 * beginTotalsChange and the change itself: tells the workers through the outbox and counts
 * approved trees against the tree limit (refused as the transaction commits once the limit is
 * reached, see isTreeLimitReached). The API's manual results and reviews and the workers' Strava
 * imports all end this way.
 */
export async function recordTotalsChange(manager: EntityManager, recorded: RecordedChange, requestId: string | null): Promise<void> {
  const { companyId, userId, activityId, change, approvedTrees } = recorded;
  await addToOutbox(manager, { queue: QUEUES.activityEvents, name: 'activity.changed', data: { companyId, userId, activityId, change } }, requestId);
  if (approvedTrees) await countApprovedTrees(manager, approvedTrees.event, approvedTrees.trees);
}
