import { stravaHeader } from './strava-headers';

/**
 * Strava says an app's capacity (its connected athletes against its tier's cap, 10 on the
 * Standard tier) comes in response headers, but not under which names: these are our
 * assumption, written by the simulator and read by the client. Check them against a real
 * answer and change them here when Strava's differ.
 */
export const STRAVA_CAPACITY_HEADERS = { limit: 'X-Athlete-Capacity-Limit', usage: 'X-Athlete-Capacity-Usage' } as const;

export interface StravaCapacity {
  /** athletes the app may have connected */
  limit: number;
  /** athletes connected now */
  usage: number;
}

/** The capacity a Strava response reports, or null when either header is missing or not a whole number. */
export function parseStravaCapacityHeaders(get: (name: string) => string | null | undefined): StravaCapacity | null {
  const number = (name: string) => /^\s*(\d+)\s*$/.exec(stravaHeader(get, name) ?? '')?.[1];
  const limit = number(STRAVA_CAPACITY_HEADERS.limit);
  const usage = number(STRAVA_CAPACITY_HEADERS.usage);
  return limit === undefined || usage === undefined ? null : { limit: Number(limit), usage: Number(usage) };
}
