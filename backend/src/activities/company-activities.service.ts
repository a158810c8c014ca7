import { HttpStatus, Injectable, Logger } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import type { Readable } from 'node:stream';
import type { DataSource } from 'typeorm';
import type { CompanyActivitiesResponse, Lang } from '@lesne/contracts';
import { ACTIVITY_LIST_FIRST_DAY, SEARCH_MIN_LENGTH, sourcesListed, totalPages, warsawDay, type View } from '@lesne/domain';
import { db } from '@lesne/db';
import type { AuthUser } from '../access/auth-user';
import { companyOf } from '../access/company-scope';
import { AppError } from '../i18n/app-error';
import { activitiesCsvWriter, activityCsvRow } from './activities-csv';
import { toDetailedItem } from './activity-view';
import type { CompanyActivitiesQueryDto } from './dto';

const CSV_BATCH = 2000;

/**
 * The company admins' list of approved activities, its sums and its CSV: results of our own data
 * only, since Strava lets only their owner see Strava results (libs/domain visibility.ts); they
 * count in the company's trees, not in this list's sums.
 */
@Injectable()
export class CompanyActivitiesService {
  private readonly logger = new Logger(CompanyActivitiesService.name);

  constructor(@InjectDataSource() private readonly dataSource: DataSource) {}

  async list(caller: AuthUser, query: CompanyActivitiesQueryDto): Promise<CompanyActivitiesResponse> {
    const filter = this.filter(caller, 'activityList', query);
    const { activities, total: itemsTotal } = await db.activities.approvedActivitiesPage(this.dataSource.manager, filter, { offset: (query.page - 1) * query.perpage, limit: query.perpage });
    const summary = query.showSummary ? await db.activities.approvedActivitiesSums(this.dataSource.manager, filter) : undefined;
    return {
      activities: activities.map((activity) => toDetailedItem(activity, { view: 'activityList', caller })),
      activity_types: [...(await db.activities.activityTypes(this.dataSource.manager))],
      ...(summary ? { summary } : {}),
      pageTotal: totalPages(itemsTotal, query.perpage),
      itemsTotal,
      curPage: query.page,
    };
  }

  /**
   * Every matching row by date (start time, then id), read in batches after the last row sent
   * and streamed, so a large event never sits in memory nor holds a connection while a slow
   * client downloads.
   */
  csv(caller: AuthUser, query: CompanyActivitiesQueryDto, lang: Lang): Readable {
    const csv = activitiesCsvWriter(lang);
    const filter = this.filter(caller, 'csv', query);
    const companyId = filter.companyId;
    const write = async () => {
      for (let after: db.activities.ActivityCursor | null = null; ; ) {
        const batch = await db.activities.approvedActivitiesAfter(this.dataSource.manager, filter, after, CSV_BATCH);
        for (const activity of batch.activities) {
          const writable = csv.write(activityCsvRow(activity, lang, filter.seen.viewer));
          if (!writable) await new Promise((resolve) => csv.once('drain', resolve));
        }
        if (batch.activities.length < CSV_BATCH) break;
        after = batch.last;
      }
      csv.end();
    };
    write().catch((error: Error) => {
      this.logger.error(`CSV export of company ${companyId} stopped: ${error.message}`);
      csv.destroy(error);
    });
    return csv;
  }

  /** The list's filter from its query: from the first day of the list to today, searched from 3 characters on, the sources the view lists. */
  private filter(caller: AuthUser, view: View, query: CompanyActivitiesQueryDto): db.activities.ApprovedActivitiesFilter {
    const dateFrom = query.dateFrom ?? ACTIVITY_LIST_FIRST_DAY;
    const dateTo = query.dateTo ?? warsawDay(new Date());
    if (dateTo < dateFrom) throw new AppError(HttpStatus.BAD_REQUEST, 'activities.rangeReversed');
    const typeIds = (query.activityTypes ?? '').split(',').filter(Boolean).map(Number);
    if (typeIds.some((id) => !Number.isInteger(id) || id <= 0)) throw new AppError(HttpStatus.BAD_REQUEST, 'activities.typeUnknown');
    const search = query.search && query.search.length >= SEARCH_MIN_LENGTH ? query.search : undefined;
    const viewer = { role: caller.role, owner: false };
    return { companyId: companyOf(caller), dateFrom, dateTo, typeIds, search, seen: { view, viewer }, sources: sourcesListed(view, viewer) };
  }
}
