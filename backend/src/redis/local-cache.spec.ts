import type { CacheChannel } from '@lesne/contracts';
import type { CacheInvalidation } from './cache-invalidation';
import { LocalCache } from './local-cache';

/** The messages a real CacheInvalidation would deliver from Redis, delivered by hand. */
class Messages {
  live = true;
  private readonly forgets: Array<(id: string) => void> = [];
  private readonly resets: Array<() => void> = [];

  listen(_channel: CacheChannel, forget: (id: string) => void, reset: () => void): void {
    this.forgets.push(forget);
    this.resets.push(reset);
  }

  changed(id: string): void {
    this.forgets.forEach((forget) => forget(id));
  }

  reconnected(): void {
    this.resets.forEach((reset) => reset());
  }
}

function deferred<T>(): { promise: Promise<T>; resolve: (value: T) => void } {
  let resolve!: (value: T) => void;
  const promise = new Promise<T>((done) => (resolve = done));
  return { promise, resolve };
}

describe('LocalCache', () => {
  let messages: Messages;
  let cache: LocalCache<{ n: number }>;
  let loads: number;
  const load = () => Promise.resolve({ n: ++loads });

  beforeEach(() => {
    messages = new Messages();
    cache = new LocalCache(messages as unknown as CacheInvalidation, { channels: ['totals'], ttlMs: 60_000, max: 100 });
    loads = 0;
  });

  it('loads once for concurrent misses and keeps the value', async () => {
    const values = await Promise.all([cache.get(1, 'page', load), cache.get(1, 'page', load)]);
    expect(values).toEqual([{ n: 1 }, { n: 1 }]);
    expect(await cache.get(1, 'page', load)).toEqual({ n: 1 });
    expect(loads).toBe(1);
  });

  it("forgets only the group a message names, and every group with '*' or after a reconnect", async () => {
    await cache.get(1, 'page', load);
    await cache.get(2, 'page', load);
    messages.changed('1');
    expect(await cache.get(1, 'page', load)).toEqual({ n: 3 });
    expect(await cache.get(2, 'page', load)).toEqual({ n: 2 });
    messages.changed('*');
    expect(await cache.get(2, 'page', load)).toEqual({ n: 4 });
    messages.reconnected();
    expect(await cache.get(2, 'page', load)).toEqual({ n: 5 });
  });

  it.each([
    ['its group', '1'],
    ["every group ('*')", '*'],
  ])('answers a load under way when %s changed with that load, and never serves it again', async (_, changed) => {
    const slow = deferred<{ n: number }>();
    const inFlight = cache.get(1, 'page', () => slow.promise);
    messages.changed(changed);
    slow.resolve({ n: 0 });
    expect(await inFlight).toEqual({ n: 0 });
    expect(await cache.get(1, 'page', load)).toEqual({ n: 1 });
  });

  it('keeps nothing while the messages do not arrive', async () => {
    messages.live = false;
    await cache.get(1, 'page', load);
    await cache.get(1, 'page', load);
    expect(loads).toBe(2);
  });

  it('keeps no failed load', async () => {
    await expect(cache.get(1, 'page', () => Promise.reject(new Error('database down')))).rejects.toThrow('database down');
    expect(await cache.get(1, 'page', load)).toEqual({ n: 1 });
  });
});
