import { HttpStatus, Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import type { DataSource } from 'typeorm';
import type { ActivityTypesResponse, AddActivityResponse, Lang, MessageResponse, UserActivitiesResponse } from '@lesne/contracts';
import {
  activityDeletionRefusal, eventStatus, holdsPlatformRights, MANUAL_RESULTS_PER_DAY, manualDayProblem, sourcesInTreeTotal, sourcesListed, takesMoreTrees,
  treesFor, warsawDay, type ActivityDeletionRefusal, type ManualDayProblem,
} from '@lesne/domain';
import { db } from '@lesne/db';
import type { AuthUser } from '../access/auth-user';
import { companyOf } from '../access/company-scope';
import { AppError } from '../i18n/app-error';
import { translate, type MessageKey } from '../i18n/messages';
import { IdempotencyService } from '../idempotency/idempotency.service';
import { TotalsChanges, type TotalsChange } from './totals-changes';
import { auditActivity } from './activity-audit';
import { toDetailedItem } from './activity-view';
import type { AddActivityDto } from './dto';

const DAY_PROBLEM_KEYS: Record<ManualDayProblem, MessageKey> = {
  future: 'activities.dayFuture',
  tooOld: 'activities.dayTooOld',
  beforeEvent: 'activities.dayBeforeEvent',
  afterEvent: 'activities.dayAfterEvent',
};

const DELETION_REFUSAL_KEYS: Record<ActivityDeletionRefusal, MessageKey> = {
  ownWhileRunning: 'activities.cannotDelete',
  platformAdminOnly: 'activities.platformAdminDeletes',
};

/**
 * The instant a manual result is stored at, as it has a day and no time: 10:00 UTC of the day,
 * which is 11:00 in Warsaw in winter and 12:00 in summer, within that day in Warsaw either way.
 */
function manualStartTime(day: string): Date {
  return new Date(`${day}T10:00:00Z`);
}

/** A participant's own results: adding by hand, reading, deleting. */
@Injectable()
export class ActivitiesService {
  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly totals: TotalsChanges,
    private readonly idempotency: IdempotencyService,
  ) {}

  async types(user: AuthUser): Promise<ActivityTypesResponse> {
    const company = await db.companies.existingCompany(this.dataSource.manager, companyOf(user));
    return { activity_types: [...(await db.activities.activityTypes(this.dataSource.manager))], maxDaysBeforeManualActivity: company.maxDaysBeforeManualActivity };
  }

  /** Stored at most once per Idempotency-Key: a retry gets the first answer. */
  add(user: AuthUser, dto: AddActivityDto, idempotency: db.idempotency.IdempotentRequest | null, requestId: string | null): Promise<AddActivityResponse> {
    const companyId = companyOf(user);
    // Begun, the change holds the user's results, so the daily limit holds against concurrent posts.
    return this.totals.run(
      { companyId, userId: user.id },
      async (manager): Promise<TotalsChange<AddActivityResponse>> => {
        const company = await db.companies.existingCompany(manager, companyId);
        const today = warsawDay(new Date());
        // Pending results too: they could never be approved.
        if (!takesMoreTrees(company)) throw new AppError(HttpStatus.CONFLICT, 'activities.treeLimitReached');
        if (eventStatus(company, today) !== 'inProgress') throw new AppError(HttpStatus.CONFLICT, 'activities.notInProgress');
        if (!company.manualActivitiesAllowed) throw new AppError(HttpStatus.FORBIDDEN, 'activities.manualNotAllowed');
        const problem = manualDayProblem({ day: dto.startTime, today, windowDays: company.maxDaysBeforeManualActivity, dateFrom: company.dateFrom, dateTo: company.dateTo });
        if (problem) throw new AppError(HttpStatus.BAD_REQUEST, DAY_PROBLEM_KEYS[problem], { n: company.maxDaysBeforeManualActivity });
        const type = (await db.activities.activityTypes(manager)).find((known) => known.id === dto.activityType);
        if (!type) throw new AppError(HttpStatus.BAD_REQUEST, 'activities.typeUnknown');

        const activity = await db.activities.insertManualActivity(
          manager,
          {
            companyId,
            userId: user.id,
            type,
            startTime: manualStartTime(dto.startTime),
            day: dto.startTime,
            distance: dto.distance,
            trees: treesFor(dto.distance, type.translationKey, { standard: company.convertStandard, bike: company.convertBike }),
            status: company.manualActivitiesApproval ? 'pending' : 'approved',
          },
          MANUAL_RESULTS_PER_DAY,
        );
        if (!activity) throw new AppError(HttpStatus.BAD_REQUEST, 'activities.dailyLimit');
        return {
          activityId: activity.id,
          change: activity.status === 'pending' ? 'loggedPending' : 'logged',
          approvedTrees: activity.status === 'approved' ? { event: company, trees: activity.trees } : undefined,
          answer: { status: activity.status, activity: toDetailedItem(activity, { view: 'ownResults', caller: user }) },
        };
      },
      { requestId, transaction: (create) => this.idempotency.transaction(idempotency, create) },
    );
  }

  /**
   * Own results in full, with pending and denied ones on request; someone else's approved ones of
   * our own data, and the trees of those only their owner may see in detail (Strava's), unlisted.
   */
  async ofUser(caller: AuthUser, userId: number, showPending: boolean): Promise<UserActivitiesResponse> {
    const companyId = companyOf(caller);
    if (!(await db.users.userExists(this.dataSource.manager, userId, companyId))) throw new AppError(HttpStatus.NOT_FOUND, 'users.notFound');
    const own = userId === caller.id;
    const seen = { view: own ? 'ownResults' : 'rankingRowDetails', caller } as const;
    const viewer = { role: caller.role, owner: own };
    const { activities, summedTrees } = await db.activities.userActivities(this.dataSource.manager, userId, {
      everyStatus: own && showPending,
      listed: sourcesListed(seen.view, viewer),
      summed: sourcesInTreeTotal(seen.view, viewer),
    });
    return { items: activities.map((activity) => toDetailedItem(activity, seen)), ownerOnlyTrees: summedTrees };
  }

  /**
   * Own results while the event runs; a platform admin any: of every company on their own
   * session, of the company they act in through login-as. What a platform admin deletes is
   * written to the audit log under their name.
   */
  async remove(caller: AuthUser, activityId: number, lang: Lang, requestId: string | null): Promise<MessageResponse> {
    const everyCompany = caller.role === 'admin';
    await this.totals.run(
      async (manager) => {
        const activity = await db.activities.activityWithCompany(manager, activityId);
        if (!activity || (!everyCompany && activity.companyId !== caller.companyId)) throw new AppError(HttpStatus.NOT_FOUND, 'activities.notFound');
        return activity;
      },
      async (manager, activity) => {
        const refusal = activityDeletionRefusal(caller, activity, eventStatus(activity.company, warsawDay(new Date())));
        if (refusal) throw new AppError(HttpStatus.FORBIDDEN, DELETION_REFUSAL_KEYS[refusal]);
        await db.totals.deleteActivities(manager, { id: activity.id });
        if (holdsPlatformRights(caller)) await auditActivity(manager, caller, 'activity.deleted', activity);
        return { activityId: activity.id, change: 'deleted', answer: undefined };
      },
      { requestId },
    );
    return { message: translate(lang, 'activities.deleted') };
  }
}
