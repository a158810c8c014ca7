import type Redis from 'ioredis';
import {
  budgetWait,
  dayWindowStart,
  nextDayWindow,
  nextShortWindow,
  parseStravaCapacityHeaders,
  parseStravaRateHeaders,
  type RateWindows,
  type StravaCapacity,
  shortWindowStart,
  STRAVA_BUDGET_SAFETY,
  STRAVA_SHORT_WINDOW_MS,
} from '@lesne/domain';
import { StravaError } from './strava-error';

/** Which of Strava's limits a call counts against: 'read' (every endpoint but uploads) counts in 'overall' too. */
export type StravaCallKind = 'read' | 'overall';
type Bucket = keyof RateWindows;

/** Response headers, as fetch's Headers gives them. */
export interface HeaderSource {
  get(name: string): string | null;
}

/** The app's capacity as Strava last reported it. */
export interface StravaCapacityReport extends StravaCapacity {
  seenAt: Date;
}

/** Strava's defaults until its headers say otherwise (docs/product.md#strava-rate-limits). */
const DEFAULT_LIMITS: RateWindows = { overall: [200, 2000], read: [100, 1000] };
/** The counters in the order the scripts take them: each bucket's short window, then its day. */
const COUNTERS: Array<{ bucket: Bucket; window: 0 | 1 }> = [
  { bucket: 'overall', window: 0 },
  { bucket: 'overall', window: 1 },
  { bucket: 'read', window: 0 },
  { bucket: 'read', window: 1 },
];
/** a counter outlives its window by this much, so a copy whose clock lags still finds it */
const KEY_SLACK_MS = 60_000;
/** learnt limits are forgotten a day after Strava last told them */
const LIMITS_TTL_MS = 24 * 60 * 60_000;

/**
 * KEYS[1]: the learnt limits (hash); KEYS[2..5]: the counters (COUNTERS' order).
 * ARGV[1]: the safety; then per counter: its limit's field, the default limit, whether this call
 * is charged to it (1/0), its ttl (ms). When every charged counter has room, takes one from each
 * and answers an empty list; else takes nothing and answers the four usages and the four limits.
 */
const RESERVE = `
local safety = tonumber(ARGV[1])
local usage, limits, full = {}, {}, false
for i = 1, 4 do
  local arg = 4 * i - 2
  limits[i] = tonumber(redis.call('HGET', KEYS[1], ARGV[arg]) or ARGV[arg + 1])
  usage[i] = tonumber(redis.call('GET', KEYS[i + 1]) or '0')
  if ARGV[arg + 2] == '1' and usage[i] + safety >= limits[i] then full = true end
end
if full then return {usage[1], usage[2], usage[3], usage[4], limits[1], limits[2], limits[3], limits[4]} end
for i = 1, 4 do
  local arg = 4 * i - 2
  if ARGV[arg + 2] == '1' and redis.call('INCR', KEYS[i + 1]) == 1 then redis.call('PEXPIRE', KEYS[i + 1], ARGV[arg + 3]) end
end
return {}
`;

/**
 * KEYS[1]: the learnt limits (hash); KEYS[2..]: counters. ARGV[1]: the hash's ttl (ms); then per
 * counter: its limit's field, the limit Strava reported, the usage it reported, the counter's ttl (ms).
 * Raises each counter to the usage, never lowers it: calls in flight are not in Strava's figure yet.
 */
const RAISE = `
for i = 1, #KEYS - 1 do
  local arg = 4 * i - 2
  redis.call('HSET', KEYS[1], ARGV[arg], ARGV[arg + 1])
  local usage = tonumber(ARGV[arg + 2])
  if usage > tonumber(redis.call('GET', KEYS[i + 1]) or '0') then redis.call('SET', KEYS[i + 1], usage, 'PX', ARGV[arg + 3]) end
end
redis.call('PEXPIRE', KEYS[1], ARGV[1])
`;

/** KEYS[1]: the capacity report (hash): one athlete fewer, never below none, when there is a report. */
const CAPACITY_FREED = `
local usage = tonumber(redis.call('HGET', KEYS[1], 'usage'))
if usage and usage > 0 then redis.call('HSET', KEYS[1], 'usage', usage - 1) end
`;

type RedisWithScripts = Redis & {
  stravaBudgetReserve(...args: Array<string | number>): Promise<number[]>;
  stravaBudgetRaise(...args: Array<string | number>): Promise<void>;
  stravaCapacityFreed(...args: Array<string | number>): Promise<void>;
};

/**
 * Strava's rate limits, shared by every API and worker copy through Redis: one counter per
 * bucket and window, checked and taken atomically before a call, and raised to the usage
 * Strava reports after it (Strava is the truth: it also counts calls this budget never saw).
 * Beside them, the app's capacity (connected athletes against its tier's cap) Strava last reported.
 */
export class StravaRateBudget {
  private readonly redis: RedisWithScripts;
  private readonly shortWindowMs: number;

  constructor(
    redis: Redis,
    private readonly prefix: string,
    options: { shortWindowMs?: number } = {},
  ) {
    this.shortWindowMs = options.shortWindowMs ?? STRAVA_SHORT_WINDOW_MS;
    redis.defineCommand('stravaBudgetReserve', { lua: RESERVE });
    redis.defineCommand('stravaBudgetRaise', { lua: RAISE });
    redis.defineCommand('stravaCapacityFreed', { lua: CAPACITY_FREED });
    this.redis = redis as RedisWithScripts;
  }

  /** Takes one call from the budget, or throws StravaError 'rateLimited' with when the spent windows reset. */
  async reserve(kind: StravaCallKind): Promise<void> {
    const now = new Date();
    const charged = new Set<Bucket>(kind === 'read' ? ['read', 'overall'] : ['overall']);
    const answer = await this.redis.stravaBudgetReserve(
      COUNTERS.length + 1,
      this.limitsKey(),
      ...COUNTERS.map((counter) => this.counterKey(counter, now)),
      STRAVA_BUDGET_SAFETY,
      ...COUNTERS.flatMap((counter) => [limitField(counter), DEFAULT_LIMITS[counter.bucket][counter.window], charged.has(counter.bucket) ? 1 : 0, this.counterTtl(counter, now)]),
    );
    if (answer.length === 0) return;
    const windows = (values: number[]): RateWindows => ({ overall: [values[0], values[1]], read: [values[2], values[3]] });
    const retryAt = budgetWait({ usage: windows(answer.slice(0, 4)), limit: windows(answer.slice(4)) }, kind, now, this.shortWindowMs);
    throw new StravaError('rateLimited', 429, `Strava's ${kind} budget is spent`, retryAt ?? nextShortWindow(now, this.shortWindowMs));
  }

  /** What the current windows have used and allow, taking nothing (for the operators' metrics). */
  async usage(): Promise<{ usage: RateWindows; limit: RateWindows }> {
    const now = new Date();
    const [counts, limit] = await Promise.all([this.redis.mget(COUNTERS.map((counter) => this.counterKey(counter, now))), this.learntLimits()]);
    const [overallShort, overallDay, readShort, readDay] = counts.map((count) => Number(count ?? 0));
    return { usage: { overall: [overallShort, overallDay], read: [readShort, readDay] }, limit };
  }

  /** Learns the limits and usage Strava reported with an answer, and the app's capacity when it reports that. */
  async record(headers: HeaderSource): Promise<void> {
    const state = parseStravaRateHeaders((name) => headers.get(name));
    const capacity = parseStravaCapacityHeaders((name) => headers.get(name));
    await Promise.all([
      state && this.raise(state, new Date()),
      capacity && this.redis.hset(this.capacityKey(), { limit: capacity.limit, usage: capacity.usage, seenAt: Date.now() }),
    ]);
  }

  /** A grant we revoked freed a place: the last report counts one athlete fewer until Strava's next one. */
  async placeFreed(): Promise<void> {
    await this.redis.stravaCapacityFreed(1, this.capacityKey());
  }

  /** The app's connected athletes and cap as Strava last reported them, and when; null when it never has. */
  async capacity(): Promise<StravaCapacityReport | null> {
    const seen = await this.redis.hgetall(this.capacityKey());
    return seen.seenAt ? { limit: Number(seen.limit), usage: Number(seen.usage), seenAt: new Date(Number(seen.seenAt)) } : null;
  }

  /**
   * Strava answered 429 all the same (calls this budget never saw, a clock apart). The windows
   * Strava reports spent stay refused until they reset; when it reports none (or sends no
   * headers), the call's short window does. Answers when the call may be tried again.
   */
  async refused(kind: StravaCallKind, headers: HeaderSource): Promise<Date> {
    const now = new Date();
    const told = parseStravaRateHeaders((name) => headers.get(name));
    const retryAt = told && budgetWait(told, kind, now, this.shortWindowMs);
    if (retryAt) {
      await this.raise(told, now).catch(() => undefined);
      return retryAt;
    }
    const state = told ?? { limit: await this.learntLimits().catch(() => DEFAULT_LIMITS), usage: { overall: [0, 0], read: [0, 0] } as RateWindows };
    const bucket: Bucket = kind === 'read' ? 'read' : 'overall';
    state.usage[bucket][0] = Math.max(state.usage[bucket][0], state.limit[bucket][0]);
    // Redis away: the caller still learns when to try again
    await this.raise(state, now).catch(() => undefined);
    return nextShortWindow(now, this.shortWindowMs);
  }

  private async raise(state: { limit: RateWindows; usage: RateWindows }, now: Date): Promise<void> {
    await this.redis.stravaBudgetRaise(
      COUNTERS.length + 1,
      this.limitsKey(),
      ...COUNTERS.map((counter) => this.counterKey(counter, now)),
      LIMITS_TTL_MS,
      ...COUNTERS.flatMap((counter) => [
        limitField(counter),
        state.limit[counter.bucket][counter.window],
        state.usage[counter.bucket][counter.window],
        this.counterTtl(counter, now),
      ]),
    );
  }

  private async learntLimits(): Promise<RateWindows> {
    const learnt = await this.redis.hgetall(this.limitsKey());
    const limit = (counter: (typeof COUNTERS)[number]) => Number(learnt[limitField(counter)] ?? DEFAULT_LIMITS[counter.bucket][counter.window]);
    const [overallShort, overallDay, readShort, readDay] = COUNTERS.map(limit);
    return { overall: [overallShort, overallDay], read: [readShort, readDay] };
  }

  private capacityKey(): string {
    return `${this.prefix}:strava:capacity`;
  }

  private limitsKey(): string {
    return `${this.prefix}:strava:budget:limits`;
  }

  private counterKey(counter: (typeof COUNTERS)[number], now: Date): string {
    return `${this.prefix}:strava:budget:${counter.bucket}:${counter.window === 0 ? 'short' : 'day'}:${this.windowStart(counter.window, now).getTime()}`;
  }

  private counterTtl(counter: (typeof COUNTERS)[number], now: Date): number {
    const end = counter.window === 0 ? nextShortWindow(now, this.shortWindowMs) : nextDayWindow(now, this.shortWindowMs);
    return end.getTime() - now.getTime() + KEY_SLACK_MS;
  }

  private windowStart(window: 0 | 1, now: Date): Date {
    return window === 0 ? shortWindowStart(now, this.shortWindowMs) : dayWindowStart(now, this.shortWindowMs);
  }
}

function limitField(counter: (typeof COUNTERS)[number]): string {
  return `${counter.bucket}:${counter.window === 0 ? 'short' : 'day'}`;
}
