import type { Socket } from 'socket.io-client';
import { getQueueToken } from '@nestjs/bullmq';
import type { Queue } from 'bullmq';
import { QUEUES } from '@lesne/contracts';
import { addDays, anonymisedEmail, formatDate, warsawDay } from '@lesne/domain';
import { Company, db, Diploma, type User } from '@lesne/db';
import { Clock } from '../../workers/src/clock';
import { DeletionSchedule } from '../../workers/src/accounts/deletion-schedule';
import { eventually, linkIn, liveClient, startStack, TEST_PASSWORD, type Stack } from '../../test/stack';

let stack: Stack;
const sockets: Socket[] = [];
beforeAll(async () => {
  stack = await startStack({ listen: true });
});
afterEach(() => sockets.splice(0).forEach((socket) => socket.disconnect()));
afterAll(() => stack.close());

const RUN = 2;
const today = () => warsawDay(new Date());
const signIn = (email: string, lang = 'pl') => stack.api().post('/api/v1/auth/login').set('Accept-Language', lang).send({ email, password: TEST_PASSWORD });
const requestOwn = (token: string) => stack.as(token).post('/api/v1/account-deletion');

async function tokenOf(user: User): Promise<string> {
  return (await signIn(user.email).expect(200)).body.authToken;
}

async function openSocket(token: string): Promise<Socket> {
  const socket = liveClient(stack, token);
  sockets.push(socket);
  await new Promise<void>((resolve, reject) => {
    socket.once('connect', resolve);
    socket.once('connect_error', reject);
  });
  return socket;
}

/** A crew whose participants have logged results (counted at once, no approval). */
async function crewWithResults(): Promise<{ company: Company; admin: User; participants: User[] }> {
  const crew = await stack.factory.crew({ convertStandard: 5 });
  for (const [index, participant] of crew.participants.entries()) {
    await stack.as(participant).post('/api/v1/activity').send({ startTime: today(), distance: 10 * (index + 1), activityType: RUN }).expect(201);
  }
  await eventually(async () => expect(await stack.dataSource.getRepository(Company).findOneByOrFail({ id: crew.company.id })).toMatchObject({ treeSum: 12, distanceSum: 60 }));
  return crew;
}

type RankingBody = { items: Array<{ ranking: number; treeSum: number; user_id: number; _user: { name: string } }> };
const ranking = async (token: string, page: number): Promise<RankingBody['items']> =>
  ((await stack.as(token).get(`/api/v1/ranking?type=user&page=${page}`).expect(200)).body as RankingBody).items;

const auditOf = (userId: number): Promise<Array<{ action: string; actor_user_id: number | null; details: Record<string, unknown> }>> =>
  stack.dataSource.query('SELECT action, actor_user_id, details FROM audit_log WHERE target_user_id = $1 ORDER BY id', [userId]);

/** The first moment of a Warsaw calendar day. */
function warsawMidnight(day: string): Date {
  const start = [`${day}T00:00:00+01:00`, `${day}T00:00:00+02:00`].map((text) => new Date(text)).find((instant) => warsawDay(instant) === day && warsawDay(new Date(instant.getTime() - 1)) !== day);
  if (!start) throw new Error(`no Warsaw midnight for ${day}`);
  return start;
}

describe('a deletion request from My results', () => {
  it('mails a confirmation with the due day, ends every session and socket at once, and refuses sign-in with a clear message', async () => {
    const { participants } = await crewWithResults();
    const [ala] = participants;
    const token = await tokenOf(ala);
    const socket = await openSocket(token);
    const disconnected = new Promise<void>((resolve) => socket.once('disconnect', () => resolve()));
    const response = await requestOwn(token).set('Accept-Language', 'en').expect(200);
    expect(response.body.dueDay).toBe(warsawDay(new Date(Date.now() + 28 * 86_400_000)));
    expect(response.body.message).toContain('It will be deleted by');
    await disconnected;
    await stack.as(token).get('/api/v1/user').expect(401);
    const mail = await stack.waitForMail(ala.email, /will be deleted/);
    // the day in the mail's language, its one date style
    expect(mail.text).toContain(`by ${formatDate(response.body.dueDay, 'en')}.`);
    const pl = await signIn(ala.email).expect(403);
    expect(pl.body.message).toBe('To konto czeka na usunięcie na prośbę właściciela i nie można się na nie zalogować. Aby je zachować, napisz do administratora platformy.');
    const en = await signIn(ala.email, 'en').expect(403);
    expect(en.body.message).toContain('waiting to be deleted');
    expect((await auditOf(ala.id)).map((row) => [row.action, row.actor_user_id, row.details.via])).toEqual([['account.deletionRequested', ala.id, 'account']]);
  });

  it('takes the name out of the ranking and the podium at once (cached pages dropped), with the totals unchanged', async () => {
    const { company, participants } = await crewWithResults();
    const [ala, bartek, celina] = participants;
    const viewer = stack.tokenFor(bartek);
    const before = await ranking(viewer, 1);
    await ranking(viewer, 0);
    await requestOwn(stack.tokenFor(celina)).expect(200);
    const after = await ranking(viewer, 1);
    expect(after.map((item) => [item.user_id, item._user.name, item.ranking, item.treeSum])).toEqual(
      before.map((item) => [item.user_id, item.user_id === celina.id ? '' : item._user.name, item.ranking, item.treeSum]),
    );
    const podium = await ranking(viewer, 0);
    expect(podium.find((item) => item.user_id === celina.id)).toMatchObject({ ranking: 1, treeSum: 6, _user: { name: '' } });
    expect(podium.find((item) => item.user_id === ala.id)?._user.name).toBe('Ala Uczestnik');
    const activities = await stack.as(viewer).get(`/api/v1/activity/user?user_id=${celina.id}`).expect(200);
    expect(activities.body.items.map((item: { _user: { name: string } }) => item._user.name)).toEqual(['']);
    expect(await stack.dataSource.getRepository(Company).findOneByOrFail({ id: company.id })).toMatchObject({ treeSum: 12, distanceSum: 60 });
  });

  it('is refused to a platform admin, whose account another platform admin closes, and to one acting as the user', async () => {
    const admin = await stack.factory.user({ role: 'admin', company: null });
    const response = await requestOwn(stack.tokenFor(admin)).expect(403);
    expect(response.body.message).toBe('Konto administratora platformy usuwa inny administrator platformy.');
    const participant = await stack.factory.user();
    const actingAs = await requestOwn(stack.tokenFor(participant, { actingAdmin: admin })).expect(403);
    expect(actingAs.body.message).toContain('Tylko sam użytkownik');
    await stack.as(participant, { actingAdmin: admin }).get('/api/v1/user/export').expect(403);
    expect(await stack.dataSource.query('SELECT deletion_requested_at FROM app_user WHERE id = $1', [participant.id])).toEqual([{ deletion_requested_at: null }]);
  });
});

describe('a deletion request from the account-deletion page', () => {
  it('mails a single-use link to an existing address, and the link makes the request', async () => {
    const ala = await stack.factory.user({ name: 'Ala Linkowa' });
    const answer = await stack.api().post('/api/v1/account-deletion/link').send({ email: ala.email }).expect(200);
    expect(answer.body.message).toBe('Jeśli podany adres e-mail jest zarejestrowany, wysłaliśmy na niego link potwierdzający usunięcie konta.');
    const mail = await stack.waitForMail(ala.email, /Potwierdź usunięcie konta/);
    const code = linkIn(mail.text, '/usuniecie-konta').searchParams.get('code');
    await signIn(ala.email).expect(200);
    // The deletion link's code never sets a password.
    await stack.api().post('/api/v1/auth/reset-password').send({ code, password: 'Nowe1234!' }).expect(400);
    const confirmed = await stack.api().post('/api/v1/account-deletion/confirm').send({ code }).expect(200);
    expect(confirmed.body.message).toContain('Przyjęliśmy prośbę o usunięcie konta');
    await stack.waitForMail(ala.email, /zostanie usunięte/);
    await signIn(ala.email).expect(403);
    const again = await stack.api().post('/api/v1/account-deletion/confirm').send({ code }).expect(400);
    expect(again.body.message).toBe('Link wygasł lub został już użyty. Poproś o nowy.');
    expect((await auditOf(ala.id)).map((row) => [row.action, row.details.via])).toEqual([['account.deletionRequested', 'link']]);
  });

  it('answers an unknown address exactly like a known one and mails nothing', async () => {
    const known = await stack.factory.user();
    const unknown = `nikt-${Date.now()}@example.com`;
    const [a, b] = await Promise.all([known.email, unknown].map((email) => stack.api().post('/api/v1/account-deletion/link').send({ email }).expect(200)));
    expect(a.body).toEqual(b.body);
    await stack.waitForMail(known.email, /Potwierdź/);
    await expect(stack.waitForMail(unknown)).rejects.toThrow('no mail');
  }, 30_000);

  it('is rate-limited per address like lost-password links, and refuses bad input with a 400 in the language asked', async () => {
    const ip = '10.99.0.1';
    for (let i = 0; i < 30; i++) await stack.api(ip).post('/api/v1/account-deletion/link').send({ email: `x${i}@example.com` }).expect(200);
    await stack.api(ip).post('/api/v1/account-deletion/link').send({ email: 'x31@example.com' }).expect(429);
    const bad = await stack.api().post('/api/v1/account-deletion/link').set('Accept-Language', 'en').send({ email: 'not an address' }).expect(400);
    expect(bad.body.message).toBe('Please enter a valid email address.');
  });
});

describe('the daily deletion job', () => {
  const clock = () => stack.workers!.get(Clock);
  const runJob = async () => {
    const queue = stack.workers!.get<Queue>(getQueueToken(QUEUES.accounts));
    const job = await queue.add('accounts.anonymiseDue', {});
    await eventually(async () => expect(await job.isCompleted()).toBe(true));
  };
  afterEach(() => jest.restoreAllMocks());

  it('anonymises a request on its due day, not a day before, keeping the results; running again changes nothing', async () => {
    const { company, participants } = await crewWithResults();
    const [ala] = participants;
    await stack.dataSource.query("UPDATE app_user SET diploma_name = 'Alicja U.' WHERE id = $1", [ala.id]);
    const token = await db.documents.storeDocument(stack.dataSource.manager, { mimeType: 'application/pdf', data: Buffer.from('%PDF ala') });
    await stack.dataSource.getRepository(Diploma).save({ userId: ala.id, companyId: company.id, lang: 'pl', name: 'Ala Uczestnik', km: 10, trees: 2, verificationCode: db.documents.newVerificationCode(), documentToken: token });
    await stack.dataSource.query('INSERT INTO survey_answer (user_id, company_id, q1, q2, q3) VALUES ($1, $2, 5, 4, $3)', [ala.id, company.id, 'Ala: więcej biegów']);
    await stack.dataSource.query(
      `INSERT INTO strava_connection (user_id, athlete_id, access_token_encrypted, refresh_token_encrypted, expires_at, scope, access_type) VALUES ($1, $2, 'a', 'r', now(), 'read', 'full')`,
      [ala.id, 900_000 + ala.id],
    );
    const { body } = await requestOwn(stack.tokenFor(ala)).expect(200);
    await stack.waitForMail(ala.email, /zostanie usunięte/);
    const dueAt = warsawMidnight(body.dueDay);

    jest.spyOn(clock(), 'now').mockReturnValue(new Date(dueAt.getTime() - 1));
    await runJob();
    expect(await stack.dataSource.query('SELECT name, anonymised_at FROM app_user WHERE id = $1', [ala.id])).toEqual([{ name: 'Ala Uczestnik', anonymised_at: null }]);

    jest.spyOn(clock(), 'now').mockReturnValue(dueAt);
    await runJob();
    const [user] = await stack.dataSource.query('SELECT name, email, password_hash, diploma_name, anonymised_at, tree_sum, km_sum FROM app_user WHERE id = $1', [ala.id]);
    expect(user).toEqual({ name: '', email: anonymisedEmail(ala.id), password_hash: null, diploma_name: null, anonymised_at: dueAt, tree_sum: '2.0000', km_sum: '10.00' });
    const counts = await stack.dataSource.query(
      `SELECT (SELECT COUNT(*) FROM diploma WHERE user_id = $1)::int AS diplomas, (SELECT COUNT(*) FROM stored_document WHERE token = $2)::int AS documents,
              (SELECT COUNT(*) FROM strava_connection WHERE user_id = $1)::int AS strava, (SELECT COUNT(*) FROM auth_code WHERE user_id = $1)::int AS codes,
              (SELECT COUNT(*) FROM mail WHERE "to" = $3)::int AS mails, (SELECT q3 FROM survey_answer WHERE user_id = $1) AS q3,
              (SELECT q1 FROM survey_answer WHERE user_id = $1) AS q1, (SELECT COUNT(*) FROM activity WHERE user_id = $1)::int AS activities`,
      [ala.id, token, ala.email],
    );
    expect(counts).toEqual([{ diplomas: 0, documents: 0, strava: 0, codes: 0, mails: 0, q3: null, q1: 5, activities: 1 }]);
    expect(await stack.dataSource.getRepository(Company).findOneByOrFail({ id: company.id })).toMatchObject({ treeSum: 12, distanceSum: 60 });
    const audit = await auditOf(ala.id);
    expect(audit.map((row) => [row.action, row.actor_user_id, row.details.via])).toEqual([
      ['account.deletionRequested', ala.id, 'account'],
      ['account.anonymised', null, 'schedule'],
    ]);

    jest.spyOn(clock(), 'now').mockReturnValue(new Date(dueAt.getTime() + 86_400_000));
    await runJob();
    expect(await auditOf(ala.id)).toHaveLength(2);
  });

  it('is kept scheduled daily in Redis, re-created when Redis lost it', async () => {
    const queue = stack.workers!.get<Queue>(getQueueToken(QUEUES.accounts));
    const schedules = async () => (await queue.getJobSchedulers()).map((schedule) => [schedule.key, schedule.pattern, schedule.tz]);
    await eventually(async () => expect(await schedules()).toEqual([['anonymise-due-accounts', '0 3 * * *', 'Europe/Warsaw']]));
    await queue.removeJobScheduler('anonymise-due-accounts');
    expect(await schedules()).toEqual([]);
    await stack.workers!.get(DeletionSchedule).sweep();
    expect(await schedules()).toEqual([['anonymise-due-accounts', '0 3 * * *', 'Europe/Warsaw']]);
  });
});

describe("a platform admin's pending requests", () => {
  it('lists them, carries one out at once and cancels another at the user wish, each in the audit log', async () => {
    const { company, participants } = await crewWithResults();
    const [ala, bartek] = participants;
    const admin = await stack.factory.user({ role: 'admin', company: null });
    await requestOwn(stack.tokenFor(ala)).expect(200);
    await requestOwn(stack.tokenFor(bartek)).expect(200);
    const list = await stack.as(admin).get('/api/v1/account-deletion/requests').expect(200);
    const mine = list.body.items.filter((row: { userId: number }) => [ala.id, bartek.id].includes(row.userId));
    expect(mine).toEqual([
      expect.objectContaining({ userId: ala.id, email: ala.email, companyName: company.name, dueDay: expect.stringMatching(/^\d{4}-\d{2}-\d{2}$/) }),
      expect.objectContaining({ userId: bartek.id, email: bartek.email, companyName: company.name }),
    ]);
    await stack.as(participants[2]).get('/api/v1/account-deletion/requests').expect(403);

    await stack.as(admin).post(`/api/v1/account-deletion/requests/${ala.id}/execute`).expect(200);
    expect(await stack.dataSource.query('SELECT email FROM app_user WHERE id = $1', [ala.id])).toEqual([{ email: anonymisedEmail(ala.id) }]);
    await stack.as(admin).delete(`/api/v1/account-deletion/requests/${bartek.id}`).expect(200);
    await signIn(bartek.email).expect(200);
    const viewer = stack.tokenFor(participants[2]);
    expect((await ranking(viewer, 1)).find((item) => item.user_id === bartek.id)?._user.name).toBe('Bartek Uczestnik');
    await stack.as(admin).delete(`/api/v1/account-deletion/requests/${bartek.id}`).expect(404);
    const again = await stack.as(admin).post(`/api/v1/account-deletion/requests/${ala.id}/execute`).set('Accept-Language', 'en').expect(404);
    expect(again.body.message).toBe('This user has no pending account deletion request.');

    expect((await auditOf(ala.id)).map((row) => [row.action, row.actor_user_id, row.details.via])).toEqual([
      ['account.deletionRequested', ala.id, 'account'],
      ['account.anonymised', admin.id, 'admin'],
    ]);
    expect((await auditOf(bartek.id)).map((row) => [row.action, row.actor_user_id])).toEqual([
      ['account.deletionRequested', bartek.id],
      ['account.deletionCancelled', admin.id],
    ]);
  });
});

describe('nobody is re-identified once they asked for their account’s deletion', () => {
  type Listed = { user_id?: number; id?: number; userId?: number; name?: string; email?: string; _user?: { name: string; email?: string } };
  const get = async (token: string, path: string) => (await stack.as(token).get(path).expect(200)).body;
  const results = (who: User) => stack.as(who).post('/api/v1/activity').send({ startTime: today(), distance: 10, activityType: RUN }).expect(201);

  it('is the anonymous user in every admins’ list, found by no search of the name or e-mail; the platform admin’s requests name the account by its e-mail only', async () => {
    const { admin, participants } = await stack.factory.crew({ manualActivitiesApproval: true, convertStandard: 5 });
    const [ala, bartek] = participants;
    const platformAdmin = await stack.factory.user({ role: 'admin', company: null });
    const [alasApproved, alasPending, bartekApproved] = [(await results(ala)).body.activity.id, (await results(ala)).body.activity.id, (await results(bartek)).body.activity.id];
    const adminToken = stack.tokenFor(admin);
    for (const id of [alasApproved, bartekApproved]) await stack.as(adminToken).patch('/api/v1/activity/manual-approval').send({ activity_id: id, status: 'approved' }).expect(200);
    await stack.dataSource.query("INSERT INTO strava_import (user_id, date_from, state) VALUES ($1, $2, 'done')", [ala.id, today()]);
    await requestOwn(stack.tokenFor(ala)).expect(200);

    const users: Listed[] = (await get(adminToken, '/api/v1/user/list?perpage=100')).items;
    expect(users.find((row) => row.id === ala.id)).toMatchObject({ name: '', email: '', strava: null });
    expect(users.find((row) => row.id === bartek.id)).toMatchObject({ name: 'Bartek Uczestnik', email: bartek.email });
    for (const search of ['Ala Uczestnik', ala.email]) expect((await get(adminToken, `/api/v1/user/list?search=${encodeURIComponent(search)}`)).items).toEqual([]);

    const pending: Listed[] = (await get(adminToken, '/api/v1/activity/pending')).items;
    expect(pending.find((item) => item.id === alasPending)?._user).toEqual({ name: '' });

    const listed: Listed[] = (await get(adminToken, '/api/v1/company/activities?perpage=100')).activities;
    expect(listed.find((item) => item.id === alasApproved)?._user).toEqual({ name: '' });
    expect(listed.find((item) => item.id === bartekApproved)?._user).toEqual({ name: 'Bartek Uczestnik', email: bartek.email });
    for (const search of ['Ala Uczestnik', ala.email]) expect((await get(adminToken, `/api/v1/company/activities?search=${encodeURIComponent(search)}`)).activities).toEqual([]);

    const csv = (await stack.as(adminToken).get('/api/v1/company/activities.csv').expect(200)).text;
    expect(csv).not.toContain('Ala Uczestnik');
    expect(csv).not.toContain(ala.email);
    expect(csv).toContain('Użytkownik anonimowy;;');
    expect(csv).toContain(`Bartek Uczestnik;${bartek.email}`);

    const operator = stack.tokenFor(platformAdmin);
    const imports: Array<{ userId: number; userName: string; userEmail: string }> = (await get(operator, '/api/v1/strava/imports?perpage=100')).items;
    expect(imports.find((item) => item.userId === ala.id)).toMatchObject({ userName: '', userEmail: '' });
    const requests: Listed[] = (await get(operator, '/api/v1/account-deletion/requests')).items;
    const request = requests.find((row) => row.userId === ala.id);
    expect(request).toMatchObject({ email: ala.email });
    expect(request).not.toHaveProperty('name');
  });

  it('names, prints and mails no diploma from the request on, after the anonymisation too, and lists the anonymous user without its diploma’s link', async () => {
    const closed = { dateFrom: addDays(today(), -30), dateTo: addDays(today(), -1), closedAt: new Date(), orderPaid: true, treeSum: 1000 };
    const { company, admin, participants } = await stack.factory.crew(closed);
    const [ala, bartek] = participants;
    await stack.dataSource.query('UPDATE app_user SET tree_sum = $2 WHERE id = ANY($1)', [[ala.id, bartek.id], 5]);
    const token = await db.documents.storeDocument(stack.dataSource.manager, { mimeType: 'application/pdf', data: Buffer.from('%PDF ala') });
    const printedBefore = await stack.dataSource.getRepository(Diploma).save({ userId: ala.id, companyId: company.id, lang: 'pl', name: 'Ala Uczestnik', trees: 5, verificationCode: db.documents.newVerificationCode(), documentToken: token });
    const rename = () => stack.as(admin).patch('/api/v1/user/diplomaName').send({ user_id: ala.id, name: 'Alicja Uczestnik' });
    const generate = () => stack.as(admin).post('/api/v1/diplomas').send({ user_id: ala.id, lang: 'pl' });
    const sendMail = () => stack.as(admin).post('/api/v1/diplomas/sendEmail').send({ user_id: ala.id, lang: 'pl' });
    const refused = 'Ten uczestnik poprosił o usunięcie konta, więc nie można już zmienić nazwy na jego dyplomie, wygenerować go ani wysłać.';
    await requestOwn(stack.tokenFor(ala)).expect(200);

    const list = await get(stack.tokenFor(admin), '/api/v1/diplomas?perpage=100');
    expect(list.items.find((row: Listed) => row.user_id === ala.id)).toMatchObject({ _user: { name: '', email: '', diplomaName: '' }, treesOnDiploma: 5, diplom: null });
    expect(list).toMatchObject({ toGenerate: 1, toSend: 0 });
    expect((await get(stack.tokenFor(admin), '/api/v1/diplomas?search=Ala')).items).toEqual([]);
    for (const call of [rename, generate, sendMail]) expect((await call().expect(409)).body.message).toBe(refused);
    expect((await rename().set('Accept-Language', 'en').expect(409)).body.message).toBe(
      'This participant asked for their account to be deleted, so the name on their diploma can no longer be changed, nor the diploma generated or sent.',
    );

    const platformAdmin = await stack.factory.user({ role: 'admin', company: null });
    await stack.as(platformAdmin).post(`/api/v1/account-deletion/requests/${ala.id}/execute`).expect(200);
    for (const call of [rename, generate]) await call().expect(409);
    await stack.dataSource.query('UPDATE app_user SET tree_sum = 0.5 WHERE id = $1', [bartek.id]);
    expect((await stack.as(admin).post('/api/v1/diplomas/bulk').send({ action: 'generate', lang: 'pl' }).expect(409)).body.message).toBe('Brak użytkowników do wygenerowania dyplomów');
    expect(await stack.dataSource.query('SELECT diploma_name FROM app_user WHERE id = $1', [ala.id])).toEqual([{ diploma_name: null }]);
    expect(await stack.dataSource.getRepository(Diploma).countBy({ userId: ala.id })).toBe(0);
    await stack.api().get(`/api/v1/verification/${printedBefore.verificationCode}`).expect(404);
  });
});
