import type { ActivityTypeKey, StravaAccessType, StravaSkipReason } from '@lesne/contracts';
import { warsawDay } from './calendar';

/**
 * Strava's sport_type values (docs/product.md#strava-activities) by the activity type they count as.
 * Every value not listed here, today's team and racket sports, gym work and the types Strava
 * adds later, counts as 'other'.
 * - E-bikes and velomobiles are pedalled bicycles, so they count against the bike ratio.
 * - Handcycle is 'wheelchair', not 'ride': a handcycle is driven by the arms, it is how
 *   wheelchair users cycle (the Paralympic discipline of athletes who race in wheelchairs),
 *   and its speeds are a wheelchair racer's, not a cyclist's; the bike ratio (by default 20 km
 *   a tree against 5) would value an arm-powered kilometre like a pedalled one.
 * - RollerSki is 'skate': cross-country skis on wheels, on tarmac, moved like inline skates.
 */
const SPORT_TYPES_BY_ACTIVITY_TYPE: Readonly<Record<Exclude<ActivityTypeKey, 'other'>, readonly string[]>> = {
  ride: ['Ride', 'MountainBikeRide', 'GravelRide', 'EBikeRide', 'EMountainBikeRide', 'VirtualRide', 'Velomobile'],
  run: ['Run', 'TrailRun', 'VirtualRun'],
  walk: ['Walk', 'Hike'],
  swim: ['Swim'],
  skate: ['InlineSkate', 'IceSkate', 'RollerSki'],
  winterSports: ['AlpineSki', 'BackcountrySki', 'NordicSki', 'Snowboard', 'Snowshoe'],
  waterSports: ['Canoeing', 'Kayaking', 'Rowing', 'VirtualRow', 'StandUpPaddling', 'Surfing', 'Kitesurf', 'Windsurf', 'Sail'],
  wheelchair: ['Wheelchair', 'Handcycle'],
};

const ACTIVITY_TYPE_BY_SPORT_TYPE: ReadonlyMap<string, ActivityTypeKey> = new Map(
  Object.entries(SPORT_TYPES_BY_ACTIVITY_TYPE).flatMap(([typeKey, sportTypes]) =>
    sportTypes.map((sportType) => [sportType, typeKey as ActivityTypeKey] as const),
  ),
);

/** Sport types recorded on an app's virtual course rather than a way travelled. */
const VIRTUAL_SPORT_TYPES: ReadonlySet<string> = new Set(['VirtualRide', 'VirtualRun', 'VirtualRow']);

const FULL_ACTIVITY_SCOPE = 'activity:read_all';
const ACTIVITY_SCOPES: ReadonlySet<string> = new Set(['activity:read', FULL_ACTIVITY_SCOPE]);

/** Our activity type of a Strava sport_type (matched exactly, as Strava spells them). */
export function activityTypeForSport(sportType: string): ActivityTypeKey {
  return ACTIVITY_TYPE_BY_SPORT_TYPE.get(sportType) ?? 'other';
}

/** Strava's distance (metres, a float) as our km: two decimals, halves rounded up. */
export function metresToKm(metres: number): number {
  // metres / 10 is the distance in hundredths of a km, so one rounding gives the two decimals
  return Math.round(metres / 10) / 100;
}

function grantedScopes(scope: string): string[] {
  return scope.split(',').map((granted) => granted.trim());
}

/** 'full' when the user granted activity:read_all (Only You activities too), else 'restricted'. */
export function accessTypeFromScope(scope: string): StravaAccessType {
  return grantedScopes(scope).includes(FULL_ACTIVITY_SCOPE) ? 'full' : 'restricted';
}

/** Whether the granted scopes let us list activities at all (and receive their webhooks). */
export function hasActivityAccess(scope: string): boolean {
  return grantedScopes(scope).some((granted) => ACTIVITY_SCOPES.has(granted));
}

/**
 * The scopes a grant carries, from the scopes the redirect claimed and what Strava answered when
 * asked for the grant's activities (null: Strava could not say now). Strava's answer wins: a
 * refusal leaves no activity scope, whatever the claim; an answer means activities are readable
 * (at least activity:read) even if the claim left it out. Whether Only You activities are too
 * (activity:read_all) no answer tells, so that part of the claim stands.
 */
export function confirmedScope(claimed: string, readsActivities: boolean | null): string {
  const scopes = claimed === '' ? [] : grantedScopes(claimed);
  if (readsActivities === false) return scopes.filter((scope) => !ACTIVITY_SCOPES.has(scope)).join(',');
  if (readsActivities === true && !hasActivityAccess(claimed)) return [...scopes, 'activity:read'].join(',');
  return scopes.join(',');
}

/** Ridden on a trainer or recorded in a virtual world: no way was travelled. */
export function isVirtual(activity: { sport_type: string; trainer: boolean }): boolean {
  return activity.trainer || VIRTUAL_SPORT_TYPES.has(activity.sport_type);
}

export interface StravaImportInput {
  activity: { sport_type: string; distance: number; start_date: string; private: boolean; trainer: boolean };
  /** the event's days (YYYY-MM-DD, Europe/Warsaw); dateTo null: no end date */
  event: { dateFrom: string | null; dateTo: string | null };
  accessType: StravaAccessType;
  /** the company counts virtual and trainer activities */
  countVirtual: boolean;
}

export type StravaImportDecision =
  | { import: true; day: string; km: number; typeKey: ActivityTypeKey; startTime: Date }
  | { import: false; reason: StravaSkipReason };

/**
 * Whether one listed Strava activity becomes a result, and as what. Its day is the Warsaw day it
 * started (start_date is true UTC; start_date_local only looks like it). An event without a start
 * date has not been scheduled, so nothing falls inside it. A closed event and the tree limit are
 * decided where the event's state is read.
 */
export function stravaImportDecision(input: StravaImportInput): StravaImportDecision {
  const { activity, event } = input;
  const startTime = new Date(activity.start_date);
  const day = warsawDay(startTime);
  if (event.dateFrom === null || day < event.dateFrom || (event.dateTo !== null && day > event.dateTo)) {
    return { import: false, reason: 'outsideEvent' };
  }
  if (activity.private && input.accessType !== 'full') return { import: false, reason: 'private' };
  if (!input.countVirtual && isVirtual(activity)) return { import: false, reason: 'virtual' };
  const km = metresToKm(activity.distance);
  // Yoga, a gym session: no kilometres, so nothing to plant trees for.
  if (km <= 0) return { import: false, reason: 'noDistance' };
  return { import: true, day, km, typeKey: activityTypeForSport(activity.sport_type), startTime };
}

/**
 * How often a participant may ask for their own Strava re-sync: each one lists their event's
 * activities again from the read budget every user shares, so once an hour is enough to catch a
 * missed webhook and little enough for a Standard app's budget.
 */
export const OWN_RESYNC_EVERY_MS = 60 * 60_000;

/** When the user may ask for their own re-sync again, given when they last asked for an import of theirs (connecting asks for one); null: now. */
export function ownResyncAvailableAt(lastOwnRequestAt: Date | null, now: Date): Date | null {
  if (lastOwnRequestAt === null) return null;
  const availableAt = new Date(lastOwnRequestAt.getTime() + OWN_RESYNC_EVERY_MS);
  return availableAt > now ? availableAt : null;
}
