import type { EntityManager } from 'typeorm';

/**
 * Sets every total of one company (its users, teams and the company row) to a fresh
 * aggregate of its approved activities. Idempotent: running it twice changes nothing.
 */
export async function reconcileCompanyTotals(manager: EntityManager, companyId: number): Promise<void> {
  await manager.query(
    `UPDATE app_user u SET km_sum = t.km, tree_sum = t.trees
       FROM (SELECT u2.id, COALESCE(SUM(a.distance), 0) AS km, COALESCE(SUM(a.trees), 0) AS trees
               FROM app_user u2
               LEFT JOIN activity a ON a.user_id = u2.id AND a.status = 'approved'
              WHERE u2.company_id = $1
              GROUP BY u2.id) t
      WHERE u.id = t.id`,
    [companyId],
  );
  await manager.query(
    `UPDATE team tm SET km_sum = t.km, tree_sum = t.trees
       FROM (SELECT tm2.id, COALESCE(SUM(u.km_sum), 0) AS km, COALESCE(SUM(u.tree_sum), 0) AS trees
               FROM team tm2 LEFT JOIN app_user u ON u.team_id = tm2.id
              WHERE tm2.company_id = $1
              GROUP BY tm2.id) t
      WHERE tm.id = t.id`,
    [companyId],
  );
  await manager.query(
    `UPDATE company c SET distance_sum = t.km, tree_sum = t.trees, activity_count = t.n
       FROM (SELECT COALESCE(SUM(distance), 0) AS km, COALESCE(SUM(trees), 0) AS trees, COUNT(*) AS n
               FROM activity WHERE company_id = $1 AND status = 'approved') t
      WHERE c.id = $1`,
    [companyId],
  );
}
