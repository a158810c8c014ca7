import { LRUCache } from 'lru-cache';
import { ALL_CHANGED, type CacheChannel } from '@lesne/contracts';
import type { CacheInvalidation } from './cache-invalidation';

interface Options {
  /** messages on these channels name the group that changed */
  channels: CacheChannel[];
  ttlMs: number;
  max: number;
}

/**
 * Values this API copy keeps per group (a company, a user) until a message names the group,
 * for ttlMs at most. Concurrent misses share one load. Forgetting a group moves it to a new
 * generation, so a load that was under way when the message came is never served again.
 */
export class LocalCache<V extends NonNullable<unknown>> {
  private readonly entries: LRUCache<string, V, () => Promise<V>>;
  private readonly generations = new Map<string, number>();
  private epoch = 0;

  constructor(
    private readonly invalidation: CacheInvalidation,
    { channels, ttlMs, max }: Options,
  ) {
    this.entries = new LRUCache({ max, ttl: ttlMs, fetchMethod: (_key, _stale, { context }) => context() });
    for (const channel of channels) invalidation.listen(channel, (group) => this.forget(group), () => this.forget(ALL_CHANGED));
  }

  async get(group: number, key: string, load: () => Promise<V>): Promise<V> {
    if (!this.invalidation.live) return load();
    const entryKey = `${this.epoch}/${group}/${this.generations.get(String(group)) ?? 0}/${key}`;
    // A kept value is answered at once: lru-cache's fetch, which a hit does not need, costs the hot paths several promises.
    return this.entries.get(entryKey) ?? ((await this.entries.fetch(entryKey, { context: load })) as V);
  }

  private forget(group: string): void {
    if (group === ALL_CHANGED) {
      // A new epoch, not entries.clear(): clearing aborts the loads under way, and their callers would get nothing.
      this.epoch += 1;
      this.generations.clear();
      return;
    }
    this.generations.set(group, (this.generations.get(group) ?? 0) + 1);
  }
}
