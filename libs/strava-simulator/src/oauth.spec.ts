import { APP, connectAthlete, get, manualClock, postForm, startSimulator, subscribe } from './spec-support';

const HOUR_MS = 3600_000;
const tokenFields = { client_id: APP.clientId, client_secret: APP.clientSecret };
const refresh = (url: string, refreshToken: string) => postForm<Record<string, unknown>>(`${url}/oauth/token`, { ...tokenFields, grant_type: 'refresh_token', refresh_token: refreshToken });
const AUTHORIZATION_ERROR = { message: 'Authorization Error', errors: [{ resource: 'Athlete', field: 'access_token', code: 'invalid' }] };

describe('Strava simulator: tokens', () => {
  it('exchanges a code once for a 6-hour token pair and the athlete', async () => {
    const clock = manualClock();
    const simulator = await startSimulator({ now: clock.now });
    const athlete = simulator.createAthlete({ firstname: 'Ala', lastname: 'Biegaczka' });
    const code = simulator.authorize(athlete.id, 'activity:read');

    const first = await postForm<Record<string, unknown>>(`${simulator.url}/api/v3/oauth/token`, { ...tokenFields, code, grant_type: 'authorization_code' });
    expect(first.status).toBe(200);
    expect(first.body).toMatchObject({
      token_type: 'Bearer',
      expires_in: 21600,
      expires_at: clock.nowMs / 1000 + 21600,
      athlete: { id: athlete.id, resource_state: 2, firstname: 'Ala', lastname: 'Biegaczka' },
    });
    expect(first.body.access_token).toMatch(/^[0-9a-f]{40}$/);
    // the granted scopes come with the redirect; Strava's token answer is not known to carry them
    expect(first.body).not.toHaveProperty('scope');

    const again = await postForm(`${simulator.url}/oauth/token`, { ...tokenFields, code, grant_type: 'authorization_code' });
    expect(again).toMatchObject({ status: 400, body: { message: 'Bad Request', errors: [{ resource: 'AuthorizationCode', field: 'code', code: 'invalid' }] } });
  });

  it('takes the parameters as a query or as JSON, and refuses a wrong client', async () => {
    const simulator = await startSimulator();
    const athleteId = simulator.createAthlete().id;
    const query = new URLSearchParams({ ...tokenFields, code: simulator.authorize(athleteId, 'read'), grant_type: 'authorization_code' });
    expect((await fetch(`${simulator.url}/oauth/token?${query}`, { method: 'POST' })).status).toBe(200);
    const asJson = await fetch(`${simulator.url}/oauth/token`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ ...tokenFields, code: simulator.authorize(athleteId, 'read'), grant_type: 'authorization_code' }),
    });
    expect(asJson.status).toBe(200);

    const code = simulator.authorize(athleteId, 'read');
    const wrongSecret = await postForm(`${simulator.url}/oauth/token`, { ...tokenFields, client_secret: 'nope', code, grant_type: 'authorization_code' });
    expect(wrongSecret).toMatchObject({ status: 401, body: { errors: [{ resource: 'Application', code: 'invalid' }] } });
    const wrongClient = await postForm(`${simulator.url}/oauth/token`, { ...tokenFields, client_id: '1', code, grant_type: 'authorization_code' });
    expect(wrongClient).toMatchObject({ status: 400, body: { errors: [{ resource: 'Application', field: 'client_id', code: 'invalid' }] } });
  });

  it('refreshes: the same access token while over an hour is left, a new one after; the refresh token rotates and the old one dies', async () => {
    const clock = manualClock();
    const simulator = await startSimulator({ now: clock.now });
    const connection = await connectAthlete(simulator);

    clock.advance(4 * HOUR_MS);
    const early = await refresh(simulator.url, connection.refresh_token);
    expect(early.status).toBe(200);
    expect(early.body).toMatchObject({ token_type: 'Bearer', access_token: connection.access_token, expires_at: connection.expires_at, expires_in: 2 * 3600 });
    expect(early.body).not.toHaveProperty('athlete');
    expect(early.body.refresh_token).not.toBe(connection.refresh_token);
    expect(await refresh(simulator.url, connection.refresh_token)).toMatchObject({
      status: 400,
      body: { message: 'Bad Request', errors: [{ resource: 'RefreshToken', field: 'refresh_token', code: 'invalid' }] },
    });

    clock.advance(HOUR_MS);
    const late = await refresh(simulator.url, early.body.refresh_token as string);
    expect(late.body.access_token).not.toBe(connection.access_token);
    expect(late.body.expires_in).toBe(21600);
    // old and new both work until each expires
    expect((await get(`${simulator.url}/api/v3/athlete`, connection.access_token)).status).toBe(200);
    expect((await get(`${simulator.url}/api/v3/athlete`, late.body.access_token as string)).status).toBe(200);
    clock.advance(HOUR_MS);
    expect(await get(`${simulator.url}/api/v3/athlete/activities`, connection.access_token)).toMatchObject({ status: 401, body: AUTHORIZATION_ERROR });
    expect((await get(`${simulator.url}/api/v3/athlete/activities`, late.body.access_token as string)).status).toBe(200);
  });

  it('expires an access token on demand; a refresh then gives a working one', async () => {
    const simulator = await startSimulator();
    const connection = await connectAthlete(simulator);
    simulator.expireAccessToken(connection.athleteId);
    expect(await get(`${simulator.url}/api/v3/athlete/activities`, connection.access_token)).toMatchObject({ status: 401, body: AUTHORIZATION_ERROR });
    const refreshed = await refresh(simulator.url, connection.refresh_token);
    expect(refreshed.body.access_token).not.toBe(connection.access_token);
    expect((await get(`${simulator.url}/api/v3/athlete/activities`, refreshed.body.access_token as string)).status).toBe(200);
  });

  it('deauthorizes: every token of the athlete dies', async () => {
    const simulator = await startSimulator();
    const connection = await connectAthlete(simulator);
    const answer = await fetch(`${simulator.url}/oauth/deauthorize`, { method: 'POST', headers: { Authorization: `Bearer ${connection.access_token}` } });
    expect(answer.status).toBe(200);
    expect(await answer.json()).toEqual({ access_token: connection.access_token });
    expect((await get(`${simulator.url}/api/v3/athlete/activities`, connection.access_token)).status).toBe(401);
    expect((await refresh(simulator.url, connection.refresh_token)).status).toBe(400);
    expect((await postForm(`${simulator.url}/oauth/deauthorize`, { access_token: connection.access_token })).status).toBe(401);
  });

  it('revokes a refresh token (HTTP Basic client credentials, form token): 200 with no body, the grant ends as by deauthorization', async () => {
    const simulator = await startSimulator();
    const callback = await subscribe(simulator);
    const connection = await connectAthlete(simulator);
    const basic = (secret: string) => `Basic ${Buffer.from(`${APP.clientId}:${secret}`).toString('base64')}`;
    const revoke = (token: string, secret = APP.clientSecret) =>
      fetch(`${simulator.url}/oauth/revoke`, { method: 'POST', headers: { Authorization: basic(secret) }, body: new URLSearchParams({ token, token_type_hint: 'refresh_token' }) });

    const answer = await revoke(connection.refresh_token);
    expect(answer.status).toBe(200);
    expect(await answer.text()).toBe('');
    expect((await get(`${simulator.url}/api/v3/athlete/activities`, connection.access_token)).status).toBe(401);
    expect((await refresh(simulator.url, connection.refresh_token)).status).toBe(400);
    expect(simulator.connectedAthletes).toBe(0);
    await simulator.webhooksSettled();
    expect(callback.events).toMatchObject([{ object_type: 'athlete', object_id: connection.athleteId, updates: { authorized: 'false' } }]);

    expect((await revoke(connection.refresh_token)).status).toBe(200);
    expect((await revoke('never-issued')).status).toBe(200);
    expect((await revoke(connection.refresh_token, 'wrong')).status).toBe(401);
  });

  it('reads a client secret holding a colon, and answers 404 where Strava does not serve revoke', async () => {
    const app = { clientId: APP.clientId, clientSecret: 'with:colon' };
    const simulator = await startSimulator(app);
    const { access_token, refresh_token } = await connectAthlete(simulator, 'activity:read_all', app);
    const authorization = `Basic ${Buffer.from(`${app.clientId}:${app.clientSecret}`).toString('base64')}`;
    expect((await fetch(`${simulator.url}/oauth/revoke`, { method: 'POST', headers: { Authorization: authorization }, body: new URLSearchParams({ token: refresh_token }) })).status).toBe(200);
    expect((await get(`${simulator.url}/api/v3/athlete`, access_token)).status).toBe(401);

    const withoutRevoke = await startSimulator({ revokeEndpoint: false });
    const connection = await connectAthlete(withoutRevoke);
    expect(await postForm(`${withoutRevoke.url}/oauth/revoke`, { ...tokenFields, token: connection.refresh_token })).toMatchObject({
      status: 404,
      body: { message: 'Record Not Found', errors: [{ resource: 'resource', field: 'path', code: 'invalid' }] },
    });
    expect((await get(`${withoutRevoke.url}/api/v3/athlete`, connection.access_token)).status).toBe(200);
  });

  it('answers 401 without the activity scope (missing-scope body)', async () => {
    const simulator = await startSimulator();
    const connection = await connectAthlete(simulator, 'read,profile:read_all');
    expect(await get(`${simulator.url}/api/v3/athlete/activities`, connection.access_token)).toMatchObject({
      status: 401,
      body: { message: 'Authorization Error', errors: [{ resource: 'AccessToken', field: 'activity:read_permission', code: 'missing' }] },
    });
    expect((await get(`${simulator.url}/api/v3/athlete`, connection.access_token)).status).toBe(200);
  });
});

describe('Strava simulator: authorize page', () => {
  const authorizeQuery = (overrides: Record<string, string> = {}) =>
    new URLSearchParams({ client_id: APP.clientId, redirect_uri: 'http://localhost:3000/strava/polaczono', response_type: 'code', scope: 'read,activity:read_all', state: 'xyz', ...overrides });

  it('shows one ticked checkbox per requested scope and a sign-in choice', async () => {
    const simulator = await startSimulator();
    const existing = simulator.createAthlete({ firstname: 'Zenon', lastname: 'Rowerowy' });
    const page = await fetch(`${simulator.url}/oauth/authorize?${authorizeQuery()}`);
    expect(page.status).toBe(200);
    const text = await page.text();
    expect(text).toContain('name="viewport"');
    expect(text).toMatch(/<input type="checkbox" name="granted" value="activity:read_all" checked>/);
    expect(text).toMatch(/<input type="checkbox" checked disabled> <span><b>read<\/b>/);
    expect(text).toContain(`value="${existing.id}"`);
    expect(text).toContain('Zenon Rowerowy');
  });

  it('redirects back with the scopes left ticked (always read), and the code carries only them', async () => {
    const simulator = await startSimulator();
    const form = { ...Object.fromEntries(authorizeQuery()), athlete: 'new', firstname: 'Ola', lastname: 'Nowa', action: 'authorize' };
    const answer = await fetch(`${simulator.url}/oauth/authorize`, { method: 'POST', body: new URLSearchParams(form), redirect: 'manual' });
    expect(answer.status).toBe(302);
    const location = new URL(answer.headers.get('location')!);
    expect(location.origin + location.pathname).toBe('http://localhost:3000/strava/polaczono');
    expect(location.searchParams.get('state')).toBe('xyz');
    expect(location.searchParams.get('scope')).toBe('read');

    const exchanged = await postForm<{ access_token: string; athlete: { firstname: string } }>(`${simulator.url}/oauth/token`, {
      ...tokenFields,
      code: location.searchParams.get('code')!,
      grant_type: 'authorization_code',
    });
    expect(exchanged.body.athlete.firstname).toBe('Ola');
    expect((await get(`${simulator.url}/api/v3/athlete/activities`, exchanged.body.access_token)).status).toBe(401);
  });

  it('grants what stayed ticked, never more than was asked', async () => {
    const simulator = await startSimulator();
    const body = new URLSearchParams({ ...Object.fromEntries(authorizeQuery({ scope: 'activity:read' })), athlete: 'new', action: 'authorize' });
    body.append('granted', 'activity:read');
    body.append('granted', 'activity:read_all');
    const answer = await fetch(`${simulator.url}/oauth/authorize`, { method: 'POST', body, redirect: 'manual' });
    expect(new URL(answer.headers.get('location')!).searchParams.get('scope')).toBe('read,activity:read');
  });

  it('answers access_denied on Cancel and a JSON error for a redirect_uri outside the callback domain', async () => {
    const simulator = await startSimulator();
    const cancel = await fetch(`${simulator.url}/oauth/authorize`, { method: 'POST', body: new URLSearchParams({ ...Object.fromEntries(authorizeQuery()), action: 'cancel' }), redirect: 'manual' });
    expect(cancel.headers.get('location')).toBe('http://localhost:3000/strava/polaczono?state=xyz&error=access_denied');

    const foreign = await get(`${simulator.url}/oauth/authorize?${authorizeQuery({ redirect_uri: 'https://evil.example/cb' })}`);
    expect(foreign).toMatchObject({ status: 400, body: { message: 'Bad Request', errors: [{ resource: 'Application', field: 'redirect_uri', code: 'invalid' }] } });
    const allowed = await startSimulator({ callbackDomain: 'lesne.example' });
    expect((await fetch(`${allowed.url}/oauth/authorize?${authorizeQuery({ redirect_uri: 'https://app.lesne.example/cb' })}`)).status).toBe(200);
  });
});
