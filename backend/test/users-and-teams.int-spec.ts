import { Activity, Company, db, StravaConnection, User } from '@lesne/db';
import { warsawDay } from '@lesne/domain';
import { eventually, startStack, type Stack } from '../../test/stack';

let stack: Stack;
beforeAll(async () => {
  stack = await startStack();
});
afterAll(() => stack.close());


async function approvedActivity(user: User, trees: number, distance: number): Promise<void> {
  await stack.dataSource.getRepository(Activity).insert({
    companyId: user.companyId!, userId: user.id, activityTypeId: 1, startTime: new Date(), day: warsawDay(new Date()),
    distance, trees, status: 'approved', source: 'manual',
  });
  await db.totals.reconcileCompanyTotals(stack.dataSource.manager, user.companyId!);
}

describe('the users list', () => {
  it('shows a company admin only their company, paged, with team and Strava', async () => {
    const { company, admin, participants } = await stack.factory.crew();
    await stack.factory.crew();
    await stack.dataSource.getRepository(StravaConnection).insert({
      userId: participants[1].id, athleteId: '12345', accessTokenEncrypted: 'x', refreshTokenEncrypted: 'y',
      expiresAt: new Date(), scope: 'read,activity:read', accessType: 'restricted',
    });
    const page = await stack.as(admin).get('/api/v1/user/list?page=1&perpage=10&team=true').expect(200);
    expect(page.body).toMatchObject({ itemsTotal: 4, pageTotal: 1, curPage: 1 });
    expect(page.body.items.every((item: { _company: { id: number } }) => item._company.id === company.id)).toBe(true);
    expect(page.body.items.find((item: { id: number }) => item.id === participants[1].id).strava).toEqual({ athleteId: '12345', accessType: 'restricted' });

    const second = await stack.as(admin).get('/api/v1/user/list?page=2&perpage=10').expect(200);
    expect(second.body.items).toEqual([]);
  });

  it('searches names and e-mails from 3 characters on', async () => {
    const { admin } = await stack.factory.crew();
    const search = (term: string) => stack.as(admin).get(`/api/v1/user/list?search=${encodeURIComponent(term)}`).expect(200);
    expect((await search('Bar')).body.items.map((item: { name: string }) => item.name)).toEqual(['Bartek Uczestnik']);
    expect((await search('Ba')).body.itemsTotal).toBe(4);
    expect((await search('%_%')).body.itemsTotal).toBe(0);
  });

  it('shows a platform admin every company, and refuses a bad page size', async () => {
    const admin = await stack.factory.user({ role: 'admin', company: null });
    const { company } = await stack.factory.crew({ name: 'Wierzbowa' });
    const response = await stack.as(admin).get('/api/v1/user/list?search=Wierzbowa').expect(200);
    expect(response.body.itemsTotal).toBe(0);
    const all = await stack.as(admin).get('/api/v1/user/list?perpage=100').expect(200);
    expect(all.body.itemsTotal).toBeGreaterThan(4);
    expect(all.body.items.some((item: { _company: { id: number } | null }) => item._company?.id === company.id) || all.body.pageTotal > 1).toBe(true);
    await stack.as(admin).get('/api/v1/user/list?perpage=7').expect(400);
    await stack.as(admin).get('/api/v1/user/list?page=0').expect(400);
  });

  it('is refused to participants', async () => {
    const { participants } = await stack.factory.crew();
    await stack.as(participants[0]).get('/api/v1/user/list').expect(403);
  });
});

describe('deleting a user', () => {
  it('removes the user with their activities, and the totals follow', async () => {
    const { company, admin, participants } = await stack.factory.crew();
    await approvedActivity(participants[0], 2, 10);
    await approvedActivity(participants[1], 3, 15);
    expect(await stack.dataSource.getRepository(Company).findOneByOrFail({ id: company.id })).toMatchObject({ treeSum: 5, distanceSum: 25, activityCount: 2 });
    const response = await stack.as(admin).delete(`/api/v1/user/${participants[0].id}`).expect(200);
    expect(response.body.message).toBe('Użytkownik usunięty pomyślnie');
    expect(await stack.dataSource.getRepository(Activity).countBy({ userId: participants[0].id })).toBe(0);
    await eventually(async () =>
      expect(await stack.dataSource.getRepository(Company).findOneByOrFail({ id: company.id })).toMatchObject({ treeSum: 3, distanceSum: 15, activityCount: 1 }),
    );
  });

  it('refuses deleting oneself, a user of another company (404), and participants deleting anyone', async () => {
    const first = await stack.factory.crew();
    const second = await stack.factory.crew();
    expect((await stack.as(first.admin).delete(`/api/v1/user/${first.admin.id}`).expect(400)).body.message).toBe('Nie możesz usunąć własnego konta.');
    await stack.as(first.admin).delete(`/api/v1/user/${second.participants[0].id}`).expect(404);
    await stack.as(first.participants[0]).delete(`/api/v1/user/${first.participants[1].id}`).expect(403);
    expect(await stack.dataSource.getRepository(User).countBy({ id: second.participants[0].id })).toBe(1);
  });
});

describe('teams', () => {
  it('creates, renames, re-emojis and deletes teams, with member counts', async () => {
    const { admin, participants } = await stack.factory.crew();
    const emoji = (await stack.as(admin).get('/api/v1/emoji').expect(200)).body.items;
    expect(emoji.length).toBeGreaterThanOrEqual(40);

    const created = await stack.as(admin).post('/api/v1/team').send({ name: '  Dęby ', emoji_id: emoji[0].id }).expect(201);
    expect(created.body).toEqual({ id: expect.any(Number), name: 'Dęby', emoji_id: emoji[0].id, qty: 0, _emoji: { emoji: emoji[0].emoji } });
    const other = await stack.as(admin).post('/api/v1/team').send({ name: 'Sosny' }).expect(201);

    const assigned = await stack.as(admin).patch(`/api/v1/user/${participants[0].id}/team`).send({ team_id: created.body.id }).expect(200);
    expect(assigned.body.team).toEqual({ id: created.body.id, name: 'Dęby' });
    await stack.as(admin).patch(`/api/v1/user/${participants[1].id}/team`).send({ team_id: created.body.id }).expect(200);
    await stack.as(admin).patch(`/api/v1/user/${participants[1].id}/team`).send({ team_id: other.body.id }).expect(200);
    const counts = async () => Object.fromEntries((await stack.as(admin).get('/api/v1/team').expect(200)).body.items.map((team: { name: string; qty: number }) => [team.name, team.qty]));
    expect(await counts()).toEqual({ Dęby: 1, Sosny: 1 });

    const removed = await stack.as(admin).patch(`/api/v1/user/${participants[0].id}/team`).send({ delete: true }).expect(200);
    expect(removed.body.team).toBeNull();

    const renamed = await stack.as(admin).patch(`/api/v1/team/${created.body.id}`).send({ name: 'Stare Dęby', emoji_id: null }).expect(200);
    expect(renamed.body).toMatchObject({ name: 'Stare Dęby', emoji_id: null, _emoji: null });

    await stack.as(admin).delete(`/api/v1/team/${other.body.id}`).expect(200);
    expect(await stack.dataSource.getRepository(User).findOneByOrFail({ id: participants[1].id })).toMatchObject({ teamId: null });
  });

  it('sums its members into the team totals when someone joins', async () => {
    const { admin, participants } = await stack.factory.crew();
    await approvedActivity(participants[0], 2.5, 12.5);
    const team = await stack.as(admin).post('/api/v1/team').send({ name: 'Buki' }).expect(201);
    await stack.as(admin).patch(`/api/v1/user/${participants[0].id}/team`).send({ team_id: team.body.id }).expect(200);
    await eventually(async () => {
      const [row] = await stack.dataSource.query('SELECT km_sum, tree_sum FROM team WHERE id = $1', [team.body.id]);
      expect([Number(row.km_sum), Number(row.tree_sum)]).toEqual([12.5, 2.5]);
    });
  });

  it.each([
    [{ name: ' a ' }, 'Nazwa drużyny musi mieć co najmniej 2 znaki'],
    [{}, 'Nazwa drużyny musi mieć co najmniej 2 znaki'],
    [{ name: 'Ok', emoji_id: 999999 }, 'Nie znaleziono emoji.'],
  ])('refuses %j', async (body, message) => {
    const { admin } = await stack.factory.crew();
    expect((await stack.as(admin).post('/api/v1/team').send(body).expect(400)).body.message).toBe(message);
  });

  it('is closed while the company has teams off, and to participants', async () => {
    const { admin, participants } = await stack.factory.crew({ teams: false });
    expect((await stack.as(admin).get('/api/v1/team').expect(403)).body.message).toBe('Drużyny są wyłączone w tym wydarzeniu.');
    await stack.as(admin).post('/api/v1/team').send({ name: 'Nope' }).expect(403);
    await stack.as(admin).patch(`/api/v1/user/${participants[0].id}/team`).send({ delete: true }).expect(403);
    const open = await stack.factory.crew();
    await stack.as(open.participants[0]).get('/api/v1/team').expect(403);
    await stack.as(open.participants[0]).patch(`/api/v1/user/${open.participants[0].id}/team`).send({ delete: true }).expect(403);
  });
});
