import type { EntityManager } from 'typeorm';
import { QUEUES, type JobData, type StravaWebhookEvent } from '@lesne/contracts';
import { prepared, queryPrepared } from '../prepared-sql';

/**
 * The outbox row of a webhook event, written only when the event names our subscription and an
 * athlete connected to us. One statement whether it writes or not, so an event queued and one
 * dropped cost the API the same work; and its commit does not wait for the disk (this
 * transaction only), which only a written row would wait for. Postgres has it on disk within a
 * fraction of a second; a Postgres crash in that moment loses the event as if Strava had not
 * delivered it, and a re-import brings it back.
 */
const QUEUE_WEBHOOK_EVENT = prepared(`
  INSERT INTO outbox_message (queue, job_name, payload, request_id)
  SELECT $1, 'strava.webhook', $2, $3
    FROM (SELECT set_config('synchronous_commit', 'off', true)) AS commit_without_waiting_for_disk
   WHERE EXISTS (SELECT 1 FROM strava_subscription WHERE id = $4)
     AND EXISTS (SELECT 1 FROM strava_connection WHERE athlete_id = $5)
  RETURNING id`);

/** Queues a Strava webhook event for the workers when it is ours to take; answers whether it was. */
export async function queueStravaWebhookEvent(manager: EntityManager, event: StravaWebhookEvent, requestId: string | null): Promise<boolean> {
  const payload: JobData<'strava.webhook'> = { event };
  const written = await queryPrepared<Array<{ id: number }>>(manager, QUEUE_WEBHOOK_EVENT, [
    QUEUES.strava,
    JSON.stringify(payload),
    requestId,
    event.subscription_id,
    event.owner_id,
  ]);
  return written.length === 1;
}
