import { Injectable } from '@nestjs/common';
import type { EntityManager } from 'typeorm';
import { QUEUES, type ActivityChange } from '@lesne/contracts';
import { addToOutbox, markTotalsDirty } from '@lesne/db';
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
   * Call first in a transaction that will record a change: the workers' recompute takes the
   * company row for update before anything else, so taking it (shared) first keeps the two
   * from locking each other's rows in opposite orders.
   */
  async lockCompany(manager: EntityManager, companyId: number): Promise<void> {
    await manager.query('SELECT id FROM company WHERE id = $1 FOR SHARE', [companyId]);
  }

  async record(manager: EntityManager, notice: ChangeNotice): Promise<void> {
    await markTotalsDirty(manager, notice.companyId, notice.userId);
    await addToOutbox(manager, { queue: QUEUES.activityEvents, name: 'activity.changed', data: notice });
  }

  /** Call once the transaction that recorded changes has committed. */
  published(): void {
    this.outbox.publishSoon();
  }
}
