import { HttpStatus, Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import type { DataSource } from 'typeorm';
import type { Lang, StravaNotCountedResponse, StravaResyncResponse } from '@lesne/contracts';
import { eventStatus, ownResyncAvailableAt, warsawDay } from '@lesne/domain';
import { db, inTransaction } from '@lesne/db';
import type { AuthUser } from '../access/auth-user';
import { companyOf } from '../access/company-scope';
import { AppError } from '../i18n/app-error';
import { translate } from '../i18n/messages';

/** The most left-out activities listed: an event's worth for anyone who records daily. */
const NOT_COUNTED_LISTED = 200;

/** "Why didn't my run count?": a participant's own Strava activities left out or held, and a re-sync of their own. */
@Injectable()
export class StravaOwnResultsService {
  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
  ) {}

  async notCounted(userId: number): Promise<StravaNotCountedResponse> {
    const manager = this.dataSource.manager;
    const [notCounted, held, lastAsked] = [await db.stravaData.notCountedOf(manager, userId, NOT_COUNTED_LISTED), await db.stravaData.heldStravaResults(manager, userId), await db.stravaData.lastOwnStravaImportAt(manager, userId)];
    return {
      notCounted: notCounted.map(({ startTime, ...activity }) => ({ ...activity, startTime: startTime.toISOString() })),
      held: held.map(({ startTime, flagReason, ...result }) => ({ ...result, startTime: startTime.toISOString(), reason: flagReason ?? 'awaitingApproval' })),
      resyncAvailableAt: ownResyncAvailableAt(lastAsked, new Date())?.toISOString() ?? null,
    };
  }

  /**
   * Lists the user's event again (a webhook Strava never delivered, a rule since changed), from
   * the read budget every user shares, so at most once an hour; the link's row is held while the
   * last request is checked, so two clicks queue one import.
   */
  async resync(user: AuthUser, lang: Lang, requestId: string | null): Promise<StravaResyncResponse> {
    const companyId = companyOf(user);
    const answer = await inTransaction(this.dataSource, async (manager): Promise<StravaResyncResponse> => {
      const connection = await db.stravaConnections.stravaConnectionOf(manager, user.id, 'forUpdate');
      if (!connection) throw new AppError(HttpStatus.CONFLICT, 'strava.notConnected');
      const company = await db.companies.existingCompany(manager, companyId);
      if (eventStatus(company, warsawDay(new Date())) !== 'inProgress') throw new AppError(HttpStatus.CONFLICT, 'activities.notInProgress');
      const availableAt = ownResyncAvailableAt(await db.stravaData.lastOwnStravaImportAt(manager, user.id), new Date());
      if (availableAt) {
        const seconds = Math.ceil((availableAt.getTime() - Date.now()) / 1000);
        throw new AppError(HttpStatus.TOO_MANY_REQUESTS, 'strava.resyncTooSoon', { seconds, minutes: Math.ceil(seconds / 60) });
      }
      const queued = await db.stravaImports.queueStravaImport(manager, { userId: user.id, requestedById: user.id, dateFrom: company.dateFrom }, requestId);
      const item = await db.stravaImports.stravaImportItem(manager, queued.id);
      if (!item) throw new Error(`strava import ${queued.id} unreadable in the transaction that wrote it`);
      return { message: translate(lang, 'strava.resyncQueued'), import: item };
    });
    return answer;
  }
}
