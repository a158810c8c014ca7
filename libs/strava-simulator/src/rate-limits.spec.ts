import { APP, connectAthlete, get, manualClock, postForm, startSimulator } from './spec-support';

const SHORT_MS = 1000;
const RATE_LIMIT_EXCEEDED = { message: 'Rate Limit Exceeded', errors: [{ resource: 'Application', field: 'rate limit', code: 'exceeded' }] };

describe('Strava simulator: rate limits', () => {
  async function limitedSimulator() {
    const clock = manualClock();
    const simulator = await startSimulator({ now: clock.now, shortWindowMs: SHORT_MS, limits: { overall: [4, 100], read: [3, 5] } });
    const { access_token } = await connectAthlete(simulator);
    const list = () => get(`${simulator.url}/api/v3/athlete/activities`, access_token);
    return { clock, simulator, list };
  }

  it('writes "short,daily" limits and usage on every API answer, and answers 429 past the short window until it turns', async () => {
    const { clock, simulator, list } = await limitedSimulator();
    for (const expected of ['1,1', '2,2', '3,3']) {
      const answer = await list();
      expect(answer.status).toBe(200);
      expect(answer.headers.get('x-ratelimit-limit')).toBe('4,100');
      expect(answer.headers.get('x-ratelimit-usage')).toBe(expected);
      expect(answer.headers.get('x-readratelimit-limit')).toBe('3,5');
      expect(answer.headers.get('x-readratelimit-usage')).toBe(expected);
    }
    const refused = await list();
    expect(refused).toMatchObject({ status: 429, body: RATE_LIMIT_EXCEEDED });
    expect(refused.headers.get('x-readratelimit-usage')).toBe('4,4');
    expect(simulator.usage()).toEqual({ overall: [4, 4], read: [4, 4] });

    clock.advance(SHORT_MS);
    const next = await list();
    expect(next.status).toBe(200);
    expect(next.headers.get('x-readratelimit-usage')).toBe('1,5');
    expect(simulator.stats).toMatchObject({ rateLimited: 1 });
  });

  it('counts refused calls toward the day, which then refuses until the daily window turns (96 short windows)', async () => {
    const { clock, simulator, list } = await limitedSimulator();
    for (let call = 0; call < 4; call += 1) await list();
    clock.advance(SHORT_MS);
    expect((await list()).status).toBe(200);
    expect((await list()).status).toBe(429);
    clock.advance(SHORT_MS);
    expect(await list()).toMatchObject({ status: 429, body: RATE_LIMIT_EXCEEDED });
    clock.nowMs = Math.ceil((clock.nowMs + 1) / (96 * SHORT_MS)) * 96 * SHORT_MS;
    expect((await list()).status).toBe(200);
    expect(simulator.usage().read).toEqual([1, 1]);
  });

  it('limits writes by the overall bucket only, and never counts OAuth calls', async () => {
    const { simulator } = await limitedSimulator();
    const before = simulator.usage();
    const subscribe = () => postForm(`${simulator.url}/api/v3/push_subscriptions`, { client_id: APP.clientId, client_secret: 'wrong' });
    for (let call = 0; call < 4; call += 1) expect((await subscribe()).status).toBe(401);
    expect(await subscribe()).toMatchObject({ status: 429, body: RATE_LIMIT_EXCEEDED });
    expect(simulator.usage()).toEqual({ overall: [before.overall[0] + 5, before.overall[1] + 5], read: before.read });
  });

  it('answers injected faults for the next calls, then serves again; the stats count what the app did', async () => {
    const simulator = await startSimulator();
    const { access_token } = await connectAthlete(simulator);
    const list = () => get(`${simulator.url}/api/v3/athlete/activities`, access_token);
    simulator.failNext(2, 503);
    expect((await list()).status).toBe(503);
    expect((await list()).status).toBe(503);
    expect((await list()).status).toBe(200);
    simulator.failNext(1, 429);
    const limited = await list();
    expect(limited).toMatchObject({ status: 429, body: RATE_LIMIT_EXCEEDED });
    expect(limited.headers.get('x-ratelimit-usage')).toBe('4,4');
    expect(simulator.stats).toEqual({
      requests: 5,
      rateLimited: 1,
      webhookDeliveries: 0,
      byPath: { 'POST /oauth/token': 1, 'GET /api/v3/athlete/activities': 4 },
    });
  });

  it('aligns the default windows to the quarter-hour and to midnight UTC', async () => {
    const clock = manualClock(Date.UTC(2026, 5, 1, 23, 59, 0));
    const simulator = await startSimulator({ now: clock.now });
    const { access_token } = await connectAthlete(simulator);
    await get(`${simulator.url}/api/v3/athlete/activities`, access_token);
    clock.advance(59_000);
    await get(`${simulator.url}/api/v3/athlete/activities`, access_token);
    expect(simulator.usage().read).toEqual([2, 2]);
    clock.advance(1000);
    expect(simulator.usage().read).toEqual([0, 0]);
  });
});
