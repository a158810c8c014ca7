import { HttpStatus, Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import type { DataSource } from 'typeorm';
import { PODIUM_PLACES, RANKING_PAGE_SIZE, type RankingItem, type RankingResponse, type RankingType } from '@lesne/contracts';
import { assignPlaces, rankingVisible, seesHiddenRanking } from '@lesne/domain';
import { db } from '@lesne/db';
import type { AuthUser } from '../access/auth-user';
import { companyOf } from '../access/company-scope';
import { AppError } from '../i18n/app-error';
import { jsonBody, type JsonBody } from '../common/json-body';
import { CacheInvalidation } from '../redis/cache-invalidation';
import { LocalCache } from '../redis/local-cache';

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
    return this.companyPage(companyId, type, page);
  }

  /** A page of the company's ranking (0: the podium) from this copy's memory, whoever asks; callers check who may see it. */
  companyPage(companyId: number, type: RankingType, page: number): Promise<JsonBody<RankingResponse>> {
    return this.pages.get(companyId, `${type}:${page}`, async () => jsonBody(await this.load(companyId, type, page)));
  }

  private async load(companyId: number, type: RankingType, page: number): Promise<RankingResponse> {
    if (page === 0) return { items: await this.podium(companyId, type), nextPage: null };
    const offset = (page - 1) * RANKING_PAGE_SIZE;
    const rows = await db.ranking.rankingPage(this.dataSource.manager, type, companyId, { offset, limit: RANKING_PAGE_SIZE + 1 });
    const items = await this.ranked(companyId, type, rows.slice(0, RANKING_PAGE_SIZE), offset + 1);
    return { items, nextPage: rows.length > RANKING_PAGE_SIZE ? page + 1 : null };
  }

  /** Places 1 to 3, with everyone who ties for them. */
  private async podium(companyId: number, type: RankingType): Promise<RankingItem[]> {
    const podium: RankingItem[] = [];
    for (let offset = 0; ; offset += RANKING_PAGE_SIZE) {
      const rows = await db.ranking.rankingPage(this.dataSource.manager, type, companyId, { offset, limit: RANKING_PAGE_SIZE });
      const items = await this.ranked(companyId, type, rows, offset + 1);
      podium.push(...items.filter((item) => item.ranking <= PODIUM_PLACES));
      if (rows.length < RANKING_PAGE_SIZE || items.some((item) => item.ranking > PODIUM_PLACES)) return podium;
    }
  }

  private async ranked(companyId: number, type: RankingType, rows: db.ranking.RankingRow[], firstPosition: number): Promise<RankingItem[]> {
    if (rows.length === 0) return [];
    const places = assignPlaces(rows, firstPosition, (await db.ranking.rankedAhead(this.dataSource.manager, type, companyId, rows[0])) + 1);
    return rows.map((row, index) => toItem(type, row, places[index]));
  }

  /** The user's place (null before their first result) and how many are ranked (those with a result). */
  placeOf(userId: number, companyId: number): Promise<{ ranking: number | null; rankingCount: number } | null> {
    return db.ranking.userPlace(this.dataSource.manager, companyId, userId);
  }

  /** Participants may not see a ranking their company hides; admins always may (asked first, so they cost no lookup). */
  async isVisibleTo(caller: AuthUser, companyId: number): Promise<boolean> {
    if (seesHiddenRanking(caller.role)) return true;
    const { hidden } = await this.rankingHidden.get(companyId, 'hidden', async () => ({ hidden: await db.ranking.hidesRanking(this.dataSource.manager, companyId) }));
    return rankingVisible(caller.role, hidden);
  }

  private async assertVisible(caller: AuthUser, companyId: number): Promise<void> {
    if (!(await this.isVisibleTo(caller, companyId))) throw new AppError(HttpStatus.FORBIDDEN, 'ranking.hidden');
  }

  private async mine(caller: AuthUser, companyId: number, type: RankingType): Promise<RankingItem[]> {
    const id = type === 'user' ? caller.id : await db.users.teamIdOf(this.dataSource.manager, caller.id);
    const row = id ? await db.ranking.rankingRowOf(this.dataSource.manager, type, companyId, id) : null;
    return row ? this.ranked(companyId, type, [row], 1) : [];
  }
}

/** Place, name and trees: a row's km come partly from Strava, which lets only their owner see them (libs/domain visibility.ts). */
function toItem(type: RankingType, row: db.ranking.RankingRow, ranking: number): RankingItem {
  const totals = { ranking, treeSum: row.treeSum };
  return type === 'user'
    ? { ...totals, user_id: row.id, _user: { name: row.name ?? '' } }
    : { ...totals, team_id: row.id, _team: { name: row.name ?? '' }, _emoji: row.emoji ? { emoji: row.emoji } : null };
}
