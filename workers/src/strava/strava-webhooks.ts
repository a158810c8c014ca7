import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import type { DataSource } from 'typeorm';
import type { StravaWebhookEvent } from '@lesne/contracts';
import { StravaConnection } from '@lesne/db';
import type { JobContext } from '../queue-worker';
import { grantGone, noActivityAccess, StravaApi } from './strava-api';
import { StravaResults, type StravaOutcome } from './strava-results';
import { delayJob, stravaRetryAt } from './strava-wait';

/** What a webhook event did, for the job's return value and log. */
export type WebhookOutcome = StravaOutcome | 'notConnected' | 'deauthorized' | 'ignored';

/**
 * Strava's webhook events. An event carries no data and may come twice, late or out of order,
 * so none is trusted: a create or update fetches the activity as Strava has it now and applies
 * that (Strava no longer having it counts as a delete), a delete removes our result. Whatever
 * the order and number of deliveries, the result ends as Strava's activity is.
 */
@Injectable()
export class StravaWebhooks {
  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly api: StravaApi,
    private readonly results: StravaResults,
  ) {}

  async handle(event: StravaWebhookEvent, { job, requestId }: JobContext): Promise<WebhookOutcome> {
    const connection = await this.dataSource.getRepository(StravaConnection).findOne({ where: { athleteId: String(event.owner_id) }, select: { userId: true } });
    if (!connection) return 'notConnected';
    const { userId } = connection;
    if (event.object_type === 'athlete') {
      if (event.updates.authorized !== 'false') return 'ignored';
      // The athlete revoked us at Strava: their tokens go, their results stay.
      await this.api.tokens.forget(userId);
      return 'deauthorized';
    }
    const stravaId = String(event.object_id);
    try {
      const [outcome] = await this.results.inUserTransaction(userId, async (manager): Promise<WebhookOutcome[]> => {
        const owner = await this.results.ownerOf(manager, userId);
        if (!owner) return ['notConnected'];
        if (!owner.readsActivities) return ['ignored'];
        const activity = event.aspect_type === 'delete' ? null : await this.api.withAccessToken(userId, (token) => this.api.client.getActivity(token, stravaId));
        return this.results.apply(manager, owner, [{ stravaId, activity }], requestId);
      });
      return outcome;
    } catch (error) {
      const retryAt = stravaRetryAt(error);
      if (retryAt) await delayJob(job, retryAt);
      if (noActivityAccess(error)) return 'ignored';
      if (!grantGone(error)) throw error;
      await this.api.tokens.forget(userId);
      return 'notConnected';
    }
  }
}
