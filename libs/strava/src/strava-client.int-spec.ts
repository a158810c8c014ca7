import { randomBytes } from 'node:crypto';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import Redis from 'ioredis';
import { loadConfig, stravaUrlsAt } from '@lesne/config';
import { STRAVA_API_HOST_FROM, STRAVA_DEAUTHORIZE_UNTIL, stravaApiUrl } from '@lesne/domain';
import { StravaSimulator, type StravaSimulatorOptions } from '@lesne/strava-simulator';
import { createStravaClient } from './create-strava-client';
import { StravaClient } from './strava-client';
import { StravaError } from './strava-error';
import { StravaRateBudget } from './strava-rate-budget';
import { failure } from './strava-failure.spec-support';

const SHORT_WINDOW_MS = 60_000;
const app = { clientId: '4242', clientSecret: 'client-test-secret' };
const prefix = `lesne-test-strava-client-${randomBytes(4).toString('hex')}`;

let redis: Redis;
const simulators: StravaSimulator[] = [];

/** A simulated Strava and a client of our app on a rate budget of its own, reaching it as STRAVA_BASE_URL does. */
async function stravaAndClient(scope: string, options: Partial<StravaSimulatorOptions> = {}, clock?: () => Date) {
  const strava = new StravaSimulator({ ...app, shortWindowMs: SHORT_WINDOW_MS, ...options });
  simulators.push(strava);
  const baseUrl = await strava.start(0);
  const budget = new StravaRateBudget(redis, `${prefix}:${scope}`, { shortWindowMs: SHORT_WINDOW_MS });
  const client = new StravaClient({ ...stravaUrlsAt(baseUrl), ...app, now: clock }, budget);
  return { strava, client, budget };
}

/** A clock both the simulator and the client read, which the test moves. */
function sharedClock(startMs: number) {
  const clock = { nowMs: startMs, advance: (ms: number) => (clock.nowMs += ms) };
  return { clock, simulatorNow: () => clock.nowMs, clientNow: () => new Date(clock.nowMs) };
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
    await client.revoke(revoked);
    expect(await failure(client.getActivity(revoked.accessToken, 1))).toMatchObject({ kind: 'unauthorized' });
    expect(await failure(client.refresh(revoked.refreshToken))).toMatchObject({ kind: 'unauthorized' });
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
    const client = new StravaClient({ ...stravaUrlsAt(`http://127.0.0.1:${port}`), ...app }, new StravaRateBudget(redis, `${prefix}:away`));
    expect(await failure(client.listActivities('token', { page: 1, perPage: 30 }))).toMatchObject({ kind: 'unavailable', status: 0 });
  });

  it("keeps parallel callers inside the app's limits Strava reported: no call is refused by Strava", async () => {
    const { strava, client } = await stravaAndClient('limits', { limits: { overall: [40, 400], read: [20, 200] } });
    const { grant } = await connectedAthlete(strava, client);
    await client.listActivities(grant.accessToken, { page: 1, perPage: 30 });
    const settled = await Promise.allSettled(Array.from({ length: 40 }, () => client.listActivities(grant.accessToken, { page: 1, perPage: 30 })));
    const refused = settled.filter((result) => result.status === 'rejected').map((result) => (result as PromiseRejectedResult).reason as StravaError);
    expect(refused.every((error) => error.kind === 'rateLimited')).toBe(true);
    expect(settled.length - refused.length).toBe(18);
    expect(strava.usage().read[0]).toBe(19);
  });

  it('revokes the refresh token at /oauth/revoke with the app as HTTP Basic credentials; the grant ends, and revoking it again is done', async () => {
    const { strava, client } = await stravaAndClient('revoke');
    const { grant } = await connectedAthlete(strava, client);
    await client.revoke(grant);
    expect(strava.stats.byPath).toMatchObject({ 'POST /oauth/revoke': 1 });
    expect(strava.stats.byPath).not.toHaveProperty('POST /oauth/deauthorize');
    expect(strava.connectedAthletes).toBe(0);
    expect(await failure(client.refresh(grant.refreshToken))).toMatchObject({ kind: 'unauthorized' });
    await client.revoke(grant);
    expect(strava.stats.byPath).toMatchObject({ 'POST /oauth/revoke': 2 });
  });

  it('falls back to /oauth/deauthorize where Strava does not serve /oauth/revoke before 2027-06-01, and not from then on', async () => {
    const before = sharedClock(STRAVA_DEAUTHORIZE_UNTIL.getTime() - 60_000);
    const { strava, client } = await stravaAndClient('revoke-fallback', { revokeEndpoint: false, now: before.simulatorNow }, before.clientNow);
    const { grant } = await connectedAthlete(strava, client);
    await client.revoke(grant);
    expect(strava.stats.byPath).toMatchObject({ 'POST /oauth/revoke': 1, 'POST /oauth/deauthorize': 1 });
    expect(strava.connectedAthletes).toBe(0);
    await client.revoke(grant);
    expect(strava.stats.byPath).toMatchObject({ 'POST /oauth/revoke': 2, 'POST /oauth/deauthorize': 2 });

    const after = sharedClock(STRAVA_DEAUTHORIZE_UNTIL.getTime());
    const late = await stravaAndClient('revoke-late', { revokeEndpoint: false, now: after.simulatorNow }, after.clientNow);
    const { grant: kept } = await connectedAthlete(late.strava, late.client);
    expect(await failure(late.client.revoke(kept))).toMatchObject({ kind: 'notFound', status: 404 });
    expect(late.strava.stats.byPath).not.toHaveProperty('POST /oauth/deauthorize');
  });

  it('moves to the API host on 2027-01-04 by the clock of the call, OAuth staying where it was', async () => {
    const { clock, simulatorNow, clientNow } = sharedClock(STRAVA_API_HOST_FROM.getTime() - 60_000);
    const strava = new StravaSimulator({ ...app, now: simulatorNow });
    simulators.push(strava);
    const baseUrl = await strava.start(0);
    const apiHost = await strava.startApiHost(0);
    const budget = new StravaRateBudget(redis, `${prefix}:hosts`, { shortWindowMs: SHORT_WINDOW_MS });
    const apiUrl = (now: Date) => stravaApiUrl(now, { beforeSplit: `${baseUrl}/api/v3`, apiHost });
    const client = new StravaClient({ oauthUrl: baseUrl, apiUrl, ...app, now: clientNow }, budget);
    const { grant } = await connectedAthlete(strava, client);

    expect(await client.listActivities(grant.accessToken, { page: 1, perPage: 30 })).toEqual([]);
    clock.advance(60_000);
    expect(await client.listActivities(grant.accessToken, { page: 1, perPage: 30 })).toEqual([]);
    expect(await client.refresh(grant.refreshToken)).toMatchObject({ accessToken: grant.accessToken });
    expect(strava.stats.byPath).toMatchObject({ 'GET /api/v3/athlete/activities': 1, 'GET /athlete/activities': 1, 'POST /oauth/token': 2 });

    const pinned = new StravaClient({ ...stravaUrlsAt(baseUrl), ...app }, budget);
    expect(await failure(pinned.listActivities(grant.accessToken, { page: 1, perPage: 30 }))).toMatchObject({ kind: 'notFound', status: 404 });
  });

  it("reaches Strava's own addresses without any set: OAuth at www.strava.com, the API by the date", async () => {
    const { client } = createStravaClient({ ...loadConfig({}), NODE_ENV: 'production', REDIS_PREFIX: `${prefix}:own` }, redis);
    expect(client.authorizeUrl('https://lesne.example/integracje')).toMatch(/^https:\/\/www\.strava\.com\/oauth\/authorize\?/);
    const fetched = jest.spyOn(globalThis, 'fetch').mockResolvedValueOnce(new Response('[]', { status: 200 }));
    try {
      await client.listActivities('token', { page: 1, perPage: 30 });
      expect(String(fetched.mock.calls[0][0])).toBe(`${stravaApiUrl(new Date())}/athlete/activities?page=1&per_page=30`);
    } finally {
      fetched.mockRestore();
    }
  });

  it('tells an inactive app (403 Application Status Inactive) from Strava being away, to try again in an hour', async () => {
    const { strava, client } = await stravaAndClient('inactive');
    const athlete = strava.createAthlete();
    const code = strava.authorize(athlete.id, 'read,activity:read_all');
    strava.setAppInactive(true);
    const refused = await failure(client.exchangeCode(code));
    expect(refused).toMatchObject({ kind: 'appInactive', status: 403 });
    expect(Math.abs(refused.retryAt!.getTime() - (Date.now() + 3600_000))).toBeLessThan(5_000);
    strava.setAppInactive(false);
    const grant = await client.exchangeCode(code);
    strava.setAppInactive(true);
    expect(await failure(client.listActivities(grant.accessToken, { page: 1, perPage: 30 }))).toMatchObject({ kind: 'appInactive', status: 403 });
  });

  it("keeps the app's capacity Strava reports with its answers", async () => {
    const { strava, client, budget } = await stravaAndClient('capacity');
    expect(await budget.capacity()).toBeNull();
    const { grant } = await connectedAthlete(strava, client);
    await connectedAthlete(strava, client);
    await client.listActivities(grant.accessToken, { page: 1, perPage: 30 });
    const seen = await budget.capacity();
    expect(seen).toMatchObject({ limit: 10, usage: 2 });
    expect(Math.abs(seen!.seenAt.getTime() - Date.now())).toBeLessThan(5_000);
  });

  it("gives the grant the scope a token answer carries (the simulator's, like Strava's, carries none)", async () => {
    const { strava, client } = await stravaAndClient('scope');
    expect((await connectedAthlete(strava, client)).grant).not.toHaveProperty('scope');

    const answering = createServer((_request, response) => {
      response.writeHead(200, { 'content-type': 'application/json' });
      response.end(JSON.stringify({ token_type: 'Bearer', access_token: 'a', refresh_token: 'r', expires_at: 2_000_000_000, scope: 'read,activity:read', athlete: { id: 7, firstname: 'A', lastname: 'B' } }));
    });
    await new Promise<void>((resolve) => answering.listen(0, '127.0.0.1', resolve));
    try {
      const url = `http://127.0.0.1:${(answering.address() as AddressInfo).port}`;
      const other = new StravaClient({ ...stravaUrlsAt(url), ...app }, new StravaRateBudget(redis, `${prefix}:scope-answer`));
      expect(await other.exchangeCode('code')).toMatchObject({ scope: 'read,activity:read', athlete: { id: 7 } });
      expect(await other.refresh('r')).toMatchObject({ scope: 'read,activity:read' });
    } finally {
      answering.close();
    }
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
