import { Injectable } from '@nestjs/common';
import {
  invitationUrl, OFFICE_SCREEN_TOP_PLACES, type OfficeScreenRankingRow, type OfficeScreenView, type RankingItem, type RankingResponse, type RankingType,
} from '@lesne/contracts';
import { InjectConfig, type AppConfig } from '@lesne/config';
import { daysLeft, warsawDay } from '@lesne/domain';
import { jsonBody, type JsonBody } from '../common/json-body';
import { CompaniesService } from '../companies/companies.service';
import { RankingService } from '../ranking/ranking.service';
import { CacheInvalidation } from '../redis/cache-invalidation';
import { LocalCache } from '../redis/local-cache';

/** The podium and the first page of a ranking; page 0 is the podium (RankingService). */
const PODIUM_PAGE = 0;
const FIRST_PAGE = 1;

/**
 * What an office screen shows, per company: built from the company's figures and the ranking's
 * pages this copy already keeps, then kept serialized until the workers announce new totals
 * (settings, names and the day within seconds). A screen asking again costs no query.
 */
@Injectable()
export class OfficeScreenViews {
  private readonly views: LocalCache<JsonBody<OfficeScreenView>>;

  constructor(
    private readonly companies: CompaniesService,
    private readonly ranking: RankingService,
    @InjectConfig() private readonly config: AppConfig,
    invalidation: CacheInvalidation,
  ) {
    this.views = new LocalCache(invalidation, { channels: ['totals'], ttlMs: 5_000, max: 10_000 });
  }

  view(companyId: number): Promise<JsonBody<OfficeScreenView>> {
    return this.views.get(companyId, 'view', async () => jsonBody(await this.build(companyId)));
  }

  private async build(companyId: number): Promise<OfficeScreenView> {
    const now = new Date();
    const { name, stats } = await this.companies.view(companyId);
    const ranked = !stats.hideRanking;
    const [podium, topUsers, topTeams] = await Promise.all([
      ranked ? this.rows(companyId, 'user', PODIUM_PAGE) : [],
      ranked ? this.rows(companyId, 'user', FIRST_PAGE) : [],
      ranked && stats.teams ? this.rows(companyId, 'team', FIRST_PAGE) : [],
    ]);
    const closed = stats.eventStatus === 'closed';
    return {
      company: { name: name.name, logoUrl: name.logo?.url ?? null },
      event: {
        status: stats.eventStatus,
        dateFrom: stats.dateFrom,
        dateTo: stats.dateTo,
        eventEndType: stats.eventEndType,
        treeLimit: stats.treeLimit,
        daysLeft: daysLeft(stats, stats.eventStatus, warsawDay(now)),
      },
      totals: { treeSum: stats.treeSum, kmSum: stats.distanceSum, participantCount: stats.participants },
      environment: { co2: stats.co2, paper: stats.paper, forest: stats.forest, oxygen: stats.oxygen },
      hideRanking: stats.hideRanking,
      podium,
      topUsers: topUsers.filter((row) => row.place <= OFFICE_SCREEN_TOP_PLACES),
      topTeams: stats.teams ? topTeams.filter((row) => row.place <= OFFICE_SCREEN_TOP_PLACES) : null,
      invitationUrl: closed ? null : invitationUrl(this.config.APP_URL, name.registerNumber),
      generatedAt: now.toISOString(),
    };
  }

  private async rows(companyId: number, type: RankingType, page: number): Promise<OfficeScreenRankingRow[]> {
    const { items } = JSON.parse(await this.ranking.companyPage(companyId, type, page)) as RankingResponse;
    return items.map((item) => toRow(type, item));
  }
}

/** A place, a name and trees only (the ranking's own, libs/domain visibility.ts): the ranking's ids stay off a public screen. */
function toRow(type: RankingType, item: RankingItem): OfficeScreenRankingRow {
  const totals = { place: item.ranking, treeSum: item.treeSum };
  return type === 'user' ? { ...totals, name: item._user?.name ?? '' } : { ...totals, name: item._team?.name ?? '', emoji: item._emoji?.emoji ?? null };
}
