import { randomBytes } from 'node:crypto';
import Redis from 'ioredis';
import { loadConfig } from '@lesne/config';
import { StravaError } from './strava-error';
import { StravaRateBudget } from './strava-rate-budget';

const SHORT_WINDOW_MS = 60_000;
const DAY_MS = SHORT_WINDOW_MS * 96;

const prefix = `lesne-test-strava-budget-${randomBytes(4).toString('hex')}`;
const connections: Redis[] = [];

/** A budget in a copy of its own (its own Redis connection), on one shared prefix: as two worker processes. */
function copy(scope: string): StravaRateBudget {
  const redis = new Redis(loadConfig().REDIS_URL);
  connections.push(redis);
  return new StravaRateBudget(redis, `${prefix}:${scope}`, { shortWindowMs: SHORT_WINDOW_MS });
}

function headers(values: Record<string, string>): { get(name: string): string | null } {
  return new Headers(values);
}

/** Starts the test away from the end of a window, so its counts stay in one. */
async function awayFromWindowEnd(): Promise<void> {
  const left = SHORT_WINDOW_MS - (Date.now() % SHORT_WINDOW_MS);
  if (left < 5_000) await new Promise((resolve) => setTimeout(resolve, left + 50));
}

async function outcomes(calls: Array<Promise<void>>): Promise<{ let: number; refused: StravaError[] }> {
  const settled = await Promise.allSettled(calls);
  const refused = settled.flatMap((result) => (result.status === 'rejected' ? [result.reason as StravaError] : []));
  for (const refusal of refused) expect(refusal).toBeInstanceOf(StravaError);
  return { let: settled.length - refused.length, refused };
}

const nextWindow = (length: number) => new Date(Math.floor(Date.now() / length) * length + length);

beforeEach(awayFromWindowEnd);

afterAll(async () => {
  const cleaner = connections[0] ?? new Redis(loadConfig().REDIS_URL);
  const keys = await cleaner.keys(`${prefix}:*`);
  if (keys.length) await cleaner.del(...keys);
  await Promise.all(connections.map((connection) => connection.quit()));
});

describe('StravaRateBudget', () => {
  it("lets parallel callers of two copies through only up to Strava's default read limit less one", async () => {
    const [first, second] = [copy('defaults'), copy('defaults')];
    const { let: passed, refused } = await outcomes(Array.from({ length: 160 }, (_, index) => (index % 2 ? first : second).reserve('read')));
    expect(passed).toBe(99);
    expect(refused).toHaveLength(61);
    for (const refusal of refused) {
      expect(refusal.kind).toBe('rateLimited');
      expect(refusal.retryAt).toEqual(nextWindow(SHORT_WINDOW_MS));
    }
  });

  it('holds to the limits Strava reported, learnt by one copy and kept by the other', async () => {
    const [first, second] = [copy('learnt'), copy('learnt')];
    await first.record(headers({ 'X-RateLimit-Limit': '30,300', 'X-RateLimit-Usage': '0,0', 'X-ReadRateLimit-Limit': '20,200', 'X-ReadRateLimit-Usage': '0,0' }));
    expect((await outcomes(Array.from({ length: 40 }, (_, index) => (index % 2 ? first : second).reserve('read')))).let).toBe(19);
    // uploads count only against the overall limit: 19 of the 29 it lets through are taken
    expect((await outcomes(Array.from({ length: 20 }, () => second.reserve('overall')))).let).toBe(10);
  });

  it('holds reads to the overall limit when Strava reports no read limit', async () => {
    const budget = copy('overall-only');
    await budget.record(headers({ 'X-RateLimit-Limit': '12,1200', 'X-RateLimit-Usage': '0,0' }));
    expect((await outcomes(Array.from({ length: 20 }, () => budget.reserve('read')))).let).toBe(11);
  });

  it("keeps the capacity Strava last reported and when, beside the limits; null before it ever has", async () => {
    const [first, second] = [copy('capacity'), copy('capacity')];
    expect(await second.capacity()).toBeNull();
    await first.record(headers({ 'X-Athlete-Capacity-Limit': '10', 'X-Athlete-Capacity-Usage': '9' }));
    await first.record(headers({ 'X-RateLimit-Limit': '200,2000', 'X-RateLimit-Usage': '1,1' }));
    const seen = await second.capacity();
    expect(seen).toMatchObject({ limit: 10, usage: 9 });
    expect(Math.abs(seen!.seenAt.getTime() - Date.now())).toBeLessThan(5_000);
    await second.record(headers({ 'X-Athlete-Capacity-Limit': '10', 'X-Athlete-Capacity-Usage': '10' }));
    expect(await first.capacity()).toMatchObject({ limit: 10, usage: 10 });
  });

  it("counts the usage Strava reports (calls it saw from elsewhere), and never less than this budget's own", async () => {
    const budget = copy('raised');
    await budget.record(headers({ 'X-Ratelimit-Limit': '200,2000', 'X-Ratelimit-Usage': '90,90', 'X-Readratelimit-Limit': '100,1000', 'X-Readratelimit-Usage': '90,90' }));
    expect((await outcomes(Array.from({ length: 20 }, () => budget.reserve('read')))).let).toBe(9);
    await budget.record(headers({ 'X-Ratelimit-Limit': '200,2000', 'X-Ratelimit-Usage': '3,3', 'X-Readratelimit-Limit': '100,1000', 'X-Readratelimit-Usage': '3,3' }));
    await expect(budget.reserve('read')).rejects.toMatchObject({ kind: 'rateLimited' });
  });

  it("refuses until the day's end once Strava's daily usage nears its limit", async () => {
    const budget = copy('daily');
    await budget.record(headers({ 'X-RateLimit-Limit': '200,2000', 'X-RateLimit-Usage': '0,1997', 'X-ReadRateLimit-Limit': '100,1000', 'X-ReadRateLimit-Usage': '0,500' }));
    await budget.reserve('read');
    await budget.reserve('overall');
    await expect(budget.reserve('read')).rejects.toMatchObject({ kind: 'rateLimited', retryAt: nextWindow(DAY_MS) });
  });

  it('after a 429 counts the window Strava says is spent as full, and tells its end', async () => {
    const quarter = copy('refused-short');
    const other = copy('refused-short');
    expect(await quarter.refused('read', headers({ 'X-RateLimit-Limit': '200,2000', 'X-RateLimit-Usage': '120,400', 'X-ReadRateLimit-Limit': '100,1000', 'X-ReadRateLimit-Usage': '101,300' }))).toEqual(
      nextWindow(SHORT_WINDOW_MS),
    );
    await expect(other.reserve('read')).rejects.toMatchObject({ kind: 'rateLimited', retryAt: nextWindow(SHORT_WINDOW_MS) });
    await other.reserve('overall');

    const day = copy('refused-day');
    expect(await day.refused('read', headers({ 'X-RateLimit-Limit': '200,2000', 'X-RateLimit-Usage': '10,2001', 'X-ReadRateLimit-Limit': '100,1000', 'X-ReadRateLimit-Usage': '5,900' }))).toEqual(
      nextWindow(DAY_MS),
    );
    await expect(day.reserve('overall')).rejects.toMatchObject({ retryAt: nextWindow(DAY_MS) });
  });

  it('after a 429 without headers counts the short window full', async () => {
    const budget = copy('refused-bare');
    expect(await budget.refused('read', headers({}))).toEqual(nextWindow(SHORT_WINDOW_MS));
    await expect(budget.reserve('read')).rejects.toMatchObject({ kind: 'rateLimited' });
  });

  it('keeps its counters no longer than their window (and a minute)', async () => {
    const budget = copy('expiry');
    await budget.reserve('read');
    const redis = connections[connections.length - 1];
    const ttls = await Promise.all((await redis.keys(`${prefix}:expiry:*`)).map(async (key) => ({ key, ttl: await redis.pttl(key) })));
    expect(ttls.length).toBeGreaterThanOrEqual(4);
    for (const { key, ttl } of ttls) {
      expect(ttl).toBeGreaterThan(0);
      expect(ttl).toBeLessThanOrEqual((key.includes(':day:') ? DAY_MS : key.endsWith(':limits') ? DAY_MS : SHORT_WINDOW_MS) + 60_000);
    }
  });
});
