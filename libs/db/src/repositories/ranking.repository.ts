import type { EntityManager } from 'typeorm';
import type { RankingType } from '@lesne/contracts';
import { SHARED_VIEWER, type RankedTotals } from '@lesne/domain';
import { nameAsSeenSql } from './names-as-seen';

/*
 * The ranking order in SQL: compareTotals of libs/domain (more trees first, then more km), kept
 * once here; ranking.repository.int-spec checks that the two order the same rows alike. The
 * (company, trees, km, id) indexes of app_user and team serve it read backwards.
 */

/** The sums a row is ranked by, most significant first. */
const RANKED_BY = ['tree_sum', 'km_sum'] as const;

/** ORDER BY terms of the ranking for the row `alias`; equal sums newest id first, so pages are stable. */
const rankingOrderSql = (alias: string): string => [...RANKED_BY.map((column) => `${alias}.${column} DESC`), `${alias}.id DESC`].join(', ');

/** The row `alias` ranks strictly ahead of `than`, a row of the same sums (`(o.tree_sum, o.km_sum)` or `($2, $3)`). */
const ranksAheadSql = (alias: string, than: string): string => `(${RANKED_BY.map((column) => `${alias}.${column}`).join(', ')}) > ${than}`;

/** hasResults of libs/domain for the row `alias`: a waiting event's ranking is empty, for users and teams alike. */
const hasResultsSql = (alias: string): string => `(${RANKED_BY.map((column) => `${alias}.${column} > 0`).join(' OR ')})`;

export interface RankingRow extends RankedTotals {
  id: number;
  name: string | null;
  /** a team's emoji; null for users */
  emoji: string | null;
}

const SOURCES: Record<RankingType, { table: string; name: string; emoji: string }> = {
  // A user's name as the shared ranking shows it (libs/domain visibility.ts): null (the SPA shows the anonymous user) for
  // whoever asked for their account's deletion or hides their name; their results keep counting. A page is the same for everyone.
  user: { table: 'app_user', name: nameAsSeenSql('ranking', SHARED_VIEWER, 'r'), emoji: 'NULL::text' },
  team: { table: 'team', name: 'r.name', emoji: '(SELECT e.emoji FROM emoji e WHERE e.id = r.emoji_id)' },
};

interface Row {
  id: number;
  name: string | null;
  emoji: string | null;
  km_sum: string;
  tree_sum: string;
}

const toRankingRow = (row: Row): RankingRow => ({ id: row.id, name: row.name, emoji: row.emoji, kmSum: Number(row.km_sum), treeSum: Number(row.tree_sum) });

async function rankingRows(manager: EntityManager, type: RankingType, parameters: unknown[], query: { where?: string; limit?: string }): Promise<RankingRow[]> {
  const { table, name, emoji } = SOURCES[type];
  const rows: Row[] = await manager.query(
    `SELECT r.id, ${name} AS name, ${emoji} AS emoji, r.km_sum, r.tree_sum FROM ${table} r
      WHERE r.company_id = $1 AND ${hasResultsSql('r')} ${query.where ?? ''}
      ORDER BY ${rankingOrderSql('r')} ${query.limit ?? ''}`,
    parameters,
  );
  return rows.map(toRankingRow);
}

/**
 * Consecutive rows of a company's ranking, straight from its index: a page costs its offset
 * plus its rows, never a sort and never a window over the whole company.
 */
export function rankingPage(manager: EntityManager, type: RankingType, companyId: number, page: { offset: number; limit: number }): Promise<RankingRow[]> {
  return rankingRows(manager, type, [companyId, page.limit, page.offset], { limit: 'LIMIT $2 OFFSET $3' });
}

/** One user's or team's row of the company's ranking; null when it is not in it. */
export async function rankingRowOf(manager: EntityManager, type: RankingType, companyId: number, id: number): Promise<RankingRow | null> {
  const [row] = await rankingRows(manager, type, [companyId, id], { where: 'AND r.id = $2' });
  return row ?? null;
}

/** How many of the company's users or teams rank strictly ahead of the given sums: their place is one more. */
export async function rankedAhead(manager: EntityManager, type: RankingType, companyId: number, totals: RankedTotals): Promise<number> {
  const [{ ahead }]: Array<{ ahead: number }> = await manager.query(
    `SELECT COUNT(*)::int AS ahead FROM ${SOURCES[type].table} r
      WHERE r.company_id = $1 AND ${ranksAheadSql('r', '($2::numeric, $3::numeric)')}`,
    [companyId, totals.treeSum, totals.kmSum],
  );
  return ahead;
}

/**
 * A user's place in their company's ranking (null before their first result: they are not in it yet)
 * and how many are ranked (those with a result); null when not in the company.
 */
export async function userPlace(manager: EntityManager, companyId: number, userId: number): Promise<{ ranking: number | null; rankingCount: number } | null> {
  const [row]: Array<{ ranking: number | null; rankingCount: number }> = await manager.query(
    `SELECT CASE WHEN ${hasResultsSql('u')}
                 THEN 1 + (SELECT COUNT(*) FROM app_user o WHERE o.company_id = u.company_id AND ${ranksAheadSql('o', '(u.tree_sum, u.km_sum)')})::int END AS ranking,
            (SELECT COUNT(*) FROM app_user o WHERE o.company_id = u.company_id AND ${hasResultsSql('o')})::int AS "rankingCount"
       FROM app_user u WHERE u.id = $1 AND u.company_id = $2`,
    [userId, companyId],
  );
  return row ?? null;
}

/** Whether the company hides its ranking from participants (false when it is gone). */
export async function hidesRanking(manager: EntityManager, companyId: number): Promise<boolean> {
  const [company]: Array<{ hide_ranking: boolean }> = await manager.query('SELECT hide_ranking FROM company WHERE id = $1', [companyId]);
  return company?.hide_ranking ?? false;
}
