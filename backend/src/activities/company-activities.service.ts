import { HttpStatus, Injectable, Logger } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import type { Readable } from 'node:stream';
import type { DataSource, SelectQueryBuilder } from 'typeorm';
import type { CompanyActivitiesResponse, Lang } from '@lesne/contracts';
import { ACTIVITY_LIST_FIRST_DAY, SEARCH_MIN_LENGTH, totalPages, warsawDay } from '@lesne/domain';
import { Activity, ActivityType } from '@lesne/db';
import { AppError } from '../i18n/app-error';
import { activitiesCsvWriter, activityCsvRow } from './activities-csv';
import { toActivityItem } from './activity-view';
import type { CompanyActivitiesQueryDto } from './dto';

const CSV_BATCH = 2000;

/** The company admins' list of approved activities, its sums and its CSV. */
@Injectable()
export class CompanyActivitiesService {
  private readonly logger = new Logger(CompanyActivitiesService.name);

  constructor(@InjectDataSource() private readonly dataSource: DataSource) {}

  async list(companyId: number, query: CompanyActivitiesQueryDto): Promise<CompanyActivitiesResponse> {
    const filtered = this.filtered(companyId, query);
    const [activities, itemsTotal] = await filtered
      .clone()
      .leftJoinAndSelect('a.user', 'user')
      .leftJoinAndSelect('a.activityType', 'type')
      .orderBy('a.start_time', 'DESC')
      .addOrderBy('a.id', 'DESC')
      .offset((query.page - 1) * query.perpage)
      .limit(query.perpage)
      .getManyAndCount();
    const summary = query.showSummary
      ? await filtered.clone().select('COALESCE(SUM(a.trees), 0)', 'trees').addSelect('COALESCE(SUM(a.distance), 0)', 'distance').getRawOne<{ trees: string; distance: string }>()
      : undefined;
    return {
      activities: activities.map((activity) => toActivityItem(activity, { withEmail: true })),
      activity_types: await this.dataSource.getRepository(ActivityType).find({ order: { id: 'ASC' } }),
      ...(summary ? { summary: { trees: Number(summary.trees), distance: Number(summary.distance) } } : {}),
      pageTotal: totalPages(itemsTotal, query.perpage),
      itemsTotal,
      curPage: query.page,
    };
  }

  /**
   * Every matching row by date (start time, then id), read in batches after the last row sent
   * and streamed, so a large event never sits in memory nor holds a connection while a slow
   * client downloads. The cursor is Postgres' own text of the start time, exact to the microsecond.
   */
  csv(companyId: number, query: CompanyActivitiesQueryDto, lang: Lang): Readable {
    const csv = activitiesCsvWriter(lang);
    const filtered = this.filtered(companyId, query);
    const write = async () => {
      for (let after: { startTime: string; id: number } | null = null; ; ) {
        const page = filtered.clone().leftJoinAndSelect('a.user', 'user').leftJoinAndSelect('a.activityType', 'type').addSelect('a.start_time::text', 'cursor_start_time');
        if (after) page.andWhere('a.start_time >= :startTime AND (a.start_time > :startTime OR a.id > :id)', after);
        const { entities, raw } = await page.orderBy('a.start_time', 'ASC').addOrderBy('a.id', 'ASC').limit(CSV_BATCH).getRawAndEntities<{ cursor_start_time: string }>();
        for (const activity of entities) {
          const writable = csv.write(activityCsvRow(activity, lang));
          if (!writable) await new Promise((resolve) => csv.once('drain', resolve));
        }
        if (entities.length < CSV_BATCH) break;
        after = { startTime: raw[raw.length - 1].cursor_start_time, id: entities[entities.length - 1].id };
      }
      csv.end();
    };
    write().catch((error: Error) => {
      this.logger.error(`CSV export of company ${companyId} stopped: ${error.message}`);
      csv.destroy(error);
    });
    return csv;
  }

  private filtered(companyId: number, query: CompanyActivitiesQueryDto): SelectQueryBuilder<Activity> {
    const dateFrom = query.dateFrom ?? ACTIVITY_LIST_FIRST_DAY;
    const dateTo = query.dateTo ?? warsawDay(new Date());
    if (dateTo < dateFrom) throw new AppError(HttpStatus.BAD_REQUEST, 'activities.rangeReversed');
    const builder = this.dataSource
      .getRepository(Activity)
      .createQueryBuilder('a')
      .where("a.company_id = :companyId AND a.status = 'approved' AND a.day BETWEEN :dateFrom AND :dateTo", { companyId, dateFrom, dateTo });
    const typeIds = (query.activityTypes ?? '').split(',').filter(Boolean).map(Number);
    if (typeIds.some((id) => !Number.isInteger(id) || id <= 0)) throw new AppError(HttpStatus.BAD_REQUEST, 'activities.typeUnknown');
    if (typeIds.length) builder.andWhere('a.activity_type_id IN (:...typeIds)', { typeIds });
    if (query.search && query.search.length >= SEARCH_MIN_LENGTH) {
      builder.andWhere('a.user_id IN (SELECT id FROM app_user WHERE company_id = :companyId AND (name ILIKE :term OR email ILIKE :term))', {
        term: `%${query.search.replace(/[\\%_]/g, (c) => `\\${c}`)}%`,
      });
    }
    return builder;
  }
}
