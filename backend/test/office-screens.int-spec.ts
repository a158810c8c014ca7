import { createHash } from 'node:crypto';
import type { Socket as ClientSocket } from 'socket.io-client';
import { io as ioClient } from 'socket.io-client';
import { PostgresQueryRunner } from 'typeorm/driver/postgres/PostgresQueryRunner';
import { OFFICE_SCREENS_PER_COMPANY, type ClientToServerEvents, type OfficeScreenLink, type OfficeScreenView, type ServerToClientEvents } from '@lesne/contracts';
import { OfficeScreen, Team, User } from '@lesne/db';
import { warsawDay } from '@lesne/domain';
import { eventually, startStack, type Stack } from '../../test/stack';

/**
 * Office screens: a company admin's links, and what a TV in the lobby shows and hears with one,
 * without login; nothing personal and nothing of another company, and nothing once revoked.
 */
let stack: Stack;
/** a second API copy on the same database and Redis, as behind a load balancer */
let second: Stack;
beforeAll(async () => {
  stack = await startStack({ listen: true });
  second = await startStack({ listen: true, workers: false, env: { REDIS_PREFIX: stack.config.REDIS_PREFIX } });
});
afterAll(async () => {
  await second.close();
  await stack.close();
});

const LINKS = '/api/v1/company/office-screens';
const RUN = 2;

async function createLink(admin: User, name = 'Lobby'): Promise<OfficeScreenLink> {
  return (await stack.as(admin).post(LINKS).send({ name }).expect(201)).body;
}

const viewOf = async (token: string, copy = stack): Promise<OfficeScreenView> => (await copy.api().get(`/api/v1/office-screen/${token}`).expect(200)).body;

async function addResult(person: User, distance: number): Promise<number> {
  const added = await stack.as(person).post('/api/v1/activity').send({ startTime: warsawDay(new Date()), distance, activityType: RUN }).expect(201);
  return added.body.activity.id;
}

type ScreenSocket = ClientSocket<ServerToClientEvents, ClientToServerEvents>;

/** A screen's socket, as the SPA connects it, with every event it hears. */
async function screenSocket(token: string, copy = stack): Promise<{ socket: ScreenSocket; heard: Array<{ event: string; payload: unknown }> }> {
  const socket: ScreenSocket = ioClient(copy.url, { auth: { officeScreenToken: token }, transports: ['websocket'], reconnection: false, forceNew: true });
  const heard: Array<{ event: string; payload: unknown }> = [];
  socket.onAny((event: string, payload: unknown) => heard.push({ event, payload }));
  await new Promise<void>((resolve, reject) => {
    socket.once('connect', resolve);
    socket.once('connect_error', (error) => {
      socket.close();
      reject(error);
    });
  });
  return { socket, heard };
}

describe("a company admin's office-screen links", () => {
  it('creates, lists and revokes links; the token is unguessable and is not stored as such', async () => {
    const { admin } = await stack.factory.crew();
    const lobby = await createLink(admin, '  Lobby  ');
    expect(lobby).toEqual({ id: expect.any(Number), name: 'Lobby', token: expect.stringMatching(/^[A-Za-z0-9_-]{43}$/), createdAt: expect.any(String) });
    const canteen = await createLink(admin, 'Kantyna');
    expect(canteen.token).not.toBe(lobby.token);

    const listed = await stack.as(admin).get(LINKS).expect(200);
    expect(listed.body).toEqual([lobby, canteen]);

    const stored = await stack.dataSource.getRepository(OfficeScreen).findOneByOrFail({ id: lobby.id });
    expect(stored.tokenHash).toBe(createHash('sha256').update(lobby.token).digest('hex'));
    expect(stored.tokenSealed).not.toContain(lobby.token);
    expect(stored.createdById).toBe(admin.id);

    const revoked = await stack.as(admin).delete(`${LINKS}/${lobby.id}`).expect(200);
    expect(revoked.body.message).toMatch(/^Link do ekranu biurowego wycofany/);
    expect((await stack.as(admin).get(LINKS).expect(200)).body).toEqual([canteen]);
    const again = await stack.as(admin).delete(`${LINKS}/${lobby.id}`).set('Accept-Language', 'en').expect(404);
    expect(again.body.message).toBe('Office screen link not found.');
  });

  it.each([
    ['no name', {}, 'To pole jest wymagane.', 'This field is required.'],
    ['only spaces', { name: '   ' }, 'To pole jest wymagane.', 'This field is required.'],
    ['a name of 41 characters', { name: 'x'.repeat(41) }, 'Maksymalna długość to 40 znaków.', 'Maximum length is 40 characters.'],
    ['a name that is no text', { name: 12 }, 'To pole jest wymagane.', 'This field is required.'],
  ])('refuses %s, in Polish and in English', async (_case, body, pl, en) => {
    const { admin } = await stack.factory.crew();
    expect((await stack.as(admin).post(LINKS).send(body).expect(400)).body.message).toBe(pl);
    expect((await stack.as(admin).post(`${LINKS}?lang=en`).send(body).expect(400)).body.message).toBe(en);
    expect((await stack.as(admin).get(LINKS).expect(200)).body).toEqual([]);
  });

  it(`keeps at most ${OFFICE_SCREENS_PER_COMPANY} links per company, also when created at once`, async () => {
    const { admin } = await stack.factory.crew();
    const attempts = await Promise.all(
      Array.from({ length: OFFICE_SCREENS_PER_COMPANY + 3 }, (_, index) => stack.as(admin).post(LINKS).send({ name: `Ekran ${index}` })),
    );
    expect(attempts.filter((response) => response.status === 201)).toHaveLength(OFFICE_SCREENS_PER_COMPANY);
    const refused = attempts.filter((response) => response.status !== 201);
    expect(refused.map((response) => response.status)).toEqual([409, 409, 409]);
    expect(refused[0].body.message).toBe(`Wydarzenie może mieć najwyżej ${OFFICE_SCREENS_PER_COMPANY} linków do ekranów biurowych. Wycofaj nieużywany, aby dodać nowy.`);
    const inEnglish = await stack.as(admin).post(LINKS).set('Accept-Language', 'en').send({ name: 'Jeszcze jeden' }).expect(409);
    expect(inEnglish.body.message).toBe(`An event can have at most ${OFFICE_SCREENS_PER_COMPANY} office screen links. Revoke one you no longer use to add another.`);
  });

  it("is for the company's admins only: a participant is refused, another company's admin sees and revokes nothing, a platform admin acting as an admin may", async () => {
    const { company, admin, participants } = await stack.factory.crew();
    const other = await stack.factory.crew();
    const platformAdmin = await stack.factory.user({ role: 'admin', company: null });
    const link = await createLink(admin);

    await stack.as(participants[0]).get(LINKS).expect(403);
    await stack.as(participants[0]).post(LINKS).send({ name: 'Lobby' }).expect(403);
    await stack.as(participants[0]).delete(`${LINKS}/${link.id}`).expect(403);
    await stack.api().get(LINKS).expect(401);

    expect((await stack.as(other.admin).get(LINKS).expect(200)).body).toEqual([]);
    await stack.as(other.admin).delete(`${LINKS}/${link.id}`).expect(404);
    await stack.api().get(`/api/v1/office-screen/${link.token}`).expect(200);

    await stack.as(platformAdmin).get(LINKS).expect(404);
    expect((await stack.as(admin, { actingAdmin: platformAdmin }).get(LINKS).expect(200)).body).toEqual([link]);
    const made = (await stack.as(admin, { actingAdmin: platformAdmin }).post(LINKS).send({ name: 'Recepcja' }).expect(201)).body as OfficeScreenLink;
    expect((await stack.dataSource.getRepository(OfficeScreen).findOneByOrFail({ id: made.id })).companyId).toBe(company.id);
    await stack.as(admin, { actingAdmin: platformAdmin }).delete(`${LINKS}/${link.id}`).expect(200);
    await stack.api().get(`/api/v1/office-screen/${link.token}`).expect(404);
  });
});

describe('what a screen shows', () => {
  it("shows the company's figures, podium, top 10 and teams, with names and numbers only", async () => {
    const { company, admin, participants } = await stack.factory.crew({ convertStandard: 5 });
    const [ala, bartek, celina] = participants;
    const team = await stack.dataSource.getRepository(Team).save({ companyId: company.id, name: 'Biegacze', emojiId: null });
    await stack.dataSource.getRepository(User).update({ id: ala.id }, { teamId: team.id });
    const { token } = await createLink(admin);
    await addResult(ala, 20);
    await addResult(bartek, 10);
    await addResult(celina, 5);
    await addResult(celina, 5);

    const view = await eventually(async () => {
      const current = await viewOf(token);
      expect(current.totals).toEqual({ treeSum: 8, kmSum: 40, participantCount: 4 });
      return current;
    });
    expect(view).toMatchObject({
      company: { name: company.name, logoUrl: null },
      event: { status: 'inProgress', dateFrom: company.dateFrom, dateTo: company.dateTo, eventEndType: 'date', treeLimit: company.treeLimit, daysLeft: 10 },
      environment: { co2: 176, paper: 470.4, forest: 32, oxygen: 1 },
      hideRanking: false,
      invitationUrl: `${stack.url}/rejestracja?code=${company.registerNumber}`,
    });
    const byName = (rows: OfficeScreenView['podium']) => [...rows].sort((a, b) => a.place - b.place || a.name.localeCompare(b.name));
    // Bartek and Celina tie for second: both are on the podium
    // places, names and trees: no one's km (they come partly from Strava), only the company's
    const placed = [{ place: 1, name: 'Ala Uczestnik', treeSum: 4 }, { place: 2, name: 'Bartek Uczestnik', treeSum: 2 }, { place: 2, name: 'Celina Uczestnik', treeSum: 2 }];
    expect(byName(view.podium)).toEqual(placed);
    expect(byName(view.topUsers)).toEqual(placed);
    expect(view.topTeams).toEqual([{ place: 1, name: 'Biegacze', treeSum: 4, emoji: null }]);

    const text = JSON.stringify(view);
    expect(text).not.toContain('@');
    expect(text).not.toMatch(/user_id|team_id|"id"/);
  });

  it('shows totals only when the company hides its ranking, no teams when they are off, and no invitation once closed', async () => {
    const hidden = await stack.factory.crew({ hideRanking: true, teams: false });
    const hiddenLink = await createLink(hidden.admin);
    await addResult(hidden.participants[0], 10);
    const hiddenView = await eventually(async () => {
      const current = await viewOf(hiddenLink.token);
      expect(current.totals.kmSum).toBe(10);
      return current;
    });
    expect(hiddenView).toMatchObject({ hideRanking: true, podium: [], topUsers: [], topTeams: null });
    expect(JSON.stringify(hiddenView)).not.toContain(hidden.participants[0].name);

    const noTeams = await stack.factory.crew({ teams: false });
    expect((await viewOf((await createLink(noTeams.admin)).token)).topTeams).toBeNull();

    const closed = await stack.factory.crew({ closedAt: new Date() });
    const closedView = await viewOf((await createLink(closed.admin)).token);
    expect(closedView.event).toMatchObject({ status: 'closed', daysLeft: null });
    expect(closedView.invitationUrl).toBeNull();
    expect(closedView.topTeams).toEqual([]);
  });

  it('answers a screen asking again from memory, without a query, until something changes', async () => {
    const { admin, participants } = await stack.factory.crew();
    const { token } = await createLink(admin);
    await addResult(participants[0], 10);
    await eventually(async () => expect((await viewOf(token)).totals.kmSum).toBe(10));
    const queries = jest.spyOn(PostgresQueryRunner.prototype, 'query');
    try {
      for (let request = 0; request < 20; request += 1) await viewOf(token);
      // the workers' outbox relay polls meanwhile; nothing the screen reads is asked for
      expect(queries.mock.calls.map(([sql]) => sql).filter((sql) => /office_screen|company|app_user|team|activity/.test(sql))).toEqual([]);
    } finally {
      queries.mockRestore();
    }
  });

  it('answers an unknown, malformed or revoked link with 404 in the link\'s language', async () => {
    const unknown = 'A'.repeat(43);
    expect((await stack.api().get(`/api/v1/office-screen/${unknown}`).expect(404)).body.message).toMatch(/^Ten link do ekranu biurowego nie działa/);
    expect((await stack.api().get(`/api/v1/office-screen/${unknown}?lang=en`).expect(404)).body.message).toBe(
      'This office screen link does not work: it was revoked or is incomplete. Ask the event admin for a new one.',
    );
    expect((await stack.api().get('/api/v1/office-screen/krotki').set('Accept-Language', 'en').expect(404)).body.message).toMatch(/^This office screen link/);
  });

  it('limits unknown links asked for from one address, never a screen with a valid one', async () => {
    const { admin } = await stack.factory.crew();
    const { token } = await createLink(admin);
    const agent = stack.api('10.250.0.1');
    for (let attempt = 0; attempt < 60; attempt += 1) await agent.get(`/api/v1/office-screen/${'B'.repeat(42)}${attempt % 10}`).expect(404);
    const limited = await agent.get(`/api/v1/office-screen/${'C'.repeat(43)}?lang=en`).expect(429);
    expect(limited.body.message).toMatch(/^Too many attempts/);
    await agent.get(`/api/v1/office-screen/${token}`).expect(200);
  });
});

describe("a screen's live channel", () => {
  it('refuses a socket without a valid link', async () => {
    await expect(screenSocket('A'.repeat(43))).rejects.toThrow('unauthorized');
  });

  it("hears its company's new totals after an approval, nothing of another company and nothing personal", async () => {
    const mine = await stack.factory.crew({ manualActivitiesApproval: true });
    const other = await stack.factory.crew();
    const { socket, heard } = await screenSocket((await createLink(mine.admin)).token);

    await addResult(other.participants[0], 10);
    const pending = await addResult(mine.participants[0], 10);
    await stack.as(mine.admin).patch('/api/v1/activity/manual-approval').send({ activity_id: pending, status: 'approved' }).expect(200);
    const totalsOfMine = (distanceSum: number) => ({ event: 'totals:changed', payload: expect.objectContaining({ companyId: mine.company.id, distanceSum }) });
    await eventually(async () => expect(heard).toContainEqual(totalsOfMine(10)));

    const denied = await addResult(mine.participants[1], 10);
    await stack.as(mine.admin).patch('/api/v1/activity/manual-approval').send({ activity_id: denied, status: 'denied' }).expect(200);
    await stack.as(mine.participants[0]).delete(`/api/v1/activity/${pending}`).expect(200);
    await eventually(async () => expect(heard).toContainEqual(totalsOfMine(0)));
    // the other company's totals and the personal pushes of this run (user:totals, review:counts, activity:status) went out meanwhile
    expect(heard.every(({ event, payload }) => event === 'totals:changed' && (payload as { companyId: number }).companyId === mine.company.id)).toBe(true);
    socket.close();
  });

  it('hears its event close when the tree limit is reached, then shows the final podium', async () => {
    const { admin, participants } = await stack.factory.crew({ eventEndType: 'trees', dateTo: null, treeLimit: 2, convertStandard: 5 });
    const { token } = await createLink(admin);
    const { socket, heard } = await screenSocket(token);

    await addResult(participants[0], 10);

    await eventually(async () => expect(heard.map(({ event }) => event)).toContain('event:closed'));
    const view = await eventually(async () => {
      const current = await viewOf(token);
      expect(current.event.status).toBe('closed');
      return current;
    });
    expect(view).toMatchObject({ event: { daysLeft: null }, invitationUrl: null, podium: [{ place: 1, name: participants[0].name, treeSum: 2 }] });
    socket.close();
  });

  it('stops the screens of an event a platform admin deletes', async () => {
    const { company, admin } = await stack.factory.crew();
    const platformAdmin = await stack.factory.user({ role: 'admin', company: null });
    const { token } = await createLink(admin);
    await viewOf(token, second);
    const { socket, heard } = await screenSocket(token, second);

    await stack.as(platformAdmin).delete(`/api/v1/event/${company.id}`).expect(200);

    await eventually(async () => expect(socket.connected).toBe(false), 3_000);
    expect(heard).toEqual([{ event: 'office-screen:revoked', payload: undefined }]);
    const gone = await second.api().get(`/api/v1/office-screen/${token}?lang=en`).expect(404);
    expect(gone.body.message).toMatch(/^This office screen link does not work/);
  });

  it('stops a revoked link within moments: its view answers 404 and its sockets, on either API copy, hear so and are disconnected', async () => {
    const { admin } = await stack.factory.crew();
    const link = await createLink(admin);
    const kept = await createLink(admin, 'Kantyna');
    await viewOf(link.token, second);
    const screens = await Promise.all([screenSocket(link.token), screenSocket(link.token, second), screenSocket(kept.token, second)]);
    const disconnected = screens.map(({ socket }) => new Promise<string>((resolve) => socket.on('disconnect', resolve)));

    await stack.as(admin).delete(`${LINKS}/${link.id}`).expect(200);

    await eventually(async () => expect(screens.map(({ socket }) => socket.connected)).toEqual([false, false, true]), 3_000);
    expect(await Promise.all(disconnected.slice(0, 2))).toEqual(['io server disconnect', 'io server disconnect']);
    for (const { heard } of screens.slice(0, 2)) expect(heard).toEqual([{ event: 'office-screen:revoked', payload: undefined }]);
    await eventually(() => second.api().get(`/api/v1/office-screen/${link.token}`).expect(404), 2_000);
    await stack.api().get(`/api/v1/office-screen/${link.token}`).expect(404);
    await viewOf(kept.token, second);
    screens[2].socket.close();
  });
});
