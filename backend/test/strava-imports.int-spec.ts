import { IDEMPOTENCY_KEY_HEADER, type StravaImportItem } from '@lesne/contracts';
import { StravaConnection, StravaImport, type User } from '@lesne/db';
import { addDays, warsawDay } from '@lesne/domain';
import { randomUUID } from 'node:crypto';
import { startStack, type Stack } from '../../test/stack';
import { outboxRows } from './strava-helpers';

let stack: Stack;
let operator: User;
beforeAll(async () => {
  stack = await startStack({ workers: false });
  operator = await stack.factory.user({ role: 'admin', company: null, name: 'Olga Operator' });
});
afterAll(() => stack.close());

const today = () => warsawDay(new Date());

async function connectedParticipant(name = 'Ala Uczestnik'): Promise<User> {
  const user = await stack.factory.user({ name });
  await stack.dataSource.getRepository(StravaConnection).insert({
    userId: user.id, athleteId: String(5_000_000 + user.id), accessTokenEncrypted: 'v1:a:b:c', refreshTokenEncrypted: 'v1:a:b:c',
    expiresAt: new Date(Date.now() + 3600_000), scope: 'read,activity:read_all', accessType: 'full',
  });
  return user;
}

const stravaUpdate = (caller: User | null, body: object, headers: Record<string, string> = {}) => {
  return (caller ? stack.as(caller) : stack.api()).post('/api/v1/user/stravaUpdate').set(headers).send(body);
};

describe('POST /user/stravaUpdate', () => {
  it('queues a re-import from the day asked, with its job, and says so in the caller language', async () => {
    const user = await connectedParticipant('Bartek Strava');
    const dateFrom = addDays(today(), -20);
    const response = await stravaUpdate(operator, { user_id: user.id, date_from: dateFrom }, { 'Accept-Language': 'pl' }).expect(200);
    expect(response.body.message).toBe('Aktualizacja Stravy została zainicjowana. Może potrwać kilka minut, a jej przebieg pojawi się w dzienniku importów.');
    const item: StravaImportItem = response.body.import;
    expect(item).toEqual({
      id: expect.any(Number), userId: user.id, userName: 'Bartek Strava', userEmail: user.email, dateFrom, state: 'queued',
      pagesFetched: 0, imported: null, skipped: null, removed: null, resumesAt: null, error: null, requestedAt: expect.any(String), finishedAt: null,
    });
    expect(await stack.dataSource.getRepository(StravaImport).findOneByOrFail({ id: item.id })).toMatchObject({ requestedById: operator.id, dateFrom });
    expect(await outboxRows(stack, 'strava.reimport', { importId: item.id })).toHaveLength(1);

    const english = await stravaUpdate(operator, { user_id: user.id, date_from: today() }, { 'Accept-Language': 'en' }).expect(200);
    expect(english.body.message).toBe('The Strava update has started. It may take a few minutes; its progress will appear in the import log.');
  });

  it('queues one import per Idempotency-Key, however often it is sent', async () => {
    const user = await connectedParticipant();
    const key = { [IDEMPOTENCY_KEY_HEADER]: randomUUID() };
    const body = { user_id: user.id, date_from: today() };
    const first = await stravaUpdate(operator, body, key).expect(200);
    const again = await stravaUpdate(operator, body, key).expect(200);
    expect(again.body.import.id).toBe(first.body.import.id);
    expect(await stack.dataSource.getRepository(StravaImport).count({ where: { userId: user.id } })).toBe(1);
  });

  it('is for platform admins only', async () => {
    const user = await connectedParticipant();
    const { admin, participants } = await stack.factory.crew();
    const body = { user_id: user.id, date_from: today() };
    await stravaUpdate(null, body).expect(401);
    await stravaUpdate(participants[0], body).expect(403);
    await stravaUpdate(admin, body).expect(403);
    expect(await stack.dataSource.getRepository(StravaImport).count({ where: { userId: user.id } })).toBe(0);
  });

  it('refuses a user without Strava (409), an unknown user (404), and a bad or future day (400), each with a message', async () => {
    const user = await connectedParticipant();
    const unconnected = await stack.factory.user();
    const refusal = async (body: object, status: number) => (await stravaUpdate(operator, body, { 'Accept-Language': 'en' }).expect(status)).body.message;
    expect(await refusal({ user_id: unconnected.id, date_from: today() }, 409)).toBe('This user has no Strava connection.');
    expect(await refusal({ user_id: 2_000_000_000, date_from: today() }, 404)).toBe('User not found.');
    expect(await refusal({ user_id: user.id, date_from: addDays(today(), 1) }, 400)).toBe('The day to fetch activities from cannot be in the future.');
    for (const date_from of ['2024-02-30', '15-05-2025', '', null, 20250101]) {
      expect(await refusal({ user_id: user.id, date_from }, 400)).toBe('Enter a date as YYYY-MM-DD.');
    }
    for (const user_id of ['12', 0, -3, 1.5, null]) await stravaUpdate(operator, { user_id, date_from: today() }).expect(400);
    await stravaUpdate(operator, { user_id: user.id }).expect(400);
    expect(await stack.dataSource.getRepository(StravaImport).count({ where: { userId: user.id } })).toBe(0);
  });
});

describe('GET /strava/imports', () => {
  it('lists the re-imports newest first, with the user name and e-mail, paged', async () => {
    const first = await connectedParticipant('Celina Pierwsza');
    const second = await connectedParticipant('Damian Drugi');
    const a = (await stravaUpdate(operator, { user_id: first.id, date_from: addDays(today(), -3) }).expect(200)).body.import;
    const b = (await stravaUpdate(operator, { user_id: second.id, date_from: addDays(today(), -2) }).expect(200)).body.import;

    const page = await stack.as(operator).get('/api/v1/strava/imports?page=1&perpage=100').expect(200);
    expect(page.body.items.slice(0, 2)).toEqual([b, a]);
    expect(page.body.items[0]).toMatchObject({ userName: 'Damian Drugi', userEmail: second.email });
    expect(page.body).toMatchObject({ curPage: 1, itemsTotal: expect.any(Number), pageTotal: Math.ceil(page.body.itemsTotal / 100) });
    const requested = page.body.items.map((item: StravaImportItem) => item.requestedAt);
    expect(requested).toEqual([...requested].sort().reverse());

    const total = page.body.itemsTotal;
    const last = await stack.as(operator).get(`/api/v1/strava/imports?page=${total}&perpage=10`).expect(200);
    expect(last.body.items).toEqual([]);
    await stack.as(operator).get('/api/v1/strava/imports?perpage=7').expect(400);
    await stack.as(operator).get('/api/v1/strava/imports?page=0').expect(400);
  });

  it('is for platform admins only', async () => {
    const { admin, participants } = await stack.factory.crew();
    await stack.api().get('/api/v1/strava/imports').expect(401);
    await stack.as(participants[0]).get('/api/v1/strava/imports').expect(403);
    await stack.as(admin).get('/api/v1/strava/imports').expect(403);
  });
});
