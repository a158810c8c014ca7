import { warsawDay } from '@lesne/domain';
import { Activity, AuditLog, Company, type User } from '@lesne/db';
import { eventually, startStack, type Stack } from '../../test/stack';

let stack: Stack;
beforeAll(async () => {
  stack = await startStack();
});
afterAll(() => stack.close());

const RUN = 2;

const addRun = async (user: User, distance: number): Promise<number> => {
  const response = await stack.as(user).post('/api/v1/activity').send({ startTime: warsawDay(new Date()), distance, activityType: RUN }).expect(201);
  return response.body.activity.id;
};

/** Logs in as the company's admin the way the events screen does, and answers the token of that session. */
const loginAs = async (platformAdmin: User, target: User): Promise<string> => {
  const response = await stack.as(platformAdmin).post('/api/v1/auth/admin-login').send({ userId: target.id }).expect(200);
  return response.body.authToken;
};

const rankingOf = async (viewer: User) => (await stack.as(viewer).get('/api/v1/ranking?page=1&type=user').expect(200)).body.items;

describe('a platform admin acting as a company admin (docs/product.md#roles-and-rights)', () => {
  it('deletes a single activity on that company’s list: it is gone, the ranking follows, and the audit log names the platform admin', async () => {
    const { company, admin, participants } = await stack.factory.crew();
    const [ala, bartek] = participants;
    const alasRun = await addRun(ala, 12.5);
    await addRun(bartek, 5);
    await eventually(async () => expect(await rankingOf(bartek)).toMatchObject([{ user_id: ala.id, ranking: 1 }, { user_id: bartek.id, ranking: 2 }]));

    const platformAdmin = await stack.factory.user({ role: 'admin', company: null });
    const acting = await loginAs(platformAdmin, admin);
    const profile = await stack.as(acting).get('/api/v1/user').expect(200);
    expect(profile.body).toMatchObject({ id: admin.id, role: 'companyAdmin', actingAdminId: platformAdmin.id });

    const deleted = await stack.as(acting).delete(`/api/v1/activity/${alasRun}`).set('Accept-Language', 'en').expect(200);
    expect(deleted.body.message).toBe('Activity deleted.');

    expect(await stack.dataSource.getRepository(Activity).findOneBy({ id: alasRun })).toBeNull();
    const list = await stack.as(acting).get('/api/v1/company/activities?showSummary=true').expect(200);
    expect(list.body.activities.map((activity: { id: number }) => activity.id)).not.toContain(alasRun);
    await eventually(async () => {
      const ranking = await rankingOf(bartek);
      expect(ranking[0]).toMatchObject({ user_id: bartek.id, ranking: 1 });
      // with no result left she is no longer ranked
      expect(ranking.find((row: { user_id: number }) => row.user_id === ala.id)).toBeUndefined();
      expect(await stack.dataSource.getRepository(Company).findOneByOrFail({ id: company.id })).toMatchObject({ distanceSum: 5, activityCount: 1 });
    });

    const entries = await stack.dataSource.getRepository(AuditLog).findBy({ action: 'activity.deleted', companyId: company.id });
    expect(entries).toEqual([
      expect.objectContaining({
        actorUserId: platformAdmin.id,
        targetUserId: ala.id,
        details: expect.objectContaining({ actingAsUserId: admin.id, activityId: alasRun, km: 12.5, day: warsawDay(new Date()) }),
      }),
    ]);
  });

  it('deletes nothing of another company', async () => {
    const { admin } = await stack.factory.crew();
    const other = await stack.factory.crew();
    const theirs = await addRun(other.participants[0], 7);
    const platformAdmin = await stack.factory.user({ role: 'admin', company: null });
    const acting = await loginAs(platformAdmin, admin);

    const refused = await stack.as(acting).delete(`/api/v1/activity/${theirs}`).expect(404);
    expect(refused.body.message).toBe('Nie znaleziono aktywności.');
    expect(await stack.dataSource.getRepository(Activity).findOneBy({ id: theirs })).not.toBeNull();
    expect(await stack.dataSource.getRepository(AuditLog).countBy({ action: 'activity.deleted', actorUserId: platformAdmin.id })).toBe(0);
  });

  it('names the platform admin in the audit log for a user they delete while acting', async () => {
    const { admin, participants } = await stack.factory.crew();
    const platformAdmin = await stack.factory.user({ role: 'admin', company: null });
    await stack.as(await loginAs(platformAdmin, admin)).delete(`/api/v1/user/${participants[2].id}`).expect(200);
    const entry = await stack.dataSource.getRepository(AuditLog).findOneByOrFail({ action: 'user.deleted', targetUserId: participants[2].id });
    expect(entry).toMatchObject({ actorUserId: platformAdmin.id, details: expect.objectContaining({ actingAsUserId: admin.id }) });
  });
});

describe('without a platform admin behind the session', () => {
  it('refuses a company admin and a participant another’s activity, in their language, and keeps it', async () => {
    const { admin, participants } = await stack.factory.crew();
    const alasRun = await addRun(participants[0], 9);

    const asAdmin = await stack.as(admin).delete(`/api/v1/activity/${alasRun}`).expect(403);
    expect(asAdmin.body.message).toBe('Pojedyncze aktywności usuwa tylko administrator platformy.');
    const inEnglish = await stack.as(admin).delete(`/api/v1/activity/${alasRun}`).set('Accept-Language', 'en').expect(403);
    expect(inEnglish.body.message).toBe('Only the platform admin deletes single activities.');
    const asParticipant = await stack.as(participants[1]).delete(`/api/v1/activity/${alasRun}`).expect(403);
    expect(asParticipant.body.message).toMatch(/^Możesz usuwać tylko własne wyniki/);

    expect(await stack.dataSource.getRepository(Activity).findOneBy({ id: alasRun })).not.toBeNull();
    const profile = await stack.as(admin).get('/api/v1/user').expect(200);
    expect(profile.body.actingAdminId).toBeNull();
  });
});
