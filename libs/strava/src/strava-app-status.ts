import type Redis from 'ioredis';

/**
 * A refusal is seen again within the jobs' wait for an inactive app (an hour, StravaClient):
 * the mark outlives that, and ends by itself when nobody has called Strava for longer.
 */
const MARK_TTL_MS = 2 * 60 * 60_000;

/**
 * Whether Strava refuses our app as a whole (403 Application Status Inactive: its owner's
 * subscription lapsed), as every API and worker copy last saw it, through a Redis mark. A copy
 * that saw the refusal, or read the mark, takes it away at its next answer from Strava that is
 * not that refusal; other answers cost nothing.
 */
export class StravaAppStatus {
  private marked = false;

  constructor(
    private readonly redis: Redis,
    private readonly prefix: string,
  ) {}

  async refused(now = new Date()): Promise<void> {
    this.marked = true;
    await this.redis.set(this.key(), now.toISOString(), 'PX', MARK_TTL_MS);
  }

  async answered(): Promise<void> {
    if (!this.marked) return;
    this.marked = false;
    await this.redis.del(this.key());
  }

  /** Since when Strava has refused the app; null when it does not. */
  async inactiveSince(): Promise<Date | null> {
    const since = await this.redis.get(this.key());
    if (since !== null) this.marked = true;
    return since === null ? null : new Date(since);
  }

  private key(): string {
    return `${this.prefix}:strava:app-inactive`;
  }
}
