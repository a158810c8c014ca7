import { DelayedError, type Job } from 'bullmq';
import { StravaError } from '@lesne/strava';

/** Jobs that all waited for one spent window do not all come back in its first second: each adds up to a tenth of its wait, at most this. */
const MAX_SPREAD_MS = 30_000;

/** Strava's budget is spent, Strava fails for now, or it refuses our app until its owner renews it: when to try again; null for any other failure. */
export function stravaRetryAt(error: unknown): Date | null {
  return error instanceof StravaError && (error.kind === 'rateLimited' || error.kind === 'unavailable' || error.kind === 'appInactive') ? error.retryAt : null;
}

/**
 * Puts the job back to wait until `until` (plus a little spread), without spending one of its
 * attempts: waiting for Strava, or for another worker copy to take over, is no failure. The
 * caller's processing ends here.
 */
export async function delayJob(job: Job, until: Date): Promise<never> {
  const waitMs = Math.max(0, until.getTime() - Date.now());
  await job.moveToDelayed(Date.now() + waitMs + Math.floor(Math.random() * Math.min(MAX_SPREAD_MS, waitMs / 10)), job.token);
  throw new DelayedError();
}
