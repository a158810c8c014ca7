import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import type { DataSource } from 'typeorm';
import { db, inTransaction } from '@lesne/db';
import { LiveEmitter } from '../live/live-emitter';

/** Recomputes a company's stale totals and tells its open pages what changed. */
@Injectable()
export class TotalsRecompute {
  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly live: LiveEmitter,
  ) {}

  /**
   * Works while the company has marks, a batch per transaction. A run that finds another one
   * under way leaves at once: that one looks for marks again after each commit, so every mark
   * committed before this run tried is seen, and the worker slot is free for other companies.
   * The first batch is taken without looking: the change that queued the job left a mark.
   */
  async run(companyId: number, options: { reviewCountsMayChange: boolean }): Promise<void> {
    do {
      const recomputed = await inTransaction(this.dataSource, (manager) => db.totals.recomputeDirtyTotals(manager, companyId));
      if (recomputed === 'busy' || !recomputed) break;
      this.live.totals(recomputed.company, recomputed.users);
      if (recomputed.treeLimitReached && (await inTransaction(this.dataSource, (manager) => db.totals.closeAtTreeLimit(manager, companyId)))) {
        this.live.closed(companyId, 'trees');
      }
    } while (await db.totals.hasStaleTotals(this.dataSource.manager, companyId));
    if (options.reviewCountsMayChange) this.live.reviewCounts(companyId, await db.activities.reviewCounts(this.dataSource.manager, companyId));
  }

  /** After the API rewrote a company's totals in one go: its pages refetch and the badge follows. */
  async announceRewritten(companyId: number): Promise<void> {
    const company = await db.totals.storedCompanyTotals(this.dataSource.manager, companyId);
    // The event may be gone by now; then nobody is left to tell.
    if (!company) return;
    this.live.totals(company, []);
    this.live.reviewCounts(companyId, await db.activities.reviewCounts(this.dataSource.manager, companyId));
  }
}
