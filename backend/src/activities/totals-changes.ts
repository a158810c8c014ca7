import { HttpStatus, Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import type { DataSource, EntityManager } from 'typeorm';
import type { ActivityChange } from '@lesne/contracts';
import { db, inTransaction } from '@lesne/db';
import { AppError } from '../i18n/app-error';

/** Whose totals a change moves; a user in no company has none. */
interface TotalsOwner {
  companyId: number | null;
  userId: number;
}

/** What the work of a change did, and what the caller answers. */
export interface TotalsChange<T> {
  /** the activity changed; null when a team or an account changed */
  activityId: number | null;
  /** null: the work changed nothing totals are summed from (it recorded a refusal) */
  change: ActivityChange | null;
  /** a result became approved: its trees are counted against the event's tree limit */
  approvedTrees?: db.totals.RecordedChange['approvedTrees'];
  answer: T;
}

/** Opens a transaction, runs the work in it and commits (inTransaction, IdempotencyService.transaction). */
type Transaction = <R>(work: (manager: EntityManager) => Promise<R>) => Promise<R>;

/**
 * Every change to what totals are summed from (a user's activities, team or account) goes
 * through run: the user's totals are marked stale and the workers are told, both committed
 * with the change itself.
 */
@Injectable()
export class TotalsChanges {
  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
  ) {}

  /**
   * One change, whole, in one transaction: finds whose totals it moves (`owner`, a value or a
   * lookup that may lock or refuse first), begins the change before anything the recompute
   * touches is locked (beginTotalsChange), runs `work`, records the change for the workers and
   * counts approved trees against the tree limit. The count is applied as the transaction
   * commits, which it refuses once the limit is reached (the result that crossed it was the
   * last): then nothing of the change is kept and the caller gets a 409. Once the transaction
   * commits, the outbox is published (its after-commit hook). `requestId`: the API request that made the change, for
   * the job's log lines. `transaction` opens it another way, e.g. under an Idempotency-Key.
   */
  async run<O extends TotalsOwner, T>(
    owner: O | ((manager: EntityManager) => Promise<O>),
    work: (manager: EntityManager, owner: O) => Promise<TotalsChange<T>>,
    { requestId, transaction = (inside) => inTransaction(this.dataSource, inside) }: { requestId: string | null; transaction?: Transaction },
  ): Promise<T> {
    return this.committed(transaction, async (manager) => {
      const whose = typeof owner === 'function' ? await owner(manager) : owner;
      await this.begin(manager, [whose]);
      return this.record(manager, whose, await work(manager, whose), requestId);
    });
  }

  /**
   * Several changes, all or none, in one transaction (a bulk decision), each recorded as run
   * records one: `find` looks up (and locks) what they change; the changes of every owner are
   * begun together, in user order, so two batches never wait for each other in a circle; then
   * `work` runs on each item in turn.
   */
  async runBatch<O extends TotalsOwner, T>(
    find: (manager: EntityManager) => Promise<O[]>,
    work: (manager: EntityManager, item: O) => Promise<TotalsChange<T>>,
    { requestId }: { requestId: string | null },
  ): Promise<T[]> {
    return this.committed((inside) => inTransaction(this.dataSource, inside), async (manager) => {
      const items = await find(manager);
      await this.begin(manager, items);
      const answers: T[] = [];
      for (const item of items) answers.push(await this.record(manager, item, await work(manager, item), requestId));
      return answers;
    });
  }

  /** Runs the transaction; a commit refused at the tree limit is a 409. */
  private committed<R>(transaction: Transaction, work: (manager: EntityManager) => Promise<R>): Promise<R> {
    return transaction(work).catch((error: unknown) => {
      throw db.totals.isTreeLimitReached(error) ? new AppError(HttpStatus.CONFLICT, 'activities.treeLimitReached') : error;
    });
  }

  private async begin(manager: EntityManager, owners: readonly TotalsOwner[]): Promise<void> {
    const users = new Map(owners.filter((owner) => owner.companyId !== null).map((owner) => [owner.userId, owner.companyId as number]));
    for (const [userId, companyId] of [...users].sort(([a], [b]) => a - b)) await db.totals.beginTotalsChange(manager, companyId, userId);
  }

  private async record<T>(manager: EntityManager, { companyId, userId }: TotalsOwner, done: TotalsChange<T>, requestId: string | null): Promise<T> {
    if (companyId !== null && done.change !== null) {
      await db.totals.recordTotalsChange(manager, { companyId, userId, activityId: done.activityId, change: done.change, approvedTrees: done.approvedTrees }, requestId);
    }
    return done.answer;
  }
}
