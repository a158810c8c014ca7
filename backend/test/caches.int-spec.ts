import { warsawDay } from '@lesne/domain';
import type { User } from '@lesne/db';
import { eventually, linkIn, startStack, type Stack } from '../../test/stack';

/**
 * Two API copies on one database and one Redis, as in production behind a load balancer. Each
 * copy keeps sessions, ranking pages and office screens' links and views in memory; what changes
 * through one copy (or in the workers) must stop being served by the other at once, not when its
 * cache expires.
 */
let first: Stack;
let second: Stack;
beforeAll(async () => {
  first = await startStack();
  second = await startStack({ workers: false, env: { REDIS_PREFIX: first.config.REDIS_PREFIX } });
});
afterAll(async () => {
  await second.close();
  await first.close();
});


/** The message reaches the other copy through Redis just after the answer: within moments, not the minute a session is kept. */
const refusedSoon = (copy: Stack, who: User | string) =>
  eventually(async () => {
    await copy.as(who).get('/api/v1/user').expect(401);
  }, 2_000);

describe('what one API copy keeps in memory', () => {
  it('forgets a token retired by a password reset on the other copy', async () => {
    const user = await first.factory.user();
    const token = first.tokenFor(user);
    await second.as(token).get('/api/v1/user').expect(200);

    await first.api().post('/api/v1/auth/lost-password').send({ email: user.email }).expect(200);
    const mail = await first.waitForMail(user.email);
    const code = linkIn(mail.text, '/zapomniane-haslo').searchParams.get('lostPasswordCode');
    await first.api().post('/api/v1/auth/reset-password').send({ code, password: 'Nowe1234!' }).expect(200);

    await refusedSoon(second, token);
  });

  it("forgets a user deleted on the other copy, and an event's people when the event is deleted", async () => {
    const { company, admin, participants } = await first.factory.crew();
    const platformAdmin = await first.factory.user({ role: 'admin', company: null });
    for (const user of participants) await second.as(user).get('/api/v1/user').expect(200);

    await first.as(admin).delete(`/api/v1/user/${participants[0].id}`).expect(200);
    await refusedSoon(second, participants[0]);
    await second.as(participants[1]).get('/api/v1/user').expect(200);

    await first.as(platformAdmin).delete(`/api/v1/event/${company.id}`).expect(200);
    await refusedSoon(second, participants[1]);
  });

  it('drops a ranking page once the workers announce new totals, well before it would expire', async () => {
    const { participants } = await first.factory.crew();
    const [ala] = participants;
    const before = await second.as(ala).get('/api/v1/ranking?page=1&type=user').expect(200);
    expect(before.body.items).toEqual([]);

    await first.as(ala).post('/api/v1/activity').send({ startTime: warsawDay(new Date()), distance: 10, activityType: 1 }).expect(201);

    await eventually(async () => {
      const after = await second.as(ala).get('/api/v1/ranking?page=1&type=user').expect(200);
      expect(after.body.items[0]).toMatchObject({ user_id: ala.id, treeSum: 2 });
    }, 2_500);
  });

  it("refreshes an office screen's view once the workers announce new totals, and stops serving a link revoked on the other copy", async () => {
    const { admin, participants } = await first.factory.crew();
    const [ala] = participants;
    const link = await first.as(admin).post('/api/v1/company/office-screens').send({ name: 'Lobby' }).expect(201);
    const screen = `/api/v1/office-screen/${link.body.token}`;
    const before = await second.api().get(screen).expect(200);
    expect(before.body).toMatchObject({ totals: { kmSum: 0 }, topUsers: [] });

    await first.as(ala).post('/api/v1/activity').send({ startTime: warsawDay(new Date()), distance: 10, activityType: 1 }).expect(201);

    await eventually(async () => {
      const after = await second.api().get(screen).expect(200);
      expect(after.body).toMatchObject({ totals: { kmSum: 10 }, podium: [{ place: 1, name: ala.name, treeSum: 2 }], topUsers: [{ place: 1, name: ala.name }] });
    }, 2_500);

    await first.as(admin).delete(`/api/v1/company/office-screens/${link.body.id}`).expect(200);
    await eventually(() => second.api().get(screen).expect(404), 1_000);
  });

  it("drops a ranking page once the workers announce the totals of an event whose activities were all deleted", async () => {
    const { company, participants } = await first.factory.crew();
    const [ala] = participants;
    const platformAdmin = await first.factory.user({ role: 'admin', company: null });
    const alasLine = async () => {
      const page = await second.as(ala).get('/api/v1/ranking?page=1&type=user').expect(200);
      return page.body.items.find((item: { user_id: number }) => item.user_id === ala.id);
    };
    await first.as(ala).post('/api/v1/activity').send({ startTime: warsawDay(new Date()), distance: 10, activityType: 1 }).expect(201);
    await eventually(async () => expect(await alasLine()).toMatchObject({ treeSum: 2 }), 2_500);

    await first.as(platformAdmin).delete(`/api/v1/event/${company.id}/activities`).expect(200);
    // without a result left she is out of the ranking
    await eventually(async () => expect(await alasLine()).toBeUndefined(), 2_500);
  });
});
