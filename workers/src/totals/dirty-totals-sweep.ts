import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import type { DataSource } from 'typeorm';
import { db } from '@lesne/db';
import { PeriodicSweep } from '../periodic-sweep';
import { TotalsRecompute } from './totals-recompute';

const SWEEP_INTERVAL_MS = 5000;
const COMPANIES_PER_SWEEP = 50;

/**
 * The safety net under the activity-events queue: a change's dirty mark is committed with the
 * change, so whatever happened to its job (Redis lost it, a worker died mid-recompute), this
 * sweep finds the mark and brings the totals up to date within seconds.
 */
@Injectable()
export class DirtyTotalsSweep extends PeriodicSweep {
  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly recompute: TotalsRecompute,
  ) {
    super(SWEEP_INTERVAL_MS);
  }

  protected async pass(): Promise<number> {
    const companies = await db.totals.companiesWithStaleTotals(this.dataSource.manager, COMPANIES_PER_SWEEP);
    for (const companyId of companies) await this.recompute.run(companyId, { reviewCountsMayChange: true });
    return companies.length;
  }
}
