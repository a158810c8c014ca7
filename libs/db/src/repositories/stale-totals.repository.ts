import type { EntityManager } from 'typeorm';
import { prepared, queryPrepared } from '../prepared-sql';

/** Companies with a user whose totals are marked stale (see beginTotalsChange), at most `limit`. */
export async function companiesWithStaleTotals(manager: EntityManager, limit: number): Promise<number[]> {
  const rows: Array<{ company_id: number }> = await manager.query('SELECT DISTINCT company_id FROM totals_dirty LIMIT $1', [limit]);
  return rows.map((row) => row.company_id);
}

const ANY_STALE_TOTALS = prepared('SELECT 1 FROM totals_dirty WHERE company_id = $1 LIMIT 1');

/** Whether a user of the company has totals marked stale. */
export async function hasStaleTotals(manager: EntityManager, companyId: number): Promise<boolean> {
  const rows = await queryPrepared<unknown[]>(manager, ANY_STALE_TOTALS, [companyId]);
  return rows.length > 0;
}
