/** [15-minute, daily] pairs, as Strava's headers write them. */
export interface RateLimits {
  overall: [number, number];
  read: [number, number];
}

export const STRAVA_DEFAULT_LIMITS: RateLimits = { overall: [200, 2000], read: [100, 1000] };
export const FIFTEEN_MINUTES_MS = 15 * 60_000;
/** A day is 96 quarter-hours, so a scaled short window scales the daily one alike. */
const SHORT_WINDOWS_A_DAY = 96;

class WindowCounter {
  private window = -1;
  count = 0;

  constructor(private readonly lengthMs: number) {}

  current(nowMs: number): number {
    const window = Math.floor(nowMs / this.lengthMs);
    if (window !== this.window) {
      this.window = window;
      this.count = 0;
    }
    return this.count;
  }

  add(nowMs: number): void {
    this.current(nowMs);
    this.count += 1;
  }
}

/**
 * The application's budget: windows aligned to the epoch, so unscaled the short one turns at
 * :00/:15/:30/:45 and the daily one at midnight UTC. Every call counts, also the refused ones.
 */
export class RateLimiter {
  private readonly overall: [WindowCounter, WindowCounter];
  private readonly read: [WindowCounter, WindowCounter];

  constructor(
    private readonly limits: RateLimits,
    shortWindowMs: number,
    private readonly nowMs: () => number,
  ) {
    const counters = (): [WindowCounter, WindowCounter] => [new WindowCounter(shortWindowMs), new WindowCounter(shortWindowMs * SHORT_WINDOWS_A_DAY)];
    this.overall = counters();
    this.read = counters();
  }

  /** Counts one call; answers whether it is over a limit (a 429). Reads are limited by both buckets. */
  count(isRead: boolean): boolean {
    const now = this.nowMs();
    const buckets = isRead ? (['overall', 'read'] as const) : (['overall'] as const);
    for (const bucket of buckets) for (const counter of this[bucket]) counter.add(now);
    return buckets.some((bucket) => this[bucket].some((counter, index) => counter.count > this.limits[bucket][index]));
  }

  usage(): RateLimits {
    const now = this.nowMs();
    const of = (pair: [WindowCounter, WindowCounter]): [number, number] => [pair[0].current(now), pair[1].current(now)];
    return { overall: of(this.overall), read: of(this.read) };
  }

  headers(): Record<string, string> {
    const usage = this.usage();
    return {
      'X-RateLimit-Limit': this.limits.overall.join(','),
      'X-RateLimit-Usage': usage.overall.join(','),
      'X-ReadRateLimit-Limit': this.limits.read.join(','),
      'X-ReadRateLimit-Usage': usage.read.join(','),
    };
  }
}
