import { Not, type EntityManager } from 'typeorm';
import { QUEUES, type JobData, type StravaWebhookEvent } from '@lesne/contracts';
import { StravaSubscription } from '../entities';
import { prepared, queryPrepared } from '../prepared-sql';

/**
 * The outbox row of a webhook event, written only when the event names our subscription and an
 * athlete connected to us. One statement whether it writes or not, so an event queued and one
 * dropped cost the API nearly the same work. A queued one's commit still waits for the disk (a
 * millisecond or so): an event we answered is never lost, and the limit on misses per address
 * (docs/limits.md) leaves too few tries to tell that millisecond from the network's noise.
 */
const QUEUE_WEBHOOK_EVENT = prepared(`
  INSERT INTO outbox_message (queue, job_name, payload, request_id)
  SELECT $1, 'strava.webhook', $2, $3
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

/** Keeps Strava's subscription `id` as the one of our callback address, forgetting the address's older ids (known dead). */
export async function keepStravaSubscription(manager: EntityManager, id: string, callbackUrl: string): Promise<void> {
  await manager.delete(StravaSubscription, { callbackUrl, id: Not(id) });
  await manager.upsert(StravaSubscription, { id, callbackUrl }, ['id']);
}
