import type { StravaConnectBlock } from '@lesne/contracts';
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

/** The app's places: taken and all. */
export interface StravaPlaces {
  taken: number;
  limit: number;
}

/**
 * Whether a new athlete can connect. The places taken are the larger of our own links and what
 * Strava last reported (it counts athletes we may have forgotten), against Strava's reported cap
 * or, until it reports one, the tier's cap we were told.
 */
export function stravaConnectAvailability(input: { appInactive: boolean; linked: number; reported: StravaCapacity | null; configuredLimit: number }): {
  places: StravaPlaces;
  blocked: StravaConnectBlock | null;
} {
  const places = { taken: Math.max(input.linked, input.reported?.usage ?? 0), limit: input.reported?.limit ?? input.configuredLimit };
  const blocked = input.appInactive ? 'appInactive' : places.taken >= places.limit ? 'athleteCap' : null;
  return { places, blocked };
}
