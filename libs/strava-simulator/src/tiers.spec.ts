import { AthleteCapReached } from './world';
import { APP, connectAthlete, get, postForm, startSimulator } from './spec-support';

const INACTIVE = { message: 'Forbidden', errors: [{ resource: 'Application', field: 'Status', code: 'Inactive' }] };
const authorizeForm = (athlete: string) =>
  new URLSearchParams({
    client_id: APP.clientId,
    redirect_uri: 'http://localhost:3000/strava/polaczono',
    response_type: 'code',
    scope: 'read,activity:read_all',
    state: 'xyz',
    athlete,
    action: 'authorize',
    granted: 'activity:read_all',
  });

describe('Strava simulator: the Standard tier cap of connected athletes', () => {
  it('connects 10 athletes; the 11th gets Strava\'s own 403 page and is not sent back to the app', async () => {
    const simulator = await startSimulator();
    for (let athlete = 0; athlete < 10; athlete += 1) await connectAthlete(simulator);
    expect(simulator.connectedAthletes).toBe(10);

    const refused = await fetch(`${simulator.url}/oauth/authorize`, { method: 'POST', body: authorizeForm('new'), redirect: 'manual' });
    expect(refused.status).toBe(403);
    expect(refused.headers.get('location')).toBeNull();
    expect(await refused.text()).toContain('Limit of connected athletes exceeded');
    expect(() => simulator.authorize(simulator.createAthlete().id, 'activity:read')).toThrow(AthleteCapReached);
    expect(simulator.connectedAthletes).toBe(10);
  });

  it('lets a connected athlete authorize again, and a deauthorized one frees a place', async () => {
    const simulator = await startSimulator({ athleteCap: 2 });
    const first = await connectAthlete(simulator);
    await connectAthlete(simulator);
    const again = await fetch(`${simulator.url}/oauth/authorize`, { method: 'POST', body: authorizeForm(String(first.athleteId)), redirect: 'manual' });
    expect(again.status).toBe(302);
    expect(() => simulator.authorize(simulator.createAthlete().id, 'activity:read')).toThrow(/Limit of connected athletes exceeded/);

    simulator.deauthorize(first.athleteId);
    expect(simulator.connectedAthletes).toBe(1);
    await connectAthlete(simulator);
    expect(simulator.connectedAthletes).toBe(2);
  });

  it('takes a cap set later (none: Extended Access), keeping athletes over a lowered one', async () => {
    const simulator = await startSimulator({ athleteCap: 3 });
    for (let athlete = 0; athlete < 3; athlete += 1) await connectAthlete(simulator);
    simulator.setAthleteCap(1);
    expect(simulator.connectedAthletes).toBe(3);
    expect(() => simulator.authorize(simulator.createAthlete().id, 'read')).toThrow(AthleteCapReached);
    simulator.setAthleteCap(null);
    await connectAthlete(simulator);
    expect(simulator.connectedAthletes).toBe(4);
  });
});

describe('Strava simulator: capacity headers', () => {
  it('reports the connected athletes and the cap on every API answer, whatever its status (names of our choosing)', async () => {
    const simulator = await startSimulator();
    const { access_token } = await connectAthlete(simulator);
    await connectAthlete(simulator);
    const answers = [
      await get(`${simulator.url}/api/v3/athlete/activities`, access_token),
      await get(`${simulator.url}/api/v3/activities/1`, access_token),
      await get(`${simulator.url}/api/v3/athlete/activities`, 'dead-token'),
      await get(`${simulator.url}/api/v3/push_subscriptions?client_id=${APP.clientId}&client_secret=${APP.clientSecret}`),
    ];
    expect(answers.map((answer) => answer.status)).toEqual([200, 404, 401, 200]);
    for (const answer of answers) {
      expect(answer.headers.get('x-athlete-capacity-limit')).toBe('10');
      expect(answer.headers.get('x-athlete-capacity-usage')).toBe('2');
    }
    const token = await postForm(`${simulator.url}/oauth/token`, { client_id: APP.clientId, client_secret: APP.clientSecret, grant_type: 'refresh_token', refresh_token: 'x' });
    expect(token.headers.get('x-athlete-capacity-limit')).toBeNull();
  });

  it('sends none without a cap', async () => {
    const simulator = await startSimulator({ athleteCap: null });
    const { access_token } = await connectAthlete(simulator);
    const answer = await get(`${simulator.url}/api/v3/athlete/activities`, access_token);
    expect(answer.status).toBe(200);
    expect(answer.headers.get('x-athlete-capacity-limit')).toBeNull();
    expect(answer.headers.get('x-athlete-capacity-usage')).toBeNull();
  });
});

describe('Strava simulator: an inactive app', () => {
  it('answers every API and OAuth call 403 Application Status Inactive, counts none of them, and serves again once paid', async () => {
    const simulator = await startSimulator();
    const { athleteId, access_token, refresh_token } = await connectAthlete(simulator);
    const before = simulator.usage();
    simulator.setAppInactive(true);

    const list = await get(`${simulator.url}/api/v3/athlete/activities`, access_token);
    expect(list).toMatchObject({ status: 403, body: INACTIVE });
    expect(list.headers.get('x-ratelimit-usage')).toBe(before.overall.join(','));
    expect(await get(`${simulator.url}/api/v3/push_subscriptions?client_id=${APP.clientId}&client_secret=${APP.clientSecret}`)).toMatchObject({ status: 403, body: INACTIVE });
    const credentials = { client_id: APP.clientId, client_secret: APP.clientSecret };
    expect(await postForm(`${simulator.url}/oauth/token`, { ...credentials, grant_type: 'refresh_token', refresh_token })).toMatchObject({ status: 403, body: INACTIVE });
    expect(await postForm(`${simulator.url}/oauth/token`, { ...credentials, grant_type: 'authorization_code', code: simulator.authorize(athleteId, 'read') })).toMatchObject({
      status: 403,
      body: INACTIVE,
    });
    expect(await postForm(`${simulator.url}/oauth/revoke`, { ...credentials, token: refresh_token })).toMatchObject({ status: 403, body: INACTIVE });
    expect(await postForm(`${simulator.url}/oauth/deauthorize`, { access_token })).toMatchObject({ status: 403, body: INACTIVE });
    expect(simulator.usage()).toEqual(before);

    simulator.setAppInactive(false);
    expect((await get(`${simulator.url}/api/v3/athlete/activities`, access_token)).status).toBe(200);
  });
});
