import 'reflect-metadata';
import { randomBytes } from 'node:crypto';
import Redis from 'ioredis';
import { DataSource } from 'typeorm';
import { loadConfig, stravaUrlsAt } from '@lesne/config';
import { dataSourceOptions, SecretBox, StravaConnection, User } from '@lesne/db';
import { StravaSimulator } from '@lesne/strava-simulator';
import { StravaClient } from './strava-client';
import { StravaRateBudget } from './strava-rate-budget';
import { failure } from './strava-failure.spec-support';
import { StravaTokens } from './strava-tokens';

const app = { clientId: '4343', clientSecret: 'tokens-test-secret' };
const prefix = `lesne-test-strava-tokens-${randomBytes(4).toString('hex')}`;
const HOUR_MS = 3600_000;

let redis: Redis;
let strava: StravaSimulator;
let client: StravaClient;
let secrets: SecretBox;
let dataSource: DataSource;
let tokens: StravaTokens;

beforeAll(async () => {
  redis = new Redis(loadConfig().REDIS_URL);
  strava = new StravaSimulator(app);
  client = new StravaClient({ ...stravaUrlsAt(await strava.start(0)), ...app }, new StravaRateBudget(redis, prefix));
  secrets = new SecretBox(randomBytes(32).toString('base64'));
  dataSource = await new DataSource(dataSourceOptions(process.env.DATABASE_URL!)).initialize();
  tokens = new StravaTokens(dataSource, client, secrets);
});

afterAll(async () => {
  await dataSource.destroy();
  await strava.stop();
  const keys = await redis.keys(`${prefix}:*`);
  if (keys.length) await redis.del(...keys);
  await redis.quit();
});

/** A user of ours who connected a simulated athlete, granting `scope`. */
async function connectedUser(scope = 'read,activity:read_all') {
  const user = await dataSource.getRepository(User).save({ email: `strava-${randomBytes(6).toString('hex')}@example.com`, name: 'Ola Strava', role: 'admin', companyId: null });
  const athlete = strava.createAthlete();
  const grant = await client.exchangeCode(strava.authorize(athlete.id, scope));
  await tokens.save(user.id, { athleteId: String(athlete.id), accessToken: grant.accessToken, refreshToken: grant.refreshToken, expiresAt: grant.expiresAt, scope });
  return { user, athlete, grant };
}

const connectionOf = (userId: number) => dataSource.getRepository(StravaConnection).findOneByOrFail({ userId });
const refreshes = () => strava.stats.byPath['POST /oauth/token'] ?? 0;

/** As if the access token had less than an hour left. */
async function nearItsEnd(userId: number): Promise<void> {
  await dataSource.getRepository(StravaConnection).update({ userId }, { expiresAt: new Date(Date.now() + HOUR_MS / 2) });
}

describe('StravaTokens', () => {
  it('keeps the tokens sealed at rest, with the scope and the access it grants', async () => {
    const { user, athlete, grant } = await connectedUser('read,activity:read');
    const [row] = await dataSource.query('SELECT * FROM strava_connection WHERE user_id = $1', [user.id]);
    const stored = JSON.stringify(row);
    expect(stored).not.toContain(grant.accessToken);
    expect(stored).not.toContain(grant.refreshToken);
    expect(secrets.open(row.access_token_encrypted)).toBe(grant.accessToken);
    expect(row).toMatchObject({ athlete_id: String(athlete.id), scope: 'read,activity:read', access_type: 'restricted' });
    expect(await tokens.accessToken(user.id)).toBe(grant.accessToken);
  });

  it('a reconnect replaces the tokens and the access type', async () => {
    const { user, athlete } = await connectedUser('read,activity:read');
    const again = await client.exchangeCode(strava.authorize(athlete.id, 'read,activity:read_all'));
    await tokens.save(user.id, { athleteId: String(athlete.id), ...again, scope: 'read,activity:read_all' });
    expect(await connectionOf(user.id)).toMatchObject({ accessType: 'full', scope: 'read,activity:read_all' });
    expect(await tokens.accessToken(user.id)).toBe(again.accessToken);
  });

  it('uses the stored access token while more than an hour is left, without asking Strava', async () => {
    const { user, grant } = await connectedUser();
    const before = refreshes();
    expect(await Promise.all([1, 2, 3].map(() => tokens.accessToken(user.id)))).toEqual([grant.accessToken, grant.accessToken, grant.accessToken]);
    expect(refreshes()).toBe(before);
  });

  it('refreshes an expiring token once when five callers ask together, and keeps the rotated refresh token', async () => {
    const { user, athlete, grant } = await connectedUser();
    strava.expireAccessToken(athlete.id);
    await nearItsEnd(user.id);
    const before = refreshes();

    const answers = await Promise.all(Array.from({ length: 5 }, () => tokens.accessToken(user.id)));

    expect(refreshes() - before).toBe(1);
    expect(new Set(answers).size).toBe(1);
    expect(answers[0]).not.toBe(grant.accessToken);
    expect(await client.listActivities(answers[0], { page: 1, perPage: 30 })).toEqual([]);
    const saved = await connectionOf(user.id);
    expect(saved.expiresAt.getTime()).toBeGreaterThan(Date.now() + 5 * HOUR_MS);
    expect(secrets.open(saved.accessTokenEncrypted)).toBe(answers[0]);
    // the saved refresh token is the live one: the next refresh works
    await nearItsEnd(user.id);
    await tokens.accessToken(user.id);
    expect(refreshes() - before).toBe(2);
  });

  it('gives both live tokens, the refreshed ones when the access token was near its end (to revoke them)', async () => {
    const { user, athlete, grant } = await connectedUser();
    expect(await tokens.current(user.id)).toEqual({ accessToken: grant.accessToken, refreshToken: grant.refreshToken });
    strava.expireAccessToken(athlete.id);
    await nearItsEnd(user.id);
    const fresh = await tokens.current(user.id);
    expect(fresh.accessToken).not.toBe(grant.accessToken);
    expect(fresh.refreshToken).not.toBe(grant.refreshToken);
    await client.revoke(fresh);
    expect(await failure(client.listActivities(fresh.accessToken, { page: 1, perPage: 30 }))).toMatchObject({ kind: 'unauthorized' });
  });

  it('a dead refresh token is unauthorized, and so is a user without a connection', async () => {
    const { user, grant } = await connectedUser();
    await client.refresh(grant.refreshToken);
    await nearItsEnd(user.id);
    expect(await failure(tokens.accessToken(user.id))).toMatchObject({ kind: 'unauthorized' });

    await tokens.forget(user.id);
    expect(await dataSource.getRepository(StravaConnection).countBy({ userId: user.id })).toBe(0);
    expect(await failure(tokens.accessToken(user.id))).toMatchObject({ kind: 'unauthorized' });
  });
});
