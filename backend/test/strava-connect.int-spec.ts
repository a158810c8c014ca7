import { STRAVA_CONSENT_VERSION, type StravaConsent } from '@lesne/contracts';
import { Activity, SecretBox, StravaConnection, StravaConsent as StoredConsent, StravaImport, type User } from '@lesne/db';
import { addDays, warsawDay } from '@lesne/domain';
import { freePort, startStack, type Stack } from '../../test/stack';
import { outboxRows } from './strava-helpers';

let stack: Stack;
beforeAll(async () => {
  stack = await startStack({ workers: false });
});
afterAll(() => stack.close());

const FULL = 'read,activity:read_all';
const RESTRICTED = 'read,activity:read';

async function participant() {
  const { participants, company } = await stack.factory.crew();
  return { user: participants[0], company };
}

const KEEP: StravaConsent = { version: STRAVA_CONSENT_VERSION, onDisconnect: 'keepAnonymous' };
const REMOVE: StravaConsent = { version: STRAVA_CONSENT_VERSION, onDisconnect: 'remove' };

/** The redirect's code and scope, with the consent given on the connect screen (keeping the trees, unless the body says otherwise). */
function sendCode(user: User, body: object, lang = 'en') {
  return stack.as(user).post('/api/v1/strava/code').set('Accept-Language', lang).send({ consent: KEEP, ...body });
}

const connectionOf = (userId: number) => stack.dataSource.getRepository(StravaConnection).findOne({ where: { userId } });
const tokenCalls = () => stack.strava.stats.byPath['POST /oauth/token'] ?? 0;
const revokeCalls = () => (stack.strava.stats.byPath['POST /oauth/deauthorize'] ?? 0) + (stack.strava.stats.byPath['POST /oauth/revoke'] ?? 0);

describe('GET /strava', () => {
  it("answers where to start connecting, back to My integrations, and no connection yet", async () => {
    const { user } = await participant();
    const response = await stack.as(user).get('/api/v1/strava').expect(200);
    expect(response.body.connection).toBeNull();
    const authorize = new URL(response.body.authorizeUrl);
    expect(`${authorize.origin}${authorize.pathname}`).toBe(`${stack.strava.url}/oauth/authorize`);
    expect(Object.fromEntries(authorize.searchParams)).toEqual({
      client_id: stack.config.STRAVA_CLIENT_ID,
      redirect_uri: `${stack.config.APP_URL}/moje-integracje`,
      response_type: 'code',
      approval_prompt: 'force',
      scope: 'read,activity:read_all',
    });
  });

  it('is refused without a session', async () => {
    await stack.api().get('/api/v1/strava').expect(401);
  });
});

describe('POST /strava/code', () => {
  it('links the athlete with full access, keeps the tokens sealed, and imports the event so far', async () => {
    const { user, company } = await participant();
    const athlete = stack.strava.createAthlete();
    const response = await sendCode(user, { code: stack.strava.authorize(athlete.id, FULL), scope: FULL }).expect(200);
    expect(response.body).toEqual({ athleteId: String(athlete.id), accessType: 'full' });

    const stored = await connectionOf(user.id);
    expect(stored).toMatchObject({ athleteId: String(athlete.id), scope: FULL, accessType: 'full' });
    expect(stored!.accessTokenEncrypted).toMatch(/^v1:/);
    expect(stored!.refreshTokenEncrypted).toMatch(/^v1:/);

    const status = await stack.as(user).get('/api/v1/strava').expect(200);
    expect(status.body.connection).toEqual({ athleteId: String(athlete.id), accessType: 'full', connectedAt: stored!.createdAt.toISOString(), consent: KEEP });
    expect(await stack.dataSource.getRepository(StoredConsent).find({ where: { userId: user.id } })).toEqual([
      expect.objectContaining({ textVersion: STRAVA_CONSENT_VERSION, onDisconnect: 'keepAnonymous' }),
    ]);

    const [queued] = await stack.dataSource.getRepository(StravaImport).find({ where: { userId: user.id } });
    expect(queued).toMatchObject({ dateFrom: company.dateFrom, state: 'queued', requestedById: user.id });
    expect(await outboxRows(stack, 'strava.reimport', { importId: queued.id })).toHaveLength(1);
  });

  it("links with restricted access when the 'Only You' consent was unticked", async () => {
    const { user } = await participant();
    const athlete = stack.strava.createAthlete();
    const response = await sendCode(user, { code: stack.strava.authorize(athlete.id, RESTRICTED), scope: RESTRICTED }).expect(200);
    expect(response.body).toEqual({ athleteId: String(athlete.id), accessType: 'restricted' });
    expect(await connectionOf(user.id)).toMatchObject({ accessType: 'restricted', scope: RESTRICTED });
  });

  it('imports nothing for an event that has not started', async () => {
    const today = warsawDay(new Date());
    const { participants } = await stack.factory.crew({ dateFrom: addDays(today, 3), dateTo: addDays(today, 9) });
    const athlete = stack.strava.createAthlete();
    await sendCode(participants[0], { code: stack.strava.authorize(athlete.id, FULL), scope: FULL }).expect(200);
    expect(await stack.dataSource.getRepository(StravaImport).count({ where: { userId: participants[0].id } })).toBe(0);
  });

  it('refuses a grant without activity access (the consent unticked), revokes it at Strava and keeps nothing', async () => {
    const { user } = await participant();
    const athlete = stack.strava.createAthlete();
    const revocations = revokeCalls();
    const response = await sendCode(user, { code: stack.strava.authorize(athlete.id, 'read'), scope: 'read' }).expect(400);
    expect(response.body.message).toBe('Strava did not share your activities. Connect again and leave the consent to read activities ticked.');
    expect(revokeCalls()).toBe(revocations + 1);
    expect(await connectionOf(user.id)).toBeNull();
    expect(await stack.dataSource.getRepository(StoredConsent).count({ where: { userId: user.id } })).toBe(0);
  });

  it('takes the granted scope from Strava, not from the redirect the browser passes on', async () => {
    const { user } = await participant();
    const athlete = stack.strava.createAthlete();
    // the redirect claims activity access, Strava refuses the token's activities
    await sendCode(user, { code: stack.strava.authorize(athlete.id, 'read'), scope: FULL }).expect(400);
    expect(await connectionOf(user.id)).toBeNull();
    // the redirect leaves activity access out, Strava shows the activities
    await sendCode(user, { code: stack.strava.authorize(athlete.id, RESTRICTED), scope: 'read' }).expect(200);
    expect(await connectionOf(user.id)).toMatchObject({ scope: 'read,activity:read', accessType: 'restricted' });
  });

  it('refuses a missing consent, and one given to an older text, with 400', async () => {
    const { user } = await participant();
    const athlete = stack.strava.createAthlete();
    await sendCode(user, { code: stack.strava.authorize(athlete.id, FULL), scope: FULL, consent: undefined }).expect(400);
    await sendCode(user, { code: stack.strava.authorize(athlete.id, FULL), scope: FULL, consent: { ...KEEP, onDisconnect: 'sell' } }).expect(400);
    const outdated = await sendCode(user, { code: stack.strava.authorize(athlete.id, FULL), scope: FULL, consent: { ...KEEP, version: '2020-01-01' } }, 'pl').expect(400);
    expect(outdated.body.message).toBe('Treść zgody na połączenie ze Stravą zmieniła się. Odśwież stronę, przeczytaj ją i wybierz jeszcze raz.');
    expect(await connectionOf(user.id)).toBeNull();
  });

  it('answers a code Strava does not know, or one already used by someone else, with 400 in the caller language', async () => {
    const { user } = await participant();
    const unknown = await sendCode(user, { code: 'no-such-code', scope: FULL }, 'pl').expect(400);
    expect(unknown.body.message).toBe('Kod ze Stravy wygasł lub został już użyty. Połącz się ze Stravą jeszcze raz.');

    const athlete = stack.strava.createAthlete();
    const code = stack.strava.authorize(athlete.id, FULL);
    const first = await participant();
    await sendCode(first.user, { code, scope: FULL }).expect(200);
    const replayed = await sendCode(user, { code, scope: FULL }).expect(400);
    expect(replayed.body).toMatchObject({ statusCode: 400, code: 'strava.codeInvalid' });
    expect(await connectionOf(user.id)).toBeNull();
  });

  it("gives the same user's repeat of a code (a reloaded page, a double effect) the first answer, exchanging once", async () => {
    const { user } = await participant();
    const athlete = stack.strava.createAthlete();
    const code = stack.strava.authorize(athlete.id, FULL);
    const before = tokenCalls();
    const [one, two] = await Promise.all([sendCode(user, { code, scope: FULL }), sendCode(user, { code, scope: FULL })]);
    const again = await sendCode(user, { code, scope: FULL });
    for (const response of [one, two, again]) expect([response.status, response.body]).toEqual([200, { athleteId: String(athlete.id), accessType: 'full' }]);
    expect(tokenCalls()).toBe(before + 1);
  });

  it('refuses an athlete already linked to another user with 409, and keeps that link', async () => {
    const athlete = stack.strava.createAthlete();
    const owner = await participant();
    await sendCode(owner.user, { code: stack.strava.authorize(athlete.id, FULL), scope: FULL }).expect(200);
    const other = await participant();
    const response = await sendCode(other.user, { code: stack.strava.authorize(athlete.id, FULL), scope: FULL }).expect(409);
    expect(response.body.message).toBe('This Strava account is already connected to another Forest Challenge user. Remove that connection first.');
    expect(await connectionOf(other.user.id)).toBeNull();
    expect(await connectionOf(owner.user.id)).toMatchObject({ athleteId: String(athlete.id) });
  });

  it('lets a user connect again, keeping one link', async () => {
    const { user } = await participant();
    const athlete = stack.strava.createAthlete();
    await sendCode(user, { code: stack.strava.authorize(athlete.id, RESTRICTED), scope: RESTRICTED }).expect(200);
    await sendCode(user, { code: stack.strava.authorize(athlete.id, FULL), scope: FULL }).expect(200);
    expect(await stack.dataSource.getRepository(StravaConnection).find({ where: { userId: user.id } })).toEqual([expect.objectContaining({ accessType: 'full' })]);
  });

  it('refuses a missing or malformed code or scope with 400', async () => {
    const { user } = await participant();
    await sendCode(user, { scope: FULL }).expect(400);
    await sendCode(user, { code: '', scope: FULL }).expect(400);
    await sendCode(user, { code: 'x'.repeat(201), scope: FULL }).expect(400);
    await sendCode(user, { code: 'abc', scope: 'read; drop table' }).expect(400);
    await sendCode(user, { code: 'abc' }).expect(400);
  });
});

describe('DELETE /strava', () => {
  async function connected() {
    const { user, company } = await participant();
    const athlete = stack.strava.createAthlete();
    await sendCode(user, { code: stack.strava.authorize(athlete.id, FULL), scope: FULL }).expect(200);
    const result = await stack.dataSource.getRepository(Activity).save({
      companyId: company.id, userId: user.id, activityTypeId: 2, startTime: new Date(), day: warsawDay(new Date()), distance: 10, trees: 2,
      status: 'approved', source: 'integrated', stravaActivityId: String(900_000_000 + user.id), elapsedSeconds: 3600,
    });
    return { user, athlete, result };
  }
  it('revokes the grant at Strava, deletes the tokens and keeps the results as anonymous trees, as consented', async () => {
    const { user, result } = await connected();
    const before = revokeCalls();
    const response = await stack.as(user).delete('/api/v1/strava').set('Accept-Language', 'en').expect(200);
    expect(response.body).toEqual({ message: 'Strava has been disconnected and its data deleted as you chose.' });
    expect(revokeCalls()).toBe(before + 1);
    expect(await connectionOf(user.id)).toBeNull();
    const kept = await stack.dataSource.getRepository(Activity).findOneOrFail({ where: { id: result.id }, relations: { activityType: true } });
    expect(kept).toMatchObject({ status: 'approved', trees: 2, distance: 0, stravaActivityId: null, elapsedSeconds: null, activityType: { translationKey: 'other' } });
    expect(kept.stravaDigest).toMatch(/^[0-9a-f]{64}$/);
    expect(kept.stravaDigest).not.toContain(String(900_000_000 + user.id));
    const status = await stack.as(user).get('/api/v1/strava').expect(200);
    expect(status.body).toMatchObject({ connection: null, revokedAt: null });
  });

  it('removes the results from the totals when the user chose so, also when changed while connected', async () => {
    const { user, result } = await connected();
    await stack.as(user).put('/api/v1/strava/consent').send(REMOVE).expect(200);
    expect((await stack.as(user).get('/api/v1/strava').expect(200)).body.connection.consent).toEqual(REMOVE);
    await stack.as(user).delete('/api/v1/strava').expect(200);
    expect(await stack.dataSource.getRepository(Activity).findOne({ where: { id: result.id } })).toBeNull();
    expect(await stack.dataSource.getRepository(StoredConsent).find({ where: { userId: user.id }, order: { id: 'ASC' } })).toEqual([
      expect.objectContaining({ onDisconnect: 'keepAnonymous' }),
      expect.objectContaining({ onDisconnect: 'remove' }),
    ]);
  });

  it('refuses changing the consent without a link, or to an older text', async () => {
    const { user } = await participant();
    await stack.as(user).put('/api/v1/strava/consent').send(REMOVE).expect(409);
    const linked = await connected();
    await stack.as(linked.user).put('/api/v1/strava/consent').send({ ...REMOVE, version: '1999-01-01' }).expect(400);
  });

  it('disconnects even when Strava already killed the tokens', async () => {
    const { user, athlete } = await connected();
    stack.strava.deauthorize(athlete.id);
    await stack.dataSource.getRepository(StravaConnection).update({ userId: user.id }, { expiresAt: new Date(Date.now() - 1000) });
    await stack.as(user).delete('/api/v1/strava').expect(200);
    expect(await connectionOf(user.id)).toBeNull();
  });

  it('answers 200 to a user with nothing to disconnect', async () => {
    const { user } = await participant();
    await stack.as(user).delete('/api/v1/strava').expect(200);
  });
});

describe('when Strava cannot be reached', () => {
  let offline: Stack;
  beforeAll(async () => {
    offline = await startStack({ workers: false, env: { STRAVA_BASE_URL: `http://127.0.0.1:${await freePort()}` } });
  });
  afterAll(() => offline.close());

  it('answers connecting with 503 and Retry-After, and disconnecting still works', async () => {
    const { participants } = await offline.factory.crew();
    const user = participants[0];
    const response = await offline.as(user).post('/api/v1/strava/code').set('Accept-Language', 'en').send({ code: 'abc', scope: FULL, consent: KEEP }).expect(503);
    expect(response.body.message).toBe('Strava is not responding right now. Try again in a moment.');
    expect(Number(response.headers['retry-after'])).toBeGreaterThan(0);

    const sealed = new SecretBox(offline.config.ENCRYPTION_KEY).seal('an-access-token');
    await offline.dataSource.getRepository(StravaConnection).insert({
      userId: user.id, athleteId: String(700_000 + user.id), accessTokenEncrypted: sealed, refreshTokenEncrypted: sealed,
      expiresAt: new Date(Date.now() + 6 * 3600_000), scope: FULL, accessType: 'full',
    });
    await offline.as(user).delete('/api/v1/strava').expect(200);
    expect(await offline.dataSource.getRepository(StravaConnection).exists({ where: { userId: user.id } })).toBe(false);
  });
});
