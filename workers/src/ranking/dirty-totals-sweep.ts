import { Injectable, Logger, type OnApplicationBootstrap, type OnApplicationShutdown } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import type { DataSource } from 'typeorm';
import { TotalsRecompute } from './totals-recompute';

const SWEEP_INTERVAL_MS = 5000;
const COMPANIES_PER_SWEEP = 50;

/**
 * The safety net under the activity-events queue: a change's dirty mark is committed with the
 * change, so whatever happened to its job (Redis lost it, a worker died mid-recompute), this
 * sweep finds the mark and brings the totals up to date within seconds.
 */
@Injectable()
export class DirtyTotalsSweep implements OnApplicationBootstrap, OnApplicationShutdown {
  private readonly logger = new Logger(DirtyTotalsSweep.name);
  private timer?: NodeJS.Timeout;
  private running: Promise<unknown> = Promise.resolve();

  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly recompute: TotalsRecompute,
  ) {}

  onApplicationBootstrap(): void {
    this.timer = setInterval(() => {
      this.running = this.running.then(() => this.sweep());
    }, SWEEP_INTERVAL_MS);
  }

  async sweep(): Promise<number> {
    try {
      const companies: Array<{ company_id: number }> = await this.dataSource.query(
        'SELECT DISTINCT company_id FROM totals_dirty LIMIT $1',
        [COMPANIES_PER_SWEEP],
      );
      for (const { company_id } of companies) await this.recompute.run(company_id, { reviewCountsMayChange: true });
      return companies.length;
    } catch (error) {
      this.logger.warn(`dirty totals sweep will retry: ${(error as Error).message}`);
      return 0;
    }
  }

  async onApplicationShutdown(): Promise<void> {
    clearInterval(this.timer);
    await this.running;
  }
}
