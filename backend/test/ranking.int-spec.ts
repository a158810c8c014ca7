import { addDays, warsawDay } from '@lesne/domain';
import { Activity, Company, type User } from '@lesne/db';
import { EventCloserProcessor } from '../../workers/src/events/event-closer.processor';
import { eventually, liveClient, startStack, type Stack } from '../../test/stack';
import { CacheInvalidation } from '../src/redis/cache-invalidation';

let stack: Stack;
beforeAll(async () => {
  stack = await startStack({ listen: true });
});
afterAll(() => stack.close());

const today = () => warsawDay(new Date());
const RUN = 2;
const TREE_LIMIT_REFUSAL = 'Wydarzenie osiągnęło limit drzew i zostało zakończone.';

async function withTotals(company: Company, totals: Array<[trees: number, km: number]>): Promise<User[]> {
  const users: User[] = [];
  for (const [index, [trees, km]] of totals.entries()) {
    const user = await stack.factory.user({ company, name: `Osoba ${index + 1}` });
    await stack.dataSource.query('UPDATE app_user SET tree_sum = $2, km_sum = $3 WHERE id = $1', [user.id, trees, km]);
    users.push(user);
  }
  return users;
}

describe('the ranking', () => {
  it('orders by trees then km, equal sums sharing a place (1, 2, 2, 4), ties listed in a stable order', async () => {
    const company = await stack.factory.company();
    const users = await withTotals(company, [[5, 25], [10, 50], [5, 25], [5, 30], [1, 5]]);
    const response = await stack.as(users[0]).get('/api/v1/ranking?page=1&type=user').expect(200);
    expect(response.body.items.map((item: { ranking: number; _user: { name: string } }) => [item.ranking, item._user.name])).toEqual([
      [1, 'Osoba 2'], [2, 'Osoba 4'], [3, 'Osoba 3'], [3, 'Osoba 1'], [5, 'Osoba 5'],
    ]);
    expect(response.body.nextPage).toBeNull();
    const me = await stack.as(users[2]).get('/api/v1/user').expect(200);
    expect(me.body).toMatchObject({ ranking: 3, rankingCount: 5 });
    const mine = await stack.as(users[4]).get('/api/v1/ranking?type=user&onlyMyResults=true').expect(200);
    expect(mine.body.items).toEqual([{ ranking: 5, treeSum: 1, user_id: users[4].id, _user: { name: 'Osoba 5' } }]);
  });

  it('ranks nobody before anyone has a result, users and teams alike, then only those with results', async () => {
    const { company, admin, participants } = await stack.factory.crew({ dateFrom: addDays(today(), 5), dateTo: addDays(today(), 20) });
    await stack.as(admin).post('/api/v1/team').send({ name: 'Dęby' }).expect(201);
    const ranking = (type: string, page = 1) =>
      stack.as(participants[0]).get(`/api/v1/ranking?page=${page}&type=${type}`).expect(200).then((r) => r.body.items);
    expect([await ranking('user'), await ranking('team'), await ranking('user', 0)]).toEqual([[], [], []]);
    await stack.dataSource.query('UPDATE app_user SET tree_sum = 1, km_sum = 5 WHERE id = $1', [participants[1].id]);
    // as the totals worker does after it writes the sums: the ranking pages cached above are stale
    stack.app.get(CacheInvalidation).announce('totals', company.id);
    expect((await ranking('user')).map((item: { ranking: number; user_id: number }) => [item.ranking, item.user_id])).toEqual([[1, participants[1].id]]);
    const place = (user: User) => stack.as(user).get('/api/v1/user').expect(200).then((r) => [r.body.ranking, r.body.rankingCount]);
    expect([await place(participants[1]), await place(participants[0])]).toEqual([[1, 1], [null, 1]]);
  });

  it('pages by 20 with nextPage, and page 0 is the podium with its ties', async () => {
    const company = await stack.factory.company();
    const users = await withTotals(company, Array.from({ length: 45 }, (_, index) => [100 - index, 100 - index] as [number, number]));
    const page = (number: number) => stack.as(users[0]).get(`/api/v1/ranking?page=${number}`).expect(200).then((r) => r.body);
    const first = await page(1);
    expect([first.items.length, first.nextPage, first.items[0].ranking, first.items[19].ranking]).toEqual([20, 2, 1, 20]);
    const third = await page(3);
    expect([third.items.length, third.nextPage, third.items[4].ranking]).toEqual([5, null, 45]);
    await stack.dataSource.query('UPDATE app_user SET tree_sum = 99, km_sum = 99 WHERE id = ANY($1)', [[users[2].id, users[3].id]]);
    const podium = await page(0);
    expect(podium.items.map((item: { ranking: number }) => item.ranking)).toEqual([1, 2, 2, 2]);
    expect(podium.nextPage).toBeNull();
  });

  it('ranks teams by the sums of their members', async () => {
    const { company, admin, participants } = await stack.factory.crew();
    const oaks = await stack.as(admin).post('/api/v1/team').send({ name: 'Dęby' }).expect(201);
    const pines = await stack.as(admin).post('/api/v1/team').send({ name: 'Sosny' }).expect(201);
    await stack.as(admin).patch(`/api/v1/user/${participants[0].id}/team`).send({ team_id: oaks.body.id }).expect(200);
    await stack.as(admin).patch(`/api/v1/user/${participants[1].id}/team`).send({ team_id: oaks.body.id }).expect(200);
    await stack.as(admin).patch(`/api/v1/user/${participants[2].id}/team`).send({ team_id: pines.body.id }).expect(200);
    for (const [user, km] of [[participants[0], 10], [participants[1], 15], [participants[2], 20]] as const) {
      await stack.as(user).post('/api/v1/activity').send({ startTime: today(), distance: km, activityType: RUN }).expect(201);
    }
    await eventually(async () => {
      const teams = await stack.as(participants[0]).get('/api/v1/ranking?type=team').expect(200);
      expect(teams.body.items.map((item: { ranking: number; _team: { name: string }; treeSum: number }) => [item.ranking, item._team.name, item.treeSum])).toEqual([
        [1, 'Dęby', 5], [2, 'Sosny', 4],
      ]);
    });
    const mine = await stack.as(participants[2]).get('/api/v1/ranking?type=team&onlyMyResults=true').expect(200);
    expect(mine.body.items).toMatchObject([{ ranking: 2, team_id: pines.body.id, treeSum: 4, _team: { name: 'Sosny' } }]);
    const teamless = await stack.as(admin).get('/api/v1/ranking?type=team&onlyMyResults=true').expect(200);
    expect(teamless.body.items).toEqual([]);
    expect(await stack.dataSource.getRepository(Company).findOneByOrFail({ id: company.id })).toMatchObject({ distanceSum: 45 });
  });

  it('is refused to participants when the company hides it, not to its admins', async () => {
    const { admin, participants } = await stack.factory.crew({ hideRanking: true });
    expect((await stack.as(participants[0]).get('/api/v1/ranking').expect(403)).body.message).toBe('Ranking jest ukryty w tym wydarzeniu.');
    await stack.as(admin).get('/api/v1/ranking').expect(200);
    const me = await stack.as(participants[0]).get('/api/v1/user').expect(200);
    expect(me.body).toMatchObject({ ranking: null, rankingCount: null });
    expect((await stack.as(admin).get('/api/v1/user').expect(200)).body).toMatchObject({ ranking: null, rankingCount: 0 });
  });
});

describe('events that flow', () => {
  it('50 results posted at once across the tree limit close the event exactly once, one result at most past the limit, and the totals equal a fresh aggregate', async () => {
    const company = await stack.factory.company({ eventEndType: 'trees', dateTo: null, treeLimit: 60, convertStandard: 5 });
    const people = await Promise.all(Array.from({ length: 50 }, (_, index) => stack.factory.user({ company, name: `Biegacz ${index}` })));
    const watcher = liveClient(stack, stack.tokenFor(people[0]));
    const closes: unknown[] = [];
    watcher.on('event:closed', (payload) => closes.push(payload));
    await new Promise((resolve) => watcher.on('connect', () => resolve(undefined)));

    const responses = await Promise.all(people.map((person) => stack.as(person).post('/api/v1/activity').send({ startTime: today(), distance: 10, activityType: RUN })));
    expect(responses.every((response) => response.status === 201 || response.status === 409)).toBe(true);

    await eventually(async () => expect((await stack.dataSource.getRepository(Company).findOneByOrFail({ id: company.id })).closedAt).not.toBeNull());
    await eventually(async () => {
      const [fresh] = await stack.dataSource.query("SELECT COALESCE(SUM(trees), 0) AS trees, COUNT(*)::int AS n FROM activity WHERE company_id = $1 AND status = 'approved'", [company.id]);
      const stored = await stack.dataSource.getRepository(Company).findOneByOrFail({ id: company.id });
      expect([stored.treeSum, stored.activityCount]).toEqual([Number(fresh.trees), fresh.n]);
      expect(stored.treeSum).toBeGreaterThanOrEqual(60);
      // Each result is 2 trees: only the one that crossed the limit may go past it.
      expect(stored.treeSum).toBeLessThan(60 + 2);
      const [{ dirty }] = await stack.dataSource.query('SELECT COUNT(*)::int AS dirty FROM totals_dirty WHERE company_id = $1', [company.id]);
      expect(dirty).toBe(0);
    });
    expect(new Set(responses.filter((r) => r.status === 409).map((r) => r.body.message))).toEqual(new Set([TREE_LIMIT_REFUSAL]));
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(closes).toEqual([{ companyId: company.id, reason: 'trees' }]);
    watcher.close();

    const late = await stack.as(people[0]).post('/api/v1/activity').send({ startTime: today(), distance: 1, activityType: RUN }).expect(409);
    expect(late.body.message).toBe(TREE_LIMIT_REFUSAL);
    const lateEn = await stack.as(people[0]).post('/api/v1/activity').set('Accept-Language', 'en').send({ startTime: today(), distance: 1, activityType: RUN }).expect(409);
    expect(lateEn.body.message).toBe('The event reached its tree limit and has ended.');
    expect(await stack.dataSource.getRepository(Activity).countBy({ companyId: company.id })).toBe(responses.filter((r) => r.status === 201).length);
  });

  it('50 pending results approved at once across the tree limit: one approval at most past the limit, the others refused, one close', async () => {
    const company = await stack.factory.company({ eventEndType: 'trees', dateTo: null, treeLimit: 60, convertStandard: 5, manualActivitiesApproval: true });
    const admin = await stack.factory.user({ company, role: 'companyAdmin' });
    const people = await Promise.all(Array.from({ length: 50 }, (_, index) => stack.factory.user({ company, name: `Rowerzysta ${index}` })));
    const pending = await Promise.all(people.map((person) => stack.as(person).post('/api/v1/activity').send({ startTime: today(), distance: 10, activityType: RUN }).expect(201)));

    const decisions = await Promise.all(
      pending.map((added) => stack.as(admin).patch('/api/v1/activity/manual-approval').send({ activity_id: added.body.activity.id, status: 'approved' })),
    );
    expect(decisions.filter((r) => r.status !== 200).map((r) => [r.status, r.body.message])).toEqual(
      decisions.filter((r) => r.status !== 200).map(() => [409, TREE_LIMIT_REFUSAL]),
    );

    await eventually(async () => expect((await stack.dataSource.getRepository(Company).findOneByOrFail({ id: company.id })).closedAt).not.toBeNull());
    const [approved] = await stack.dataSource.query("SELECT COALESCE(SUM(trees), 0)::float AS trees, COUNT(*)::int AS n FROM activity WHERE company_id = $1 AND status = 'approved'", [company.id]);
    expect(approved.n).toBe(decisions.filter((r) => r.status === 200).length);
    expect(approved.trees).toBeGreaterThanOrEqual(60);
    expect(approved.trees).toBeLessThan(60 + 2);
    await eventually(async () => expect((await stack.dataSource.getRepository(Company).findOneByOrFail({ id: company.id })).treeSum).toBe(approved.trees));
    const late = await stack.as(people[0]).post('/api/v1/activity').send({ startTime: today(), distance: 1, activityType: RUN }).expect(409);
    expect(late.body.message).toBe(TREE_LIMIT_REFUSAL);
  });

  it('counts the approved trees of a running event once the platform admin makes it end by trees', async () => {
    const company = await stack.factory.company({ treeLimit: 99_999_999, convertStandard: 5 });
    const people = await Promise.all([1, 2].map(() => stack.factory.user({ company })));
    await stack.as(people[0]).post('/api/v1/activity').send({ startTime: today(), distance: 20, activityType: RUN }).expect(201);
    const platformAdmin = await stack.factory.user({ role: 'admin', company: null });
    await stack.as(platformAdmin).patch(`/api/v1/event/${company.id}`).send({ eventEndType: 'both', treeLimit: 4 }).expect(200);
    const refused = await stack.as(people[1]).post('/api/v1/activity').send({ startTime: today(), distance: 5, activityType: RUN }).expect(409);
    expect(refused.body.message).toBe(TREE_LIMIT_REFUSAL);
  });

  it('counts the approved trees of an event on its first day once its company admin makes it end by trees', async () => {
    const { admin, participants } = await stack.factory.crew({ dateFrom: today(), dateTo: addDays(today(), 30), convertStandard: 1 });
    for (const person of participants) {
      await stack.as(person).post('/api/v1/activity').send({ startTime: today(), distance: 80, activityType: RUN }).expect(201);
    }
    await stack.as(admin).patch('/api/v1/event').send({ eventEndType: 'trees', treeLimit: 100 }).expect(200);
    const refused = await stack.as(participants[0]).post('/api/v1/activity').send({ startTime: today(), distance: 1, activityType: RUN }).expect(409);
    expect(refused.body.message).toBe(TREE_LIMIT_REFUSAL);
  });

  it('the sweep closes events past their end date, once', async () => {
    const ended = await stack.factory.company({ dateFrom: '2026-01-01', dateTo: '2026-01-31' });
    const byTrees = await stack.factory.company({ dateFrom: '2026-01-01', dateTo: null, eventEndType: 'trees' });
    const closer = stack.workers!.get(EventCloserProcessor);
    const first = await closer.closeEnded(new Date());
    expect(first).toContain(ended.id);
    expect(first).not.toContain(byTrees.id);
    expect(await closer.closeEnded(new Date())).not.toContain(ended.id);
  });
});

describe('the live channel', () => {
  it('refuses a connection without a valid token', async () => {
    for (const token of [undefined, 'not-a-token']) {
      const socket = liveClient(stack, token);
      const error = await new Promise<Error>((resolve) => socket.on('connect_error', resolve));
      expect(error.message).toBe('unauthorized');
      socket.close();
    }
  });

  it("pushes the admins' badge, the participant's totals and the decision on their entry", async () => {
    const { admin, participants } = await stack.factory.crew({ manualActivitiesApproval: true });
    const adminSocket = liveClient(stack, stack.tokenFor(admin));
    const participantSocket = liveClient(stack, stack.tokenFor(participants[0]));
    const counts: unknown[] = [];
    const totals: unknown[] = [];
    const statuses: unknown[] = [];
    adminSocket.on('review:counts', (payload) => counts.push(payload));
    participantSocket.on('review:counts', (payload) => counts.push({ leaked: payload }));
    participantSocket.on('user:totals', (payload) => totals.push(payload));
    participantSocket.on('activity:status', (payload) => statuses.push(payload));
    await Promise.all([adminSocket, participantSocket].map((socket) => new Promise((resolve) => socket.on('connect', () => resolve(undefined)))));

    const added = await stack.as(participants[0]).post('/api/v1/activity').send({ startTime: today(), distance: 10, activityType: RUN }).expect(201);
    await eventually(async () => expect(counts).toContainEqual({ companyId: admin.companyId, pending: 1, flagged: 0 }));
    await stack.as(admin).patch('/api/v1/activity/manual-approval').send({ activity_id: added.body.activity.id, status: 'approved' }).expect(200);
    await eventually(async () => {
      expect(counts).toContainEqual({ companyId: admin.companyId, pending: 0, flagged: 0 });
      expect(totals).toContainEqual({ userId: participants[0].id, kmSum: 10, treeSum: 2 });
      expect(statuses).toContainEqual({ activityId: added.body.activity.id, status: 'approved' });
    });
    expect(counts.some((entry) => (entry as { leaked?: unknown }).leaked)).toBe(false);
    adminSocket.close();
    participantSocket.close();
  });
});
