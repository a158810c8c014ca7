import type { EntityManager } from 'typeorm';
import { treeLimitReached } from '@lesne/domain';
import { Company } from './entities';

const TEAM_TOTALS = `
  UPDATE team tm SET km_sum = t.km, tree_sum = t.trees
    FROM (SELECT tm2.id, COALESCE(SUM(u.km_sum), 0) AS km, COALESCE(SUM(u.tree_sum), 0) AS trees
            FROM team tm2 LEFT JOIN app_user u ON u.team_id = tm2.id
           WHERE tm2.company_id = $1
           GROUP BY tm2.id) t
   WHERE tm.id = t.id AND (tm.km_sum, tm.tree_sum) IS DISTINCT FROM (t.km, t.trees)`;

const COMPANY_TOTALS = `
  UPDATE company c SET distance_sum = t.km, tree_sum = t.trees, activity_count = t.n
    FROM (SELECT COALESCE(SUM(km_sum), 0) AS km, COALESCE(SUM(tree_sum), 0) AS trees, COALESCE(SUM(activity_count), 0) AS n
            FROM app_user WHERE company_id = $1) t
   WHERE c.id = $1
   RETURNING c.distance_sum, c.tree_sum, c.activity_count`;

/** The users' totals from their approved activities (only those listed, or all of the company). */
const USER_TOTALS = `
  UPDATE app_user u SET km_sum = t.km, tree_sum = t.trees, activity_count = t.n
    FROM (SELECT u2.id, COALESCE(SUM(a.distance), 0) AS km, COALESCE(SUM(a.trees), 0) AS trees, COUNT(a.id) AS n
            FROM app_user u2
            LEFT JOIN activity a ON a.user_id = u2.id AND a.status = 'approved'
           WHERE u2.company_id = $1 AND ($2::int[] IS NULL OR u2.id = ANY($2::int[]))
           GROUP BY u2.id) t
   WHERE u.id = t.id
   RETURNING u.id, u.km_sum, u.tree_sum`;

export interface UserTotals {
  userId: number;
  kmSum: number;
  treeSum: number;
}

export interface CompanyTotals {
  companyId: number;
  distanceSum: number;
  treeSum: number;
  activityCount: number;
}

export interface Recomputed {
  users: UserTotals[];
  company: CompanyTotals;
  /** set when this recompute reached the tree limit and closed the event */
  closedByTrees: boolean;
}

async function refresh(manager: EntityManager, companyId: number, userIds: number[] | null): Promise<Omit<Recomputed, 'closedByTrees'>> {
  const [userRows] = (await manager.query(USER_TOTALS, [companyId, userIds])) as [Array<{ id: number; km_sum: string; tree_sum: string }>, number];
  await manager.query(TEAM_TOTALS, [companyId]);
  const [[company]] = (await manager.query(COMPANY_TOTALS, [companyId])) as [[{ distance_sum: string; tree_sum: string; activity_count: number }], number];
  return {
    users: userRows.map((row) => ({ userId: row.id, kmSum: Number(row.km_sum), treeSum: Number(row.tree_sum) })),
    company: { companyId, distanceSum: Number(company.distance_sum), treeSum: Number(company.tree_sum), activityCount: company.activity_count },
  };
}

/**
 * Refreshes the totals of the users marked dirty since the last run, their company's teams
 * and the company, then closes the event if that reached its tree limit. Runs under the
 * company's row lock, so recomputes of one company happen one at a time and the close
 * happens exactly once; a crash rolls back and leaves the marks for the retry.
 * Answers null when nothing was marked (another run already did the work).
 */
export async function recomputeDirtyTotals(manager: EntityManager, companyId: number, now = new Date()): Promise<Recomputed | null> {
  const company = await manager.findOne(Company, { where: { id: companyId }, lock: { mode: 'pessimistic_write' } });
  if (!company) {
    await manager.query('DELETE FROM totals_dirty WHERE company_id = $1', [companyId]);
    return null;
  }
  const [dirty] = (await manager.query('DELETE FROM totals_dirty WHERE company_id = $1 RETURNING user_id', [companyId])) as [Array<{ user_id: number }>, number];
  if (dirty.length === 0) return null;
  const refreshed = await refresh(manager, companyId, dirty.map((row) => row.user_id));
  const closedByTrees = company.closedAt === null && treeLimitReached({ ...company, treeSum: refreshed.company.treeSum });
  if (closedByTrees) await manager.update(Company, { id: companyId }, { closedAt: now });
  return { ...refreshed, closedByTrees };
}

/**
 * Sets every total of one company (users, teams, the company) to a fresh aggregate of its
 * approved activities. Idempotent; the periodic reconciliation and bulk changes use it.
 */
export async function reconcileCompanyTotals(manager: EntityManager, companyId: number): Promise<CompanyTotals> {
  return (await refresh(manager, companyId, null)).company;
}

/** Marks a user's totals stale, in the caller's transaction. */
export async function markTotalsDirty(manager: EntityManager, companyId: number, userId: number): Promise<void> {
  await manager.query('INSERT INTO totals_dirty (company_id, user_id) VALUES ($1, $2) ON CONFLICT DO NOTHING', [companyId, userId]);
}
