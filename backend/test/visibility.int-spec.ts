import type { OfficeScreenLink } from '@lesne/contracts';
import { addDays, warsawDay } from '@lesne/domain';
import { Activity, type Company, type User } from '@lesne/db';
import { startStack, type Stack } from '../../test/stack';
import { CacheInvalidation } from '../src/redis/cache-invalidation';

/**
 * Who sees what (libs/domain visibility.ts) through the API: a Strava result's figures (km, type,
 * day, time) reach only its owner; colleagues, company admins, the office screen and the CSV see
 * trees and place, and the figures of manual results; a participant can keep their name off
 * shared rankings while admins' lists keep it.
 */
let stack: Stack;
beforeAll(async () => {
  stack = await startStack({ workers: false });
});
afterAll(() => stack.close());

const today = () => warsawDay(new Date());
const RUN = 2;
const RIDE = 3;

/** Figures no one but the owner may see, in every form an answer could carry them (the type is checked on the items: the list of types names every type). */
const STRAVA = {
  approved: { km: 42.37, trees: 2.1185, day: () => addDays(today(), -3), seconds: 5432 },
  held: { km: 61.73, trees: 3.0865, day: () => addDays(today(), -4), seconds: 1234 },
};
const MANUAL = { km: 5.25, trees: 1.05, day: () => addDays(today(), -1) };
/** Ala's sums of approved results, as numeric(12, 4) and numeric(12, 2) keep them */
const OWNER_TREES = 3.1685;
const OWNER_KM = 47.62;

function secretsIn(text: string): string[] {
  const secrets = [
    ...[STRAVA.approved, STRAVA.held].flatMap((result) => [String(result.km), String(result.km).replace('.', ','), result.day()]),
    String(OWNER_KM),
    String(new Date(`${STRAVA.approved.day()}T09:00:00Z`).getTime()),
  ];
  return secrets.filter((secret) => text.includes(secret));
}

/** A company whose participant Ala has a manual result, an approved Strava ride and a Strava ride held as too fast; her totals as the workers leave them. */
/** Strava's activity ids are unique across the database. */
const stravaId = () => String(10_000_000_000 + Math.floor(Math.random() * 1e9));

async function crewWithStrava(): Promise<{
  company: Company; admin: User; owner: User; colleague: User; ids: { manual: number; strava: number; held: number }; stravaIds: { strava: string; held: string };
}> {
  const { company, admin, participants } = await stack.factory.crew({ flagSystem: true });
  const [owner, colleague] = participants;
  const activities = stack.dataSource.getRepository(Activity);
  const base = { companyId: company.id, userId: owner.id };
  const stravaIds = { strava: stravaId(), held: stravaId() };
  const manual = await activities.save({
    ...base, activityTypeId: RUN, startTime: new Date(`${MANUAL.day()}T10:00:00Z`), day: MANUAL.day(), distance: MANUAL.km, trees: MANUAL.trees, status: 'approved', source: 'manual',
  });
  const strava = await activities.save({
    ...base, activityTypeId: RIDE, startTime: new Date(`${STRAVA.approved.day()}T09:00:00Z`), day: STRAVA.approved.day(), distance: STRAVA.approved.km,
    trees: STRAVA.approved.trees, status: 'approved', source: 'integrated', stravaActivityId: stravaIds.strava, elapsedSeconds: STRAVA.approved.seconds,
  });
  const held = await activities.save({
    ...base, activityTypeId: RIDE, startTime: new Date(`${STRAVA.held.day()}T09:00:00Z`), day: STRAVA.held.day(), distance: STRAVA.held.km, trees: STRAVA.held.trees,
    status: 'pending', source: 'integrated', stravaActivityId: stravaIds.held, elapsedSeconds: STRAVA.held.seconds, flagged: true, flagReason: 'tooFast',
  });
  await stack.dataSource.query('UPDATE app_user SET tree_sum = $2, km_sum = $3, activity_count = 2 WHERE id = $1', [owner.id, OWNER_TREES, OWNER_KM]);
  await stack.dataSource.query('UPDATE app_user SET tree_sum = 1, km_sum = 5, activity_count = 1 WHERE id = $1', [colleague.id]);
  return { company, admin, owner, colleague, ids: { manual: manual.id, strava: strava.id, held: held.id }, stravaIds };
}

async function officeScreen(admin: User): Promise<string> {
  const link: OfficeScreenLink = (await stack.as(admin).post('/api/v1/company/office-screens').send({ name: 'Lobby' }).expect(201)).body;
  return link.token;
}

describe('a Strava result in every shared view', () => {
  it('reaches a colleague and a company admin as trees and place only, in the ranking, the podium and the office screen', async () => {
    const { admin, owner, colleague } = await crewWithStrava();
    const screen = await officeScreen(admin);
    for (const viewer of [colleague, admin]) {
      for (const path of ['/api/v1/ranking?page=1&type=user', '/api/v1/ranking?page=0&type=user', '/api/v1/ranking?page=1&type=team']) {
        const answer = await stack.as(viewer).get(path).expect(200);
        expect([path, secretsIn(answer.text), answer.text.includes('kmSum')]).toEqual([path, [], false]);
      }
      const ranking = await stack.as(viewer).get('/api/v1/ranking?page=1&type=user').expect(200);
      expect(ranking.body.items[0]).toEqual({ ranking: 1, treeSum: OWNER_TREES, user_id: owner.id, _user: { name: 'Ala Uczestnik' } });
    }
    const view = await stack.api().get(`/api/v1/office-screen/${screen}`).expect(200);
    expect(view.body.topUsers[0]).toEqual({ place: 1, name: 'Ala Uczestnik', treeSum: OWNER_TREES });
    expect(view.body.podium.every((row: object) => !('kmSum' in row))).toBe(true);
    // the company's totals are an aggregate of many people and stay
    expect(view.body.totals).toHaveProperty('kmSum');
    const mine = await stack.as(owner).get('/api/v1/ranking?type=user&onlyMyResults=true').expect(200);
    expect(mine.body.items[0]).not.toHaveProperty('kmSum');
  });

  it("lists only someone else's manual results in their opened ranking row, and the trees of their Strava results without details", async () => {
    const { admin, owner, colleague, ids, stravaIds } = await crewWithStrava();
    for (const viewer of [colleague, admin]) {
      const row = await stack.as(viewer).get(`/api/v1/activity/user?user_id=${owner.id}`).expect(200);
      expect(secretsIn(row.text)).toEqual([]);
      expect(row.text).not.toContain(stravaIds.strava);
      expect(row.body).toEqual({
        items: [expect.objectContaining({ id: ids.manual, withheld: false, distance: MANUAL.km, day: MANUAL.day(), trees: MANUAL.trees, source: 'manual', stravaActivityId: null })],
        ownerOnlyTrees: STRAVA.approved.trees,
      });
    }
  });

  it('shows the owner every figure of their own results, with the link to Strava', async () => {
    const { owner, ids, stravaIds } = await crewWithStrava();
    const own = await stack.as(owner).get(`/api/v1/activity/user?user_id=${owner.id}&showPending=true`).expect(200);
    expect(own.body.ownerOnlyTrees).toBe(0);
    expect(own.body.items.map((item: { id: number }) => item.id)).toEqual([ids.manual, ids.strava, ids.held]);
    expect(own.body.items[1]).toMatchObject({
      withheld: false, distance: STRAVA.approved.km, day: STRAVA.approved.day(), _activity_types: { id: RIDE }, stravaActivityId: stravaIds.strava,
    });
    // and their own data export stays complete
    const exported = await stack.as(owner).get('/api/v1/user/export').expect(200);
    expect(JSON.parse(exported.text).activities.map((activity: { distanceKm: number }) => activity.distanceKm)).toEqual([MANUAL.km, STRAVA.approved.km, STRAVA.held.km]);
  });

  it('keeps Strava results off the admin activity list, its summary and its CSV', async () => {
    const { admin, ids } = await crewWithStrava();
    const list = await stack.as(admin).get(`/api/v1/company/activities?showSummary=true&dateFrom=${addDays(today(), -10)}`).expect(200);
    expect(secretsIn(list.text)).toEqual([]);
    expect(list.body.activities.map((item: { id: number }) => item.id)).toEqual([ids.manual]);
    expect([list.body.itemsTotal, list.body.summary]).toEqual([1, { trees: MANUAL.trees, distance: MANUAL.km }]);
    for (const lang of ['pl', 'en']) {
      const csv = await stack.as(admin).get(`/api/v1/company/activities.csv?dateFrom=${addDays(today(), -10)}`).set('Accept-Language', lang).expect(200);
      expect(secretsIn(csv.text)).toEqual([]);
      expect(csv.text.trim().split('\n')).toHaveLength(2);
      expect(csv.text).toContain(MANUAL.day());
    }
  });

  it('shows the company admin a held Strava result by whose it is, its trees, status and reason, and its Strava link: no km, type, day or time in the JSON', async () => {
    const { admin, owner, ids, stravaIds } = await crewWithStrava();
    const flagged = await stack.as(admin).get('/api/v1/activity/flagged').expect(200);
    expect(secretsIn(flagged.text)).toEqual([]);
    expect(flagged.body.items).toEqual([
      {
        id: ids.held, withheld: true, trees: STRAVA.held.trees, status: 'pending', source: 'integrated', flagged: true, flagReason: 'tooFast',
        stravaActivityId: stravaIds.held, typedIn: false, keptFromStrava: false, user_id: owner.id, _user: { name: 'Ala Uczestnik', email: expect.stringContaining('@') },
        activity_start_time: null, day: null, startTimeDay: null, startTimeMonth: null, startTimeYear: null, distance: null, _activity_types: null, deviceName: null,
      },
    ]);
  });

  it('shows the company admin a pending manual entry in full, as before', async () => {
    const { company, admin, colleague } = await crewWithStrava();
    const pending = await stack.dataSource.getRepository(Activity).save({
      companyId: company.id, userId: colleague.id, activityTypeId: RUN, startTime: new Date(), day: today(), distance: 7.5, trees: 1.5, status: 'pending', source: 'manual',
    });
    const list = await stack.as(admin).get('/api/v1/activity/pending').expect(200);
    expect(list.body.items).toEqual([expect.objectContaining({ id: pending.id, withheld: false, distance: 7.5, day: today(), _activity_types: expect.objectContaining({ id: RUN }) })]);
  });
});

describe('a participant who hides their name from shared rankings', () => {
  it('ranks as the anonymous user for everyone else, trees counted; admins’ lists and their own screens keep the name', async () => {
    const { company, admin, owner, colleague } = await crewWithStrava();
    const screen = await officeScreen(admin);
    const set = await stack.as(owner).patch('/api/v1/user').send({ hideName: true }).expect(200);
    expect(set.body).toMatchObject({ name: 'Ala Uczestnik', hideName: true });
    expect(JSON.parse((await stack.as(owner).get('/api/v1/user/export').expect(200)).text).profile.hideName).toBe(true);
    stack.app.get(CacheInvalidation).announce('totals', company.id);

    for (const viewer of [colleague, admin, owner]) {
      const ranking = await stack.as(viewer).get('/api/v1/ranking?page=1&type=user').expect(200);
      expect(ranking.body.items[0]).toEqual({ ranking: 1, treeSum: OWNER_TREES, user_id: owner.id, _user: { name: '' } });
      const podium = await stack.as(viewer).get('/api/v1/ranking?page=0&type=user').expect(200);
      expect(podium.text).not.toContain('Ala Uczestnik');
    }
    const view = await stack.api().get(`/api/v1/office-screen/${screen}`).expect(200);
    expect(view.text).not.toContain('Ala Uczestnik');
    expect(view.body.topUsers[0]).toEqual({ place: 1, name: '', treeSum: OWNER_TREES });
    const row = await stack.as(colleague).get(`/api/v1/activity/user?user_id=${owner.id}`).expect(200);
    expect(row.body.items[0]._user).toEqual({ name: '' });

    const own = await stack.as(owner).get(`/api/v1/activity/user?user_id=${owner.id}`).expect(200);
    expect(own.body.items[0]._user).toEqual({ name: 'Ala Uczestnik' });
    for (const path of ['/api/v1/company/activities', '/api/v1/activity/flagged', '/api/v1/user/list']) {
      const list = await stack.as(admin).get(path).expect(200);
      expect([path, list.text.includes('Ala Uczestnik')]).toEqual([path, true]);
    }

    const shown = await stack.as(owner).patch('/api/v1/user').send({ hideName: false }).expect(200);
    expect(shown.body.hideName).toBe(false);
    stack.app.get(CacheInvalidation).announce('totals', company.id);
    const again = await stack.as(colleague).get('/api/v1/ranking?page=1&type=user').expect(200);
    expect(again.body.items[0]._user).toEqual({ name: 'Ala Uczestnik' });
  });

  it('is a yes or no, changed alone or with the name', async () => {
    const { owner } = await crewWithStrava();
    await stack.as(owner).patch('/api/v1/user').send({ hideName: 'yes' }).expect(400);
    const both = await stack.as(owner).patch('/api/v1/user').send({ name: 'Ala Nowa', hideName: true }).expect(200);
    expect(both.body).toMatchObject({ name: 'Ala Nowa', hideName: true });
    const nameOnly = await stack.as(owner).patch('/api/v1/user').send({ name: 'Ala Znowu' }).expect(200);
    expect(nameOnly.body).toMatchObject({ name: 'Ala Znowu', hideName: true });
    await stack.as(owner).patch('/api/v1/user').send({ name: '' }).expect(400);
  });
});
