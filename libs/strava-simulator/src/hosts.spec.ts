import { APP, connectAthlete, get, manualClock, postForm, startSimulator } from './spec-support';

const UNKNOWN_PATH = { message: 'Record Not Found', errors: [{ resource: 'resource', field: 'path', code: 'invalid' }] };
const credentials = { client_id: APP.clientId, client_secret: APP.clientSecret };
const MINUTE_MS = 60_000;

describe('Strava simulator: the API host of 2027-01-04', () => {
  it('serves the API without /api/v3 on its own host, on the same rate budget; OAuth stays on the main host', async () => {
    const simulator = await startSimulator();
    const apiUrl = await simulator.startApiHost();
    expect(simulator.apiUrl).toBe(apiUrl);
    expect(apiUrl).not.toBe(simulator.url);
    const { athleteId, access_token } = await connectAthlete(simulator);
    const activity = simulator.recordActivity(athleteId);

    const listed = await get<{ id: number }[]>(`${apiUrl}/athlete/activities`, access_token);
    expect(listed.status).toBe(200);
    expect(listed.body.map(({ id }) => id)).toEqual([activity.id]);
    expect(listed.headers.get('x-ratelimit-usage')).toBe('1,1');
    expect(listed.headers.get('x-athlete-capacity-usage')).toBe('1');
    expect((await get(`${apiUrl}/activities/${activity.id}`, access_token)).status).toBe(200);
    expect((await get(`${apiUrl}/push_subscriptions?${new URLSearchParams(credentials)}`)).body).toEqual([]);
    expect((await get(`${simulator.url}/api/v3/athlete/activities`, access_token)).headers.get('x-ratelimit-usage')).toBe('4,4');

    expect(await postForm(`${apiUrl}/oauth/token`, { ...credentials, grant_type: 'refresh_token', refresh_token: 'x' })).toMatchObject({ status: 404 });
    expect((await get(`${apiUrl}/api/v3/athlete/activities`, access_token)).status).toBe(404);
    expect(simulator.stats.byPath).toMatchObject({ 'GET /athlete/activities': 1, 'GET /activities/{id}': 1 });
  });

  it('answers /api/v3 on the main host 404 from the day by its clock, OAuth there still working', async () => {
    const clock = manualClock(Date.parse('2027-01-03T23:59:00Z'));
    const simulator = await startSimulator({ now: clock.now });
    const apiUrl = await simulator.startApiHost();
    const { access_token, refresh_token } = await connectAthlete(simulator);
    expect((await get(`${simulator.url}/api/v3/athlete/activities`, access_token)).status).toBe(200);

    clock.advance(MINUTE_MS);
    expect(await get(`${simulator.url}/api/v3/athlete/activities`, access_token)).toMatchObject({ status: 404, body: UNKNOWN_PATH });
    expect((await postForm(`${simulator.url}/api/v3/oauth/token`, { ...credentials, grant_type: 'refresh_token', refresh_token })).status).toBe(404);
    const refreshed = await postForm<{ access_token: string }>(`${simulator.url}/oauth/token`, { ...credentials, grant_type: 'refresh_token', refresh_token });
    expect(refreshed.status).toBe(200);
    expect((await get(`${apiUrl}/athlete/activities`, refreshed.body.access_token)).status).toBe(200);
    expect(simulator.stats.byPath['GET /api/v3/athlete/activities']).toBe(2);
  });

  it('without an API host keeps serving /api/v3 after the day', async () => {
    const simulator = await startSimulator({ now: () => Date.parse('2027-03-01T12:00:00Z') });
    const { access_token } = await connectAthlete(simulator);
    expect((await get(`${simulator.url}/api/v3/athlete/activities`, access_token)).status).toBe(200);
  });
});

describe('Strava simulator: /oauth/deauthorize ends on 2027-06-01', () => {
  it('deauthorizes until the day, then answers 404 as an unknown path while /oauth/revoke works', async () => {
    const clock = manualClock(Date.parse('2027-05-31T23:59:00Z'));
    const simulator = await startSimulator({ now: clock.now });
    const before = await connectAthlete(simulator);
    expect((await postForm(`${simulator.url}/oauth/deauthorize`, { access_token: before.access_token })).status).toBe(200);

    clock.advance(MINUTE_MS);
    const after = await connectAthlete(simulator);
    expect(await postForm(`${simulator.url}/oauth/deauthorize`, { access_token: after.access_token })).toMatchObject({ status: 404, body: UNKNOWN_PATH });
    expect((await get(`${simulator.url}/api/v3/athlete/activities`, after.access_token)).status).toBe(200);
    expect((await postForm(`${simulator.url}/oauth/revoke`, { ...credentials, token: after.refresh_token })).status).toBe(200);
    expect((await get(`${simulator.url}/api/v3/athlete/activities`, after.access_token)).status).toBe(401);
  });
});
