import { HttpStatus, Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import type { DataSource, EntityManager } from 'typeorm';
import type { ActivityItem, BulkApprovalResponse, Lang, MessageResponse, PendingListResponse, ReviewCounts } from '@lesne/contracts';
import { eventStatus, totalPages, warsawDay } from '@lesne/domain';
import { Activity, Company, db } from '@lesne/db';
import type { AuthUser } from '../access/auth-user';
import { companyOf } from '../access/company-scope';
import { AppError } from '../i18n/app-error';
import { translate } from '../i18n/messages';
import { TotalsChanges, type TotalsChange } from './totals-changes';
import { auditActivity } from './activity-audit';
import { toActivityItem } from './activity-view';

/** What the company admins review: pending manual results and entries flagged as suspicious. */
@Injectable()
export class ReviewService {
  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly totals: TotalsChanges,
  ) {}

  /**
   * Results held by the system (pending and flagged with a reason) are reviewed in the flagged list
   * only. Both lists show a Strava result without Strava's figures (libs/domain visibility.ts).
   */
  async pending(caller: AuthUser, page: { page: number; perpage: number }): Promise<PendingListResponse> {
    const [items, itemsTotal] = await db.activities.pendingReviewPage(this.dataSource.manager, companyOf(caller), { offset: (page.page - 1) * page.perpage, limit: page.perpage });
    return {
      items: items.map((activity) => toActivityItem(activity, { view: 'approvals', caller })),
      pageTotal: totalPages(itemsTotal, page.perpage),
      itemsTotal,
      curPage: page.page,
    };
  }

  async flagged(caller: AuthUser): Promise<ActivityItem[]> {
    const activities = await db.activities.flaggedForReview(this.dataSource.manager, companyOf(caller));
    return activities.map((activity) => toActivityItem(activity, { view: 'approvals', caller }));
  }

  counts(caller: AuthUser): Promise<ReviewCounts> {
    return db.activities.reviewCounts(this.dataSource.manager, companyOf(caller));
  }

  async decide(caller: AuthUser, activityId: number, status: 'approved' | 'denied', lang: Lang, requestId: string | null): Promise<MessageResponse> {
    await this.change(companyOf(caller), activityId, requestId, (manager, activity, company) => decidePending(manager, caller, activity, company, status, false));
    return { message: translate(lang, status === 'approved' ? 'activities.approved' : 'activities.denied') };
  }

  /**
   * The same decision on several pending entries, all or none: one that is missing, of another
   * company or already decided refuses the whole call, as it would refuse alone.
   */
  async decideMany(caller: AuthUser, ids: readonly number[], status: 'approved' | 'denied', lang: Lang, requestId: string | null): Promise<BulkApprovalResponse> {
    const companyId = companyOf(caller);
    let company: Company | undefined;
    await this.totals.runBatch<Activity, void>(
      async (manager) => {
        const activities = await db.activities.lockActivities(manager, companyId, ids);
        if (activities.length !== new Set(ids).size) throw new AppError(HttpStatus.NOT_FOUND, 'activities.notFound');
        return activities;
      },
      async (manager, activity) => {
        company ??= await db.companies.existingCompany(manager, companyId);
        return { ...(await decidePending(manager, caller, activity, company, status, true)), activityId: activity.id, answer: undefined };
      },
      { requestId },
    );
    return { message: translate(lang, status === 'approved' ? 'activities.approvedMany' : 'activities.deniedMany', { n: ids.length }), count: ids.length };
  }

  /** Anyone may flag another's entry while the event runs and the flag system is on. */
  async flag(caller: AuthUser, activityId: number, lang: Lang, requestId: string | null): Promise<MessageResponse> {
    await this.change(companyOf(caller), activityId, requestId, async (manager, activity, company) => {
      if (!company.flagSystem) throw new AppError(HttpStatus.FORBIDDEN, 'activities.flagSystemOff');
      if (eventStatus(company, warsawDay(new Date())) !== 'inProgress') throw new AppError(HttpStatus.CONFLICT, 'activities.notInProgress');
      if (activity.userId === caller.id) throw new AppError(HttpStatus.FORBIDDEN, 'activities.flagOwn');
      if (activity.status !== 'approved') throw new AppError(HttpStatus.NOT_FOUND, 'activities.notFound');
      await db.activities.updateActivity(manager, activity.id, { flagged: true, flaggedById: caller.id });
      return { change: 'flagged' };
    });
    return { message: translate(lang, 'activities.flagged') };
  }

  async resolveFlag(caller: AuthUser, activityId: number, decision: 'removeFlag' | 'removeActivity', lang: Lang, requestId: string | null): Promise<MessageResponse> {
    await this.change(companyOf(caller), activityId, requestId, async (manager, activity, company) => {
      if (!activity.flagged) throw new AppError(HttpStatus.CONFLICT, 'activities.notFlagged');
      await auditActivity(manager, caller, 'activity.flagResolved', activity, { decision, flagReason: activity.flagReason });
      if (decision === 'removeActivity') {
        await db.totals.deleteActivities(manager, { id: activity.id });
        return { change: 'deleted' };
      }
      // Only the system holds a pending result with a flag (participants flag approved ones): taking the flag off is the
      // admin's approval. Its reason stays, so the same problem does not hold it again when Strava sends it anew.
      if (activity.status === 'pending') {
        await db.activities.updateActivity(manager, activity.id, { flagged: false, flaggedById: null, status: 'approved' });
        return { change: 'approved', approvedTrees: { event: company, trees: activity.trees } };
      }
      await db.activities.updateActivity(manager, activity.id, { flagged: false, flaggedById: null });
      return { change: 'unflagged' };
    });
    return { message: translate(lang, decision === 'removeActivity' ? 'activities.deleted' : 'activities.flagRemoved') };
  }

  /** Loads the company's activity under lock, applies the change and records it for the workers. */
  private async change(
    companyId: number,
    activityId: number,
    requestId: string | null,
    apply: (manager: EntityManager, activity: Activity, company: Company) => Promise<Pick<TotalsChange<void>, 'change' | 'approvedTrees'>>,
  ): Promise<void> {
    await this.totals.run(
      async (manager) => {
        const activity = await db.activities.lockActivity(manager, companyId, activityId);
        if (!activity) throw new AppError(HttpStatus.NOT_FOUND, 'activities.notFound');
        return activity;
      },
      async (manager, activity) => {
        const company = await db.companies.existingCompany(manager, companyId);
        return { ...(await apply(manager, activity, company)), activityId: activity.id, answer: undefined };
      },
      { requestId },
    );
  }
}

/** Approves or denies a pending entry, written to the audit log; approved trees count against the tree limit. */
async function decidePending(
  manager: EntityManager,
  caller: AuthUser,
  activity: Activity,
  company: Company,
  status: 'approved' | 'denied',
  bulk: boolean,
): Promise<Pick<TotalsChange<void>, 'change' | 'approvedTrees'>> {
  if (activity.status !== 'pending') throw new AppError(HttpStatus.CONFLICT, 'activities.notPending');
  await db.activities.updateActivity(manager, activity.id, { status });
  await auditActivity(manager, caller, status === 'approved' ? 'activity.approved' : 'activity.denied', activity, { bulk });
  return { change: status, approvedTrees: status === 'approved' ? { event: company, trees: activity.trees } : undefined };
}
