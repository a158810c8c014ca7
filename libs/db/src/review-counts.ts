import type { EntityManager } from 'typeorm';
import type { ReviewCounts } from '@lesne/contracts';

/** Pending plus flagged entries of a company: the company admins' badge. */
export async function reviewCounts(manager: EntityManager, companyId: number): Promise<ReviewCounts> {
  const [row] = await manager.query(
    `SELECT (SELECT COUNT(*) FROM activity WHERE company_id = $1 AND status = 'pending')::int AS pending,
            (SELECT COUNT(*) FROM activity WHERE company_id = $1 AND flagged)::int AS flagged`,
    [companyId],
  );
  return { pending: row.pending, flagged: row.flagged };
}
