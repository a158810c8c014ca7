import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import type { DataSource } from 'typeorm';
import { recomputeDirtyTotals, reviewCounts, type Recomputed } from '@lesne/db';
import { LiveEmitter } from '../live/live-emitter';

/** Recomputes a company's stale totals and tells its open pages what changed. */
@Injectable()
export class TotalsRecompute {
  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly live: LiveEmitter,
  ) {}

  async run(companyId: number): Promise<Recomputed | null> {
    // A burst of changes is recomputed by whichever run comes first; the runs after it find
    // nothing marked and skip the company's lock instead of queueing on it.
    const [marked] = await this.dataSource.query('SELECT 1 FROM totals_dirty WHERE company_id = $1 LIMIT 1', [companyId]);
    const recomputed = marked ? await this.dataSource.transaction((manager) => recomputeDirtyTotals(manager, companyId)) : null;
    if (recomputed) {
      this.live.totals(recomputed.company, recomputed.users);
      if (recomputed.closedByTrees) this.live.closed(companyId, 'trees');
    }
    this.live.reviewCounts(companyId, await reviewCounts(this.dataSource.manager, companyId));
    return recomputed;
  }
}
