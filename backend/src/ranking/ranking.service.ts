import { HttpStatus, Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import type { DataSource } from 'typeorm';
import { PODIUM_PLACES, RANKING_PAGE_SIZE, type RankingItem, type RankingResponse, type RankingType } from '@lesne/contracts';
import { assignPlaces, rankingVisible, seesHiddenRanking } from '@lesne/domain';
import type { AuthUser } from '../access/auth-user';
import { companyOf } from '../access/company-scope';
import { AppError } from '../i18n/app-error';
import { jsonBody, type JsonBody } from '../common/json-body';
import { CacheInvalidation } from '../redis/cache-invalidation';
import { LocalCache } from '../redis/local-cache';

interface Row {
  id: number;
  name: string | null;
  emoji: string | null;
  km_sum: string;
  tree_sum: string;
}

const SOURCES: Record<RankingType, { table: string; emoji: string }> = {
  user: { table: 'app_user', emoji: 'NULL::text' },
  team: { table: 'team', emoji: '(SELECT e.emoji FROM emoji e WHERE e.id = r.emoji_id)' },
};

/**
 * Ranking rows straight from the (company, trees, km, id) index read backwards: a page costs
 * its offset plus its rows, never a sort and never a window over the whole company.
 */
function rowsQuery(type: RankingType, where = ''): string {
  const { table, emoji } = SOURCES[type];
  return `SELECT r.id, r.name, ${emoji} AS emoji, r.km_sum, r.tree_sum FROM ${table} r
           WHERE r.company_id = $1 ${where}
           ORDER BY r.tree_sum DESC, r.km_sum DESC, r.id DESC`;
}

/** How many rank strictly ahead of the given sums: the place is one more. */
function aheadQuery(type: RankingType): string {
  return `SELECT COUNT(*)::int AS ahead FROM ${SOURCES[type].table}
           WHERE company_id = $1 AND (tree_sum, km_sum) > ($2::numeric, $3::numeric)`;
}

@Injectable()
export class RankingService {
  /**
   * Pages of each company, serialized, until the workers announce new totals; names and teams
   * within seconds. A busy ranking is read far more often than it changes.
   */
  private readonly pages: LocalCache<JsonBody<RankingResponse>>;
  /** Only the platform admin's event form changes hideRanking, rarely: a minute's delay is fine. */
  private readonly rankingHidden: LocalCache<{ hidden: boolean }>;

  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    invalidation: CacheInvalidation,
  ) {
    this.pages = new LocalCache(invalidation, { channels: ['totals'], ttlMs: 5_000, max: 10_000 });
    this.rankingHidden = new LocalCache(invalidation, { channels: [], ttlMs: 60_000, max: 10_000 });
  }

  async page(caller: AuthUser, type: RankingType, page: number, onlyMine: boolean): Promise<JsonBody<RankingResponse>> {
    const companyId = companyOf(caller);
    await this.assertVisible(caller, companyId);
    if (onlyMine) return jsonBody({ items: await this.mine(caller, companyId, type), nextPage: null });
    return this.pages.get(companyId, `${type}:${page}`, async () => jsonBody(await this.load(companyId, type, page)));
  }

  private async load(companyId: number, type: RankingType, page: number): Promise<RankingResponse> {
    if (page === 0) return { items: await this.podium(companyId, type), nextPage: null };
    const offset = (page - 1) * RANKING_PAGE_SIZE;
    const rows: Row[] = await this.dataSource.query(`${rowsQuery(type)} LIMIT $2 OFFSET $3`, [companyId, RANKING_PAGE_SIZE + 1, offset]);
    const items = await this.ranked(companyId, type, rows.slice(0, RANKING_PAGE_SIZE), offset + 1);
    return { items, nextPage: rows.length > RANKING_PAGE_SIZE ? page + 1 : null };
  }

  /** Places 1 to 3, with everyone who ties for them. */
  private async podium(companyId: number, type: RankingType): Promise<RankingItem[]> {
    const podium: RankingItem[] = [];
    for (let offset = 0; ; offset += RANKING_PAGE_SIZE) {
      const rows: Row[] = await this.dataSource.query(`${rowsQuery(type)} LIMIT $2 OFFSET $3`, [companyId, RANKING_PAGE_SIZE, offset]);
      const items = await this.ranked(companyId, type, rows, offset + 1);
      podium.push(...items.filter((item) => item.ranking <= PODIUM_PLACES));
      if (rows.length < RANKING_PAGE_SIZE || items.some((item) => item.ranking > PODIUM_PLACES)) return podium;
    }
  }

  private async ranked(companyId: number, type: RankingType, rows: Row[], firstPosition: number): Promise<RankingItem[]> {
    if (rows.length === 0) return [];
    const totals = rows.map((row) => ({ treeSum: Number(row.tree_sum), kmSum: Number(row.km_sum) }));
    const [{ ahead }] = await this.dataSource.query(aheadQuery(type), [companyId, rows[0].tree_sum, rows[0].km_sum]);
    const places = assignPlaces(totals, firstPosition, ahead + 1);
    return rows.map((row, index) => toItem(type, row, places[index]));
  }

  /** The user's place and how many are ranked (everyone in the company). */
  async placeOf(userId: number, companyId: number): Promise<{ ranking: number; rankingCount: number }> {
    const [row] = await this.dataSource.query(
      `SELECT 1 + (SELECT COUNT(*) FROM app_user o WHERE o.company_id = u.company_id AND (o.tree_sum, o.km_sum) > (u.tree_sum, u.km_sum))::int AS ranking,
              (SELECT COUNT(*) FROM app_user o WHERE o.company_id = u.company_id)::int AS "rankingCount"
         FROM app_user u WHERE u.id = $1 AND u.company_id = $2`,
      [userId, companyId],
    );
    return row;
  }

  /** Participants may not see a ranking their company hides; admins always may (asked first, so they cost no lookup). */
  async isVisibleTo(caller: AuthUser, companyId: number): Promise<boolean> {
    if (seesHiddenRanking(caller.role)) return true;
    const { hidden } = await this.rankingHidden.get(companyId, 'hidden', async () => {
      const [company]: Array<{ hide_ranking: boolean }> = await this.dataSource.query('SELECT hide_ranking FROM company WHERE id = $1', [companyId]);
      return { hidden: company?.hide_ranking ?? false };
    });
    return rankingVisible(caller.role, hidden);
  }

  private async assertVisible(caller: AuthUser, companyId: number): Promise<void> {
    if (!(await this.isVisibleTo(caller, companyId))) throw new AppError(HttpStatus.FORBIDDEN, 'ranking.hidden');
  }

  private async mine(caller: AuthUser, companyId: number, type: RankingType): Promise<RankingItem[]> {
    const [user] = await this.dataSource.query('SELECT team_id FROM app_user WHERE id = $1', [caller.id]);
    const id = type === 'user' ? caller.id : user?.team_id;
    if (!id) return [];
    const rows: Row[] = await this.dataSource.query(rowsQuery(type, 'AND r.id = $2'), [companyId, id]);
    return this.ranked(companyId, type, rows, 1);
  }
}

function toItem(type: RankingType, row: Row, ranking: number): RankingItem {
  const totals = { ranking, kmSum: Number(row.km_sum), treeSum: Number(row.tree_sum) };
  return type === 'user'
    ? { ...totals, user_id: row.id, _user: { name: row.name ?? '' } }
    : { ...totals, team_id: row.id, _team: { name: row.name ?? '' }, _emoji: row.emoji ? { emoji: row.emoji } : null };
}
