import { randomBytes } from 'node:crypto';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import Redis from 'ioredis';
import { loadConfig } from '@lesne/config';
import { StravaSimulator } from '@lesne/strava-simulator';
import { StravaClient } from './strava-client';
import { StravaError } from './strava-error';
import { StravaRateBudget } from './strava-rate-budget';
import { failure } from './strava-failure.spec-support';

const SHORT_WINDOW_MS = 60_000;
const app = { clientId: '4242', clientSecret: 'client-test-secret' };
const prefix = `lesne-test-strava-client-${randomBytes(4).toString('hex')}`;

let redis: Redis;
const simulators: StravaSimulator[] = [];

/** A simulated Strava and a client of our app on a rate budget of its own. */
async function stravaAndClient(scope: string, limits?: { overall: [number, number]; read: [number, number] }) {
  const strava = new StravaSimulator({ ...app, limits, shortWindowMs: SHORT_WINDOW_MS });
  simulators.push(strava);
  const baseUrl = await strava.start(0);
  const client = new StravaClient({ baseUrl, ...app }, new StravaRateBudget(redis, `${prefix}:${scope}`, { shortWindowMs: SHORT_WINDOW_MS }));
  return { strava, client };
}

async function connectedAthlete(strava: StravaSimulator, client: StravaClient, scope = 'read,activity:read_all') {
  const athlete = strava.createAthlete();
  const grant = await client.exchangeCode(strava.authorize(athlete.id, scope));
  return { athlete, grant };
}

const nextWindow = () => new Date(Math.floor(Date.now() / SHORT_WINDOW_MS) * SHORT_WINDOW_MS + SHORT_WINDOW_MS);

/** Starts the test away from the end of a window, so its counts stay in one. */
async function awayFromWindowEnd(): Promise<void> {
  const left = SHORT_WINDOW_MS - (Date.now() % SHORT_WINDOW_MS);
  if (left < 5_000) await new Promise((resolve) => setTimeout(resolve, left + 50));
}

beforeAll(() => {
  redis = new Redis(loadConfig().REDIS_URL);
});
beforeEach(awayFromWindowEnd);
afterAll(async () => {
  await Promise.all(simulators.map((strava) => strava.stop()));
  const keys = await redis.keys(`${prefix}:*`);
  if (keys.length) await redis.del(...keys);
  await redis.quit();
});

describe('StravaClient against the Strava simulator', () => {
  it('links to the consent page asking for read and activity:read_all, always prompting', async () => {
    const { client } = await stravaAndClient('authorize');
    const url = new URL(client.authorizeUrl('http://localhost:3000/integracje'));
    expect(url.pathname).toBe('/oauth/authorize');
    expect(Object.fromEntries(url.searchParams)).toEqual({
      client_id: app.clientId,
      redirect_uri: 'http://localhost:3000/integracje',
      response_type: 'code',
      approval_prompt: 'force',
      scope: 'read,activity:read_all',
    });
  });

  it('exchanges a code once for tokens of six hours and the athlete; the same code again is a bad request', async () => {
    const { strava, client } = await stravaAndClient('exchange');
    const athlete = strava.createAthlete();
    const code = strava.authorize(athlete.id, 'read,activity:read_all');
    const grant = await client.exchangeCode(code);
    expect(grant.athlete).toEqual({ id: athlete.id, firstname: athlete.firstname, lastname: athlete.lastname });
    expect(grant.accessToken).toEqual(expect.any(String));
    expect(grant.refreshToken).toEqual(expect.any(String));
    expect(Math.abs(grant.expiresAt.getTime() - (Date.now() + 6 * 3600_000))).toBeLessThan(5_000);
    expect(await failure(client.exchangeCode(code))).toMatchObject({ kind: 'badRequest', status: 400 });
  });

  it('refresh rotates the refresh token, the old one is then dead (unauthorized), and the access token is renewed only near its end', async () => {
    const { strava, client } = await stravaAndClient('refresh');
    const { athlete, grant } = await connectedAthlete(strava, client);
    const kept = await client.refresh(grant.refreshToken);
    expect(kept.refreshToken).not.toBe(grant.refreshToken);
    expect(kept.accessToken).toBe(grant.accessToken);
    expect(await failure(client.refresh(grant.refreshToken))).toMatchObject({ kind: 'unauthorized', status: 400 });

    strava.expireAccessToken(athlete.id);
    const renewed = await client.refresh(kept.refreshToken);
    expect(renewed.accessToken).not.toBe(grant.accessToken);
    expect(renewed.expiresAt.getTime()).toBeGreaterThan(Date.now() + 5 * 3600_000);
    expect(await client.listActivities(renewed.accessToken, { page: 1, perPage: 30 })).toEqual([]);
  });

  it("lists an athlete's activities newest first, page by page until an empty page, and reads one", async () => {
    const { strava, client } = await stravaAndClient('list');
    const { athlete, grant } = await connectedAthlete(strava, client);
    const days = ['2026-05-01T06:00:00Z', '2026-05-02T06:00:00Z', '2026-05-03T06:00:00Z'];
    const recorded = days.map((start_date) => strava.recordActivity(athlete.id, { start_date, distance: 5000, sport_type: 'Run' }));
    const pages = await Promise.all([1, 2, 3].map((page) => client.listActivities(grant.accessToken, { page, perPage: 2 })));
    expect(pages.map((page) => page.map((activity) => activity.id))).toEqual([[recorded[2].id, recorded[1].id], [recorded[0].id], []]);
    const after = await client.listActivities(grant.accessToken, { after: Date.parse(days[0]) / 1000, page: 1, perPage: 30 });
    expect(after.map((activity) => activity.id).sort()).toEqual([recorded[1].id, recorded[2].id].sort());

    const read = await client.getActivity(grant.accessToken, recorded[1].id);
    expect(read).toMatchObject({ id: recorded[1].id, distance: 5000, sport_type: 'Run', start_date: days[1], athlete: { id: athlete.id } });
    expect(await client.getActivity(grant.accessToken, String(recorded[1].id))).toMatchObject({ id: recorded[1].id });
  });

  it('answers null for an activity Strava does not have', async () => {
    const { strava, client } = await stravaAndClient('missing');
    const { grant } = await connectedAthlete(strava, client);
    expect(await client.getActivity(grant.accessToken, 1)).toBeNull();
  });

  it('tells an expired or revoked token (unauthorized) from an unticked activity scope (missingScope)', async () => {
    const { strava, client } = await stravaAndClient('unauthorized');
    const { athlete, grant } = await connectedAthlete(strava, client);
    strava.expireAccessToken(athlete.id);
    expect(await failure(client.listActivities(grant.accessToken, { page: 1, perPage: 30 }))).toMatchObject({ kind: 'unauthorized', status: 401 });

    const { grant: readOnly } = await connectedAthlete(strava, client, 'read');
    expect(await failure(client.listActivities(readOnly.accessToken, { page: 1, perPage: 30 }))).toMatchObject({ kind: 'missingScope', status: 401 });

    const { grant: revoked } = await connectedAthlete(strava, client);
    await client.deauthorize(revoked.accessToken);
    expect(await failure(client.getActivity(revoked.accessToken, 1))).toMatchObject({ kind: 'unauthorized' });
    expect(await failure(client.refresh(revoked.refreshToken))).toMatchObject({ kind: 'unauthorized' });
    await client.deauthorize(revoked.accessToken);
  });

  it("a 429 is rateLimited until the window's end, and calls wait for it without reaching Strava", async () => {
    const { strava, client } = await stravaAndClient('refused');
    const { grant } = await connectedAthlete(strava, client);
    strava.failNext(1, 429);
    expect(await failure(client.listActivities(grant.accessToken, { page: 1, perPage: 30 }))).toMatchObject({ kind: 'rateLimited', status: 429, retryAt: nextWindow() });
    const reached = strava.stats.requests;
    expect(await failure(client.getActivity(grant.accessToken, 1))).toMatchObject({ kind: 'rateLimited', retryAt: nextWindow() });
    expect(strava.stats.requests).toBe(reached);
  });

  it.each([500, 503] as const)('a %i is unavailable, to try again in a minute', async (status) => {
    const { strava, client } = await stravaAndClient(`fault-${status}`);
    const { grant } = await connectedAthlete(strava, client);
    strava.failNext(1, status);
    const error = await failure(client.listActivities(grant.accessToken, { page: 1, perPage: 30 }));
    expect(error).toMatchObject({ kind: 'unavailable', status });
    expect(Math.abs(error.retryAt!.getTime() - (Date.now() + 60_000))).toBeLessThan(5_000);
  });

  it('a Strava that cannot be reached is unavailable', async () => {
    const gone = createServer(() => undefined);
    await new Promise<void>((resolve) => gone.listen(0, '127.0.0.1', resolve));
    const { port } = gone.address() as AddressInfo;
    gone.close();
    const client = new StravaClient({ baseUrl: `http://127.0.0.1:${port}`, ...app }, new StravaRateBudget(redis, `${prefix}:away`));
    expect(await failure(client.listActivities('token', { page: 1, perPage: 30 }))).toMatchObject({ kind: 'unavailable', status: 0 });
  });

  it("keeps parallel callers inside the app's limits Strava reported: no call is refused by Strava", async () => {
    const { strava, client } = await stravaAndClient('limits', { overall: [40, 400], read: [20, 200] });
    const { grant } = await connectedAthlete(strava, client);
    await client.listActivities(grant.accessToken, { page: 1, perPage: 30 });
    const settled = await Promise.allSettled(Array.from({ length: 40 }, () => client.listActivities(grant.accessToken, { page: 1, perPage: 30 })));
    const refused = settled.filter((result) => result.status === 'rejected').map((result) => (result as PromiseRejectedResult).reason as StravaError);
    expect(refused.every((error) => error.kind === 'rateLimited')).toBe(true);
    expect(settled.length - refused.length).toBe(18);
    expect(strava.usage().read[0]).toBe(19);
  });

  it('lists, creates (after Strava checks the callback) and deletes the push subscription', async () => {
    const { client } = await stravaAndClient('subscriptions');
    const callback = await echoingCallback('verify-me');
    try {
      expect(await client.listSubscriptions()).toEqual([]);
      const { id } = await client.createSubscription(callback.url, 'verify-me');
      expect(await client.listSubscriptions()).toEqual([{ id, callback_url: callback.url }]);
      await client.deleteSubscription(id);
      expect(await client.listSubscriptions()).toEqual([]);
    } finally {
      callback.server.close();
    }
  });
});

/** A webhook callback that answers Strava's check by echoing the challenge when the verify token matches. */
async function echoingCallback(verifyToken: string): Promise<{ server: Server; url: string }> {
  const server = createServer((request, response) => {
    const query = new URL(request.url ?? '/', 'http://callback').searchParams;
    const ok = query.get('hub.verify_token') === verifyToken;
    response.writeHead(ok ? 200 : 403, { 'content-type': 'application/json' });
    response.end(ok ? JSON.stringify({ 'hub.challenge': query.get('hub.challenge') }) : '{}');
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return { server, url: `http://127.0.0.1:${(server.address() as AddressInfo).port}/strava/webhook` };
}
