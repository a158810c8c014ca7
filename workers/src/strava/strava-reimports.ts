import { Injectable, Logger, type BeforeApplicationShutdown } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import type { DataSource, EntityManager } from 'typeorm';
import type { StravaSkipReason } from '@lesne/contracts';
import { addDays } from '@lesne/domain';
import { db, StravaImport } from '@lesne/db';
import { LiveEmitter } from '../live/live-emitter';
import type { JobContext } from '../queue-worker';
import { grantGone, noActivityAccess, StravaApi } from './strava-api';
import { StravaGrants } from './strava-grants';
import { runningEvent, StravaResults, type StravaOutcome, type StravaOwner } from './strava-results';
import { delayJob, stravaRetryAt } from './strava-wait';
import { WebhookPacing } from './webhook-pacing';

/** Strava's largest page: the fewest calls for an athlete's activities. */
const PER_PAGE = 200;
/** Europe/Warsaw is at most 2 hours ahead of UTC: a Warsaw day lies within its UTC date widened by this. */
const WARSAW_OFFSET_MAX_S = 2 * 3600;

type PageStep = 'more' | 'finished';

/**
 * A re-import of one user's Strava activities, page by page. Each page's results and the
 * import's progress (next page, counts, the activities listed) commit together, so an import
 * stopped anywhere (a worker restarted, Strava's budget spent) goes on from the page after the
 * last one stored and never repeats one. Our results Strava did not list are removed only when a
 * second listing does not list them either: an activity deleted on Strava while the first went
 * page by page shifts the ones after it, and one can slip past a page boundary unlisted. The
 * platform room hears of every step.
 */
@Injectable()
export class StravaReimports implements BeforeApplicationShutdown {
  private readonly logger = new Logger(StravaReimports.name);
  private stopping = false;

  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly api: StravaApi,
    private readonly results: StravaResults,
    private readonly grants: StravaGrants,
    private readonly pacing: WebhookPacing,
    private readonly live: LiveEmitter,
  ) {}

  /** Before the queue's worker closes (it waits for the jobs under way): imports hand over after their current page. */
  beforeApplicationShutdown(): void {
    this.stopping = true;
  }

  async run(importId: number, { job, requestId }: JobContext): Promise<void> {
    // whichever job takes the import on (a retry, the lost-imports sweep's) waits as long as the import does
    const resumesAt = await this.resumesAt(importId);
    if (resumesAt && resumesAt.getTime() > Date.now()) await delayJob(job, resumesAt);
    for (;;) {
      // Another worker copy takes the import on from the next page at once.
      if (this.stopping) await delayJob(job, new Date());
      let step: PageStep;
      try {
        step = await this.nextPage(importId, requestId);
      } catch (error) {
        await this.stopped(importId, error, job.attemptsMade + 1 >= (job.opts.attempts ?? 1), requestId);
        const retryAt = stravaRetryAt(error);
        if (retryAt) await delayJob(job, retryAt);
        if (grantGone(error) || noActivityAccess(error)) return;
        throw error;
      }
      await this.announce(importId);
      if (step === 'finished') return;
    }
  }

  /** Fetches and stores the next page, or finishes the import when there is none (or nothing to fetch for). */
  private async nextPage(importId: number, requestId: string | null): Promise<PageStep> {
    const userId = await this.userOf(importId);
    if (userId === null) return 'finished';
    return this.results.inUserTransaction(userId, async (manager) => {
      const held = await db.stravaImports.lockStravaImport(manager, importId);
      if (!held || held.state === 'done' || held.state === 'failed') return 'finished';
      const finish = async (stage: db.stravaImports.StravaImportStage) => {
        await db.stravaImports.setStravaImportStage(manager, importId, stage);
        return 'finished' as const;
      };
      const owner = await this.results.ownerOf(manager, held.userId);
      if (!owner) return finish({ state: 'failed', error: 'notConnected' });
      if (!owner.readsActivities) return finish({ state: 'failed', error: 'noActivityAccess' });
      const event = runningEvent(owner);
      if (!event) return finish({ state: 'failed', error: 'noEvent' });

      const days = { from: held.dateFrom > event.dateFrom ? held.dateFrom : event.dateFrom, to: event.dateTo };
      if (held.webhookResync) await this.pacing.resyncRead();
      const listed = await this.api.withAccessToken(held.userId, (token) =>
        this.api.client.listActivities(token, { ...listedBounds(days.from, days.to), page: held.nextPage, perPage: PER_PAGE }),
      );
      // Strava may answer a page short of per_page before the last: only an empty page ends the list.
      if (listed.length === 0) return this.listingEnded(manager, held, owner, days, requestId);
      // an activity a shift showed on an earlier page too is taken once
      const unseen = await db.stravaImports.recordStravaImportListed(manager, importId, listed.map((activity) => String(activity.id)));
      const words = listed.filter((activity) => unseen.has(String(activity.id))).map((activity) => ({ stravaId: String(activity.id), activity }));
      const outcomes = await this.results.apply(manager, owner, words, requestId);
      await db.stravaImports.recordStravaImportPage(manager, importId, pageCounts(outcomes));
      return 'more';
    });
  }

  /**
   * What no page listed was deleted or hidden on Strava while its webhooks did not reach us, or
   * slipped past a page boundary as the list shifted: after the first listing the import lists
   * again, and what neither listed is removed.
   */
  private async listingEnded(
    manager: EntityManager,
    held: StravaImport,
    owner: StravaOwner,
    days: { from: string; to: string | null },
    requestId: string | null,
  ): Promise<PageStep> {
    const gone = await db.stravaImports.stravaResultsNotListed(manager, held.id, days);
    if (gone.length > 0 && !held.confirming) {
      await db.stravaImports.startStravaImportConfirmation(manager, held.id);
      return 'more';
    }
    const outcomes = await this.results.apply(manager, owner, gone.map((stravaId) => ({ stravaId, activity: null })), requestId);
    await db.stravaImports.recordStravaImportRemovals(manager, held.id, outcomes.filter((outcome) => outcome === 'removed').length);
    await db.stravaImports.setStravaImportStage(manager, held.id, { state: 'done' });
    return 'finished';
  }

  /** What stopped a page, on the import's row: a wait for Strava, a dead grant, no activity access, or (on the job's last attempt) anything else. */
  private async stopped(importId: number, error: unknown, lastAttempt: boolean, requestId: string | null): Promise<void> {
    const retryAt = stravaRetryAt(error);
    let stage: db.stravaImports.StravaImportStage | null = null;
    if (retryAt) stage = { state: 'waiting', resumesAt: retryAt };
    else if (grantGone(error)) {
      const userId = await this.userOf(importId);
      if (userId !== null) await this.grants.onRevoked(userId, requestId);
      stage = { state: 'failed', error: 'grantGone' };
    } else if (noActivityAccess(error)) stage = { state: 'failed', error: 'noActivityAccess' };
    else if (lastAttempt) {
      this.logger.error(`Strava re-import ${importId} failed: ${(error as Error).stack ?? String(error)}`);
      stage = { state: 'failed', error: 'unexpected' };
    }
    if (!stage) return;
    await db.stravaImports.setStravaImportStage(this.dataSource.manager, importId, stage);
    await this.announce(importId);
  }

  /** When the import may go on: set while it waits for Strava's budget, or for the end of the window a webhook re-sync collapsed events of. */
  private async resumesAt(importId: number): Promise<Date | null> {
    return db.stravaImports.stravaImportResumesAt(this.dataSource.manager, importId);
  }

  /** Whose activities the import fetches; null once it is gone (with its user). */
  private async userOf(importId: number): Promise<number | null> {
    return db.stravaImports.stravaImportUser(this.dataSource.manager, importId);
  }

  private async announce(importId: number): Promise<void> {
    const item = await db.stravaImports.stravaImportItem(this.dataSource.manager, importId);
    if (item) this.live.stravaImport(item);
  }
}

/**
 * The listing's bounds (epoch seconds) around the days from `dateFrom` to `dateTo` in Warsaw,
 * widened to whole UTC dates: the import rules keep only the event's Warsaw days. Fixed for the
 * import's whole run (the event's dates are locked once it started), so its pages stay the same.
 */
function listedBounds(dateFrom: string, dateTo: string | null): { after: number; before?: number } {
  const utcMidnight = (day: string) => Date.parse(`${day}T00:00:00Z`) / 1000;
  return { after: utcMidnight(dateFrom) - WARSAW_OFFSET_MAX_S, before: dateTo === null ? undefined : utcMidnight(addDays(dateTo, 1)) };
}

function pageCounts(outcomes: StravaOutcome[]): { imported: number; skipped: Partial<Record<StravaSkipReason, number>> } {
  const skipped: Partial<Record<StravaSkipReason, number>> = {};
  let imported = 0;
  for (const outcome of outcomes) {
    if (outcome === 'imported') imported++;
    else if (outcome !== 'removed' && outcome !== 'absent') skipped[outcome] = (skipped[outcome] ?? 0) + 1;
  }
  return { imported, skipped };
}
