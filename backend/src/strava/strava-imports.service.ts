import { HttpStatus, Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import type { DataSource } from 'typeorm';
import { type Lang, type StravaImportItem, type StravaImportListResponse, type StravaUpdateResponse } from '@lesne/contracts';
import { importAsSeen, totalPages, warsawDay } from '@lesne/domain';
import { db } from '@lesne/db';
import type { AuthUser } from '../access/auth-user';
import { AppError } from '../i18n/app-error';
import { translate } from '../i18n/messages';
import { IdempotencyService } from '../idempotency/idempotency.service';
import type { StravaImportsQueryDto, StravaUpdateDto } from './dto';

/** Re-imports a platform admin starts (docs/product.md#users: 'Aktualizuj Strava'), and their log. */
@Injectable()
export class StravaImportsService {
  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly idempotency: IdempotencyService,
  ) {}

  /** Stored at most once per Idempotency-Key. */
  async request(caller: AuthUser, dto: StravaUpdateDto, idempotency: db.idempotency.IdempotentRequest | null, lang: Lang, requestId: string | null): Promise<StravaUpdateResponse> {
    if (dto.date_from > warsawDay(new Date())) throw new AppError(HttpStatus.BAD_REQUEST, 'strava.dateFuture');
    const answer = await this.idempotency.transaction(idempotency, async (manager): Promise<StravaUpdateResponse> => {
      if (!(await db.users.userExists(manager, dto.user_id))) throw new AppError(HttpStatus.NOT_FOUND, 'users.notFound');
      if (!(await db.stravaConnections.isStravaConnected(manager, dto.user_id))) throw new AppError(HttpStatus.CONFLICT, 'strava.userNotConnected');
      const row = await db.stravaImports.queueStravaImport(manager, { userId: dto.user_id, requestedById: caller.id, dateFrom: dto.date_from }, requestId);
      const item = await db.stravaImports.stravaImportItem(manager, row.id);
      if (!item) throw new Error(`strava import ${row.id} unreadable in the transaction that wrote it`);
      return { message: translate(lang, 'strava.importQueued'), import: inTheLog(item, caller) };
    });
    return answer;
  }

  /** Newest first. */
  async list(caller: AuthUser, query: StravaImportsQueryDto): Promise<StravaImportListResponse> {
    const { items, total } = await db.stravaImports.stravaImportsPage(this.dataSource.manager, { offset: (query.page - 1) * query.perpage, limit: query.perpage });
    return { items: items.map((item) => inTheLog(item, caller)), pageTotal: totalPages(total, query.perpage), itemsTotal: total, curPage: query.page };
  }
}

/** An import as the operators' log shows it: without the counts of the person's Strava activities (libs/domain visibility.ts). */
function inTheLog(item: StravaImportItem, caller: AuthUser): StravaImportItem {
  return importAsSeen(item, 'importLog', { role: caller.role, owner: item.userId === caller.id });
}
