import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import type { Job } from 'bullmq';
import type { DataSource } from 'typeorm';
import type { StravaWebhookEvent } from '@lesne/contracts';
import { db } from '@lesne/db';
import type { JobContext } from '../queue-worker';
import { grantGone, noActivityAccess, StravaApi } from './strava-api';
import { StravaGrants } from './strava-grants';
import { runningEvent, StravaResults, type StravaOutcome } from './strava-results';
import { delayJob, stravaRetryAt } from './strava-wait';
import { WebhookPacing } from './webhook-pacing';

/**
 * What a webhook event did, for the job's return value and log: besides an activity's outcome,
 * 'covered' (a call about the same object after it arrived saw what it announced), 'resync' (it
 * collapsed into a re-sync of the owner's activities), 'stillAuthorized' (a deauthorization
 * Strava did not confirm).
 */
export type WebhookOutcome = StravaOutcome | 'notConnected' | 'deauthorized' | 'stillAuthorized' | 'ignored' | 'covered' | 'resync';

/**
 * Strava's webhook events. An event is unsigned and carries no data, and may come twice, late or
 * out of order, so none is trusted: an activity's create, update or delete fetches the activity
 * as Strava has it now and applies that (only Strava no longer having it removes the result), and
 * a deauthorization is taken only when Strava refuses the user's grant. Whatever the order and
 * number of deliveries, and whoever posts them, the result ends as Strava's activity is. What the
 * events make us read stays within their share of the budget (WebhookPacing).
 */
@Injectable()
export class StravaWebhooks {
  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly api: StravaApi,
    private readonly results: StravaResults,
    private readonly grants: StravaGrants,
    private readonly pacing: WebhookPacing,
  ) {}

  async handle(event: StravaWebhookEvent, { job, requestId }: JobContext): Promise<WebhookOutcome> {
    const userId = await db.stravaConnections.athleteHolder(this.dataSource.manager, String(event.owner_id));
    if (userId === null) return 'notConnected';
    try {
      if (event.object_type === 'athlete') return await this.deauthorization(event, userId, job, requestId);
      return await this.activity(event, userId, job, requestId);
    } catch (error) {
      const retryAt = stravaRetryAt(error);
      if (retryAt) await delayJob(job, retryAt);
      if (noActivityAccess(error)) return 'ignored';
      if (!grantGone(error)) throw error;
      await this.grants.onRevoked(userId, requestId);
      return 'notConnected';
    }
  }

  private async deauthorization(event: StravaWebhookEvent, userId: number, job: Job, requestId: string | null): Promise<WebhookOutcome> {
    if (event.updates.authorized !== 'false') return 'ignored';
    const turn = await this.pacing.turn(event, job, false);
    if (turn === 'covered') return 'covered';
    // the owner's calls this window are spent: checked in the next one, never dropped
    if (turn === 'collapse') await delayJob(job, this.pacing.windowEnd());
    if (!(await this.grants.refused(userId))) return 'stillAuthorized';
    await this.grants.onRevoked(userId, requestId);
    return 'deauthorized';
  }

  private async activity(event: StravaWebhookEvent, userId: number, job: Job, requestId: string | null): Promise<WebhookOutcome> {
    const stravaId = String(event.object_id);
    const [outcome] = await this.results.inUserTransaction(userId, async (manager): Promise<WebhookOutcome[]> => {
      const owner = await this.results.ownerOf(manager, userId);
      if (!owner) return ['notConnected'];
      if (!owner.readsActivities) return ['ignored'];
      // outside a running event Strava's word changes no result: nothing to read
      const running = runningEvent(owner);
      if (!running) return ['noEvent'];
      const turn = await this.pacing.turn(event, job, true);
      if (turn === 'covered') return ['covered'];
      if (turn === 'collapse') {
        await db.stravaImports.queueStravaResync(manager, { userId, dateFrom: running.dateFrom, startsAt: this.pacing.windowEnd() }, requestId);
        return ['resync'];
      }
      // a delete is asked of Strava too: only its 404 removes the result, and one it still has is applied as it is
      const activity = await this.api.withAccessToken(userId, (token) => this.api.client.getActivity(token, stravaId));
      return this.results.apply(manager, owner, [{ stravaId, activity }], requestId);
    });
    return outcome;
  }
}
