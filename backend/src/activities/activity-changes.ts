import { HttpStatus, Injectable } from '@nestjs/common';
import type { EntityManager } from 'typeorm';
import { QUEUES, type ActivityChange } from '@lesne/contracts';
import { addToOutbox, countApprovedTrees, markTotalsDirty, type Company } from '@lesne/db';
import { AppError } from '../i18n/app-error';
import { OutboxService } from '../outbox/outbox.service';

export interface ChangeNotice {
  companyId: number;
  userId: number;
  activityId: number | null;
  change: ActivityChange;
}

/**
 * Every change to activities goes through here, inside the change's transaction: the user's
 * totals are marked stale and the workers are told, both committed with the change itself.
 */
@Injectable()
export class ActivityChanges {
  constructor(private readonly outbox: OutboxService) {}

  /**
   * Call first in a transaction that changes a user's activities, team or account: holds the
   * company row in key-share mode (a tree-limit close waits for the change, or the change
   * sees the close) and marks the user's totals stale before anything the recompute touches
   * is locked, so the two never wait for each other in a circle.
   */
  async begin(manager: EntityManager, companyId: number, userId: number): Promise<void> {
    await manager.query('SELECT id FROM company WHERE id = $1 FOR KEY SHARE', [companyId]);
    await markTotalsDirty(manager, companyId, userId);
  }

  /**
   * Counts a result becoming approved against the tree limit, or refuses it once the limit is
   * reached (the result that crossed it was the last). Call it last in the transaction: in an
   * event that ends by trees it holds the company row until the commit (see countApprovedTrees).
   */
  async countApproved(manager: EntityManager, company: Pick<Company, 'id' | 'eventEndType'>, trees: number): Promise<void> {
    if (!(await countApprovedTrees(manager, company, trees))) throw new AppError(HttpStatus.CONFLICT, 'activities.treeLimitReached');
  }

  /** Call last in that transaction: the workers hear of the change once it commits. */
  async record(manager: EntityManager, notice: ChangeNotice): Promise<void> {
    await addToOutbox(manager, { queue: QUEUES.activityEvents, name: 'activity.changed', data: notice });
  }

  /** Call once the transaction that recorded changes has committed. */
  published(): void {
    this.outbox.publishSoon();
  }
}
