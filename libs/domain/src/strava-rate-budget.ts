import { stravaHeader } from './strava-headers';

/** Strava's two windows as [15-minute, daily] request counts, for all requests and for reads (docs/product.md#strava-rate-limits). */
export type RateWindows = { overall: [number, number]; read: [number, number] };

export interface StravaRateState {
  limit: RateWindows;
  usage: RateWindows;
  /** when the usage was read: a window that has ended since then has been reset to 0 */
  observedAt?: Date;
}

/** Strava's short window; its windows start at :00, :15, :30 and :45. */
export const STRAVA_SHORT_WINDOW_MS = 15 * 60_000;
/** Strava's day (from midnight UTC) is 96 short windows, and so is the simulator's scaled-down one. */
export const SHORT_WINDOWS_PER_DAY = 96;

/**
 * Requests kept free in every window, as statistics-for-strava does (it stops at limit - 1): the
 * usage we go by is the one Strava reported on the last response, so it can trail Strava's own
 * count by a request sent meanwhile, and a request over the limit still counts toward the day.
 */
export const STRAVA_BUDGET_SAFETY = 1;

const RATE_HEADERS = {
  limit: { overall: 'X-RateLimit-Limit', read: 'X-ReadRateLimit-Limit' },
  usage: { overall: 'X-RateLimit-Usage', read: 'X-ReadRateLimit-Usage' },
} as const;

/** a pair of its own, so raising one bucket's usage (after a 429) leaves the other's as Strava told it */
const copy = ([short, daily]: [number, number]): [number, number] => [short, daily];

/** "short,daily": two whole numbers. */
function parsePair(value: string | undefined): [number, number] | null {
  const match = value === undefined ? null : /^\s*(\d+)\s*,\s*(\d+)\s*$/.exec(value);
  return match ? [Number(match[1]), Number(match[2])] : null;
}

/**
 * The rate headers of a Strava response (`get` is e.g. Headers.get), or null when the overall
 * ones are missing or malformed. An answer without the read headers, as Strava's were before it
 * had a read limit, knows one limit for every call: reads are then held to the overall one.
 */
export function parseStravaRateHeaders(get: (name: string) => string | null | undefined): { limit: RateWindows; usage: RateWindows } | null {
  const pair = (name: string) => parsePair(stravaHeader(get, name));
  const [limitOverall, usageOverall] = [pair(RATE_HEADERS.limit.overall), pair(RATE_HEADERS.usage.overall)];
  if (!limitOverall || !usageOverall) return null;
  const [limitRead, usageRead] = [pair(RATE_HEADERS.limit.read), pair(RATE_HEADERS.usage.read)];
  const read = limitRead && usageRead ? { limit: limitRead, usage: usageRead } : { limit: copy(limitOverall), usage: copy(usageOverall) };
  return { limit: { overall: limitOverall, read: read.limit }, usage: { overall: usageOverall, read: read.usage } };
}

/** The start of the short window `now` falls in: windows are multiples of `windowMs` since the epoch (15 minutes: :00, :15, :30, :45). */
export function shortWindowStart(now: Date, windowMs = STRAVA_SHORT_WINDOW_MS): Date {
  return new Date(Math.floor(now.getTime() / windowMs) * windowMs);
}

export function nextShortWindow(now: Date, windowMs = STRAVA_SHORT_WINDOW_MS): Date {
  return new Date(shortWindowStart(now, windowMs).getTime() + windowMs);
}

/** The start of the day window: 96 short windows since the epoch, which unscaled is midnight UTC (Unix time has no leap seconds). */
export function dayWindowStart(now: Date, windowMs = STRAVA_SHORT_WINDOW_MS): Date {
  return shortWindowStart(now, windowMs * SHORT_WINDOWS_PER_DAY);
}

export function nextDayWindow(now: Date, windowMs = STRAVA_SHORT_WINDOW_MS): Date {
  return nextShortWindow(now, windowMs * SHORT_WINDOWS_PER_DAY);
}

/** A read is counted in both buckets; anything else (an upload) in the overall one only. */
const BUCKETS_CHARGED: Readonly<Record<'read' | 'overall', readonly (keyof RateWindows)[]>> = {
  read: ['read', 'overall'],
  overall: ['overall'],
};

const WINDOWS = [
  { index: 0, start: shortWindowStart, next: nextShortWindow },
  { index: 1, start: dayWindowStart, next: nextDayWindow },
] as const;

/**
 * null when a request of this kind may go now; else when the last of the full windows it
 * needs resets. A window is full when the next request would leave fewer than
 * STRAVA_BUDGET_SAFETY free (usage above the limit, as after a 429, is full too).
 */
export function budgetWait(state: StravaRateState, kind: 'read' | 'overall', now: Date, windowMs = STRAVA_SHORT_WINDOW_MS): Date | null {
  let resumeAt: Date | null = null;
  for (const bucket of BUCKETS_CHARGED[kind]) {
    for (const window of WINDOWS) {
      const reset = state.observedAt !== undefined && window.start(state.observedAt, windowMs) < window.start(now, windowMs);
      const used = reset ? 0 : state.usage[bucket][window.index];
      if (used + STRAVA_BUDGET_SAFETY < state.limit[bucket][window.index]) continue;
      const next = window.next(now, windowMs);
      if (resumeAt === null || next > resumeAt) resumeAt = next;
    }
  }
  return resumeAt;
}
