import { HttpStatus, Injectable, Logger } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { stringify } from 'csv-stringify';
import type { Readable } from 'node:stream';
import type { DataSource, SelectQueryBuilder } from 'typeorm';
import type { CompanyActivitiesResponse, Lang } from '@lesne/contracts';
import { ACTIVITY_LIST_FIRST_DAY, SEARCH_MIN_LENGTH, totalPages, warsawDay } from '@lesne/domain';
import { Activity, ActivityType } from '@lesne/db';
import { AppError } from '../i18n/app-error';
import { toActivityItem } from './activity-view';
import type { CompanyActivitiesQueryDto } from './dto';

const CSV_BATCH = 2000;

const CSV_HEADERS: Record<Lang, string[]> = {
  pl: ['Data', 'Uczestnik', 'E-mail', 'Rodzaj', 'Dystans (km)', 'Drzewa', 'Źródło'],
  en: ['Date', 'Participant', 'E-mail', 'Type', 'Distance (km)', 'Trees', 'Source'],
};

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

  /** Every matching row, read in batches and streamed, so a large event never sits in memory. */
  csv(companyId: number, query: CompanyActivitiesQueryDto, lang: Lang): Readable {
    const csv = stringify({ header: true, columns: CSV_HEADERS[lang], bom: true });
    const filtered = this.filtered(companyId, query);
    const write = async () => {
      for (let beforeId: number | null = null; ; ) {
        const page = filtered.clone().leftJoinAndSelect('a.user', 'user').leftJoinAndSelect('a.activityType', 'type');
        if (beforeId !== null) page.andWhere('a.id < :beforeId', { beforeId });
        const batch = await page.orderBy('a.id', 'DESC').limit(CSV_BATCH).getMany();
        for (const activity of batch) {
          const writable = csv.write([activity.day, activity.user.name, activity.user.email, activity.activityType.name, activity.distance, activity.trees, activity.source]);
          if (!writable) await new Promise((resolve) => csv.once('drain', resolve));
        }
        if (batch.length < CSV_BATCH) break;
        beforeId = batch[batch.length - 1].id;
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
