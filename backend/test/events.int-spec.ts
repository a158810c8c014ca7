import { addDays, warsawDay } from '@lesne/domain';
import { Activity, AuditLog, Company, User } from '@lesne/db';
import { eventually, liveClient, startStack, type Stack } from '../../test/stack';

let stack: Stack;
let platformAdmin: User;
beforeAll(async () => {
  stack = await startStack({ listen: true });
  platformAdmin = await stack.factory.user({ role: 'admin', company: null });
});
afterAll(() => stack.close());

const today = () => warsawDay(new Date());

function newEvent(overrides: Record<string, unknown> = {}) {
  return {
    company: `Buczyna ${Math.random().toString(36).slice(2, 8)}`,
    email: `szef.${Math.random().toString(36).slice(2, 8)}@example.com`,
    userName: 'Szef Wydarzenia',
    dateFrom: addDays(today(), 30),
    dateTo: addDays(today(), 60),
    convert: { standard: 5, bike: 20 },
    manualActivitiesAllowed: true,
    manualActivitiesApproval: false,
    treeLimit: 9999,
    eventEndType: 'date',
    maxDaysBeforeManualActivity: 7,
    orderPaid: false,
    flagSystem: true,
    isTest: false,
    teams: true,
    ...overrides,
  };
}

describe('creating an event', () => {
  it('creates the company, its admin, and mails the admin a set-password link that works', async () => {
    const body = newEvent();
    const created = await stack.as(platformAdmin).post('/api/v1/event').send(body).expect(201);
    expect(created.body).toMatchObject({
      companyName: body.company,
      eventType: 'date',
      eventStatus: 'waiting',
      dateFrom: body.dateFrom,
      dateTo: body.dateTo,
      convert: { standard: 5, bike: 20 },
      treeLimit: 9999,
      allUsers: 1,
      orderPaid: false,
      isTest: false,
      admins: [{ name: 'Szef Wydarzenia', email: body.email }],
    });
    expect(created.body.registerNumber).toMatch(/^[a-z2-9]{10}$/);

    const mail = await stack.waitForMail(body.email, new RegExp(body.company));
    const code = new URL(mail.text.match(/https?:\/\/\S+\/ustaw-haslo\?\S+/)![0]).searchParams.get('code')!;
    await stack.api().post('/api/v1/auth/reset-password').send({ code, password: 'Wybrane123', acceptTerms: true }).expect(200);
    const login = await stack.api().post('/api/v1/auth/login').send({ email: body.email, password: 'Wybrane123' }).expect(200);
    const company = await stack.api().get('/api/v1/company').auth(login.body.authToken, { type: 'bearer' }).expect(200);
    expect(company.body.name.name).toBe(body.company);
  });

  it('mails the link in the language of the request', async () => {
    const body = newEvent();
    await stack.as(platformAdmin).post('/api/v1/event').set('Accept-Language', 'en').send(body).expect(201);
    const mail = await stack.waitForMail(body.email);
    expect(mail.subject).toBe(`Set your password to run ${body.company}'s event`);
  });

  it("accepts the create payload of docs/product.md#api-conventions exactly, giving what it does not name the defaults", async () => {
    const { manualActivitiesAllowed, ...specPayload } = newEvent();
    expect(manualActivitiesAllowed).toBe(true);
    const created = await stack.as(platformAdmin).post('/api/v1/event').send(specPayload).expect(201);
    expect(created.body).toMatchObject({ companyName: specPayload.company, manualActivitiesAllowed: true, hideRanking: false });
  });

  it('lets the platform admin hide the ranking, on creation and on edit', async () => {
    const created = await stack.as(platformAdmin).post('/api/v1/event').send(newEvent({ hideRanking: true })).expect(201);
    expect(created.body.hideRanking).toBe(true);
    expect(await stack.dataSource.getRepository(Company).findOneByOrFail({ id: created.body.id })).toMatchObject({ hideRanking: true });
    const edited = await stack.as(platformAdmin).patch(`/api/v1/event/${created.body.id}`).send({ hideRanking: false }).expect(200);
    expect(edited.body.hideRanking).toBe(false);
  });

  it('refuses a missing convert and the year 0000, naming the field', async () => {
    const { convert: _convert, ...withoutConvert } = newEvent();
    const missing = await stack.as(platformAdmin).post('/api/v1/event').set('Accept-Language', 'en').send(withoutConvert).expect(400);
    expect(missing.body.fields).toEqual({ convert: 'This field is required.' });
    const year0 = await stack.as(platformAdmin).post('/api/v1/event').set('Accept-Language', 'en').send(newEvent({ dateFrom: '0000-01-01' })).expect(400);
    expect(year0.body.fields).toEqual({ dateFrom: 'Enter a date as YYYY-MM-DD.' });
  });

  it('ends by trees without an end date', async () => {
    const created = await stack.as(platformAdmin).post('/api/v1/event').send(newEvent({ eventEndType: 'trees', dateTo: null, treeLimit: 500 })).expect(201);
    expect(created.body).toMatchObject({ eventType: 'trees', dateTo: null, treeLimit: 500 });
    const withDate = await stack.as(platformAdmin).post('/api/v1/event').send(newEvent({ eventEndType: 'trees' })).expect(201);
    expect(withDate.body.dateTo).toBeNull();
  });

  it.each([
    [{ company: ' ' }, 'company', 'To pole jest wymagane.'],
    [{ email: 'nope' }, 'email', 'Podaj prawidłowy adres e-mail.'],
    [{ dateFrom: '2026-02-30' }, 'dateFrom', 'Podaj datę w formacie RRRR-MM-DD.'],
    [{ convert: { standard: 0, bike: 20 } }, 'convert.standard', 'Najmniejsza wartość to 1.'],
    [{ convert: { standard: 5, bike: 1001 } }, 'convert.bike', 'Największa wartość to 1000.'],
    [{ treeLimit: -1 }, 'treeLimit', 'Najmniejsza wartość to 0.'],
    [{ eventEndType: 'never' }, 'eventEndType', 'Wybierz jedną z dozwolonych wartości.'],
    [{ maxDaysBeforeManualActivity: 1001 }, 'maxDaysBeforeManualActivity', 'Największa wartość to 1000.'],
    [{ teams: 'yes' }, 'teams', 'Podaj wartość tak lub nie.'],
  ])('refuses %j with a 400 naming the field', async (override, field, message) => {
    const response = await stack.as(platformAdmin).post('/api/v1/event').send(newEvent(override)).expect(400);
    expect(response.body.fields[field]).toBe(message);
  });

  it('refuses an end before the start, a missing end date, and a taken admin address', async () => {
    const start = addDays(today(), 30);
    const before = await stack.as(platformAdmin).post('/api/v1/event').send(newEvent({ dateFrom: start, dateTo: start })).expect(400);
    expect(before.body.message).toBe('Data zakończenia musi być późniejsza niż data rozpoczęcia.');
    const missing = await stack.as(platformAdmin).post('/api/v1/event').send(newEvent({ eventEndType: 'both', dateTo: null })).expect(400);
    expect(missing.body.message).toBe('Podaj datę zakończenia.');
    const taken = await stack.factory.user();
    const conflict = await stack.as(platformAdmin).post('/api/v1/event').send(newEvent({ email: taken.email })).expect(409);
    expect(conflict.body.message).toBe('Użytkownik z tym adresem e-mail już istnieje.');
    expect(await stack.dataSource.getRepository(Company).countBy({ name: 'never-created' })).toBe(0);
  });
});

describe('the events table', () => {
  it('searches by company, code or admin, and sorts on every column', async () => {
    const tag = Math.random().toString(36).slice(2, 8);
    const a = await stack.as(platformAdmin).post('/api/v1/event').send(newEvent({ company: `Alfa ${tag}`, treeLimit: 300 })).expect(201);
    const b = await stack.as(platformAdmin).post('/api/v1/event').send(newEvent({ company: `Beta ${tag}`, treeLimit: 100 })).expect(201);
    const list = (query: string) => stack.as(platformAdmin).get(`/api/v1/event?${query}`).expect(200).then((r) => r.body.items as Array<{ id: number }>);

    expect((await list(`searchTerm=${tag}`)).map((row) => row.id)).toEqual([b.body.id, a.body.id]);
    expect((await list(`searchTerm=${tag}&sortBy=companyName&sortOrder=asc`)).map((row) => row.id)).toEqual([a.body.id, b.body.id]);
    expect((await list(`searchTerm=${tag}&sortBy=treeLimit&sortOrder=asc`)).map((row) => row.id)).toEqual([b.body.id, a.body.id]);
    expect((await list(`searchTerm=${a.body.admins[0].email}`)).map((row) => row.id)).toEqual([a.body.id]);
    expect((await list(`searchTerm=${a.body.registerNumber}`)).map((row) => row.id)).toEqual([a.body.id]);
    for (const sortBy of ['companyName', 'registerDate', 'eventType', 'eventStatus', 'dateFrom', 'dateTo', 'distanceSum', 'treeSum', 'treeLimit', 'allUsers', 'orderPaid', 'isTest', 'created_at']) {
      for (const sortOrder of ['asc', 'desc']) expect((await list(`searchTerm=${tag}&sortBy=${sortBy}&sortOrder=${sortOrder}`)).length).toBe(2);
    }
    await stack.as(platformAdmin).get('/api/v1/event?sortBy=password').expect(400);
    await stack.as(platformAdmin).get("/api/v1/event?searchTerm=%25'%3B--").expect(200);
  });
});

describe('editing and deleting an event', () => {
  it('edits any field, keeping the dates consistent', async () => {
    const created = await stack.as(platformAdmin).post('/api/v1/event').send(newEvent()).expect(201);
    const edited = await stack.as(platformAdmin).patch(`/api/v1/event/${created.body.id}`)
      .send({ company: 'Nowa Nazwa', orderPaid: true, convert: { standard: 7, bike: 25 }, eventEndType: 'trees', treeLimit: 1000 })
      .expect(200);
    expect(edited.body).toMatchObject({ companyName: 'Nowa Nazwa', orderPaid: true, convert: { standard: 7, bike: 25 }, eventType: 'trees', dateTo: null, treeLimit: 1000 });
    const refused = await stack.as(platformAdmin).patch(`/api/v1/event/${created.body.id}`).send({ eventEndType: 'date' }).expect(400);
    expect(refused.body.message).toBe('Podaj datę zakończenia.');
    await stack.as(platformAdmin).patch('/api/v1/event/99999999').send({ orderPaid: true }).expect(404);
  });

  it('refuses null in the fields an edit may leave out, on both edit routes, naming the field', async () => {
    const created = await stack.as(platformAdmin).post('/api/v1/event').send(newEvent()).expect(201);
    for (const field of ['company', 'dateFrom', 'convert', 'manualActivitiesAllowed', 'treeLimit', 'eventEndType', 'maxDaysBeforeManualActivity', 'orderPaid', 'teams']) {
      const response = await stack.as(platformAdmin).patch(`/api/v1/event/${created.body.id}`).send({ [field]: null }).expect(400);
      expect(Object.keys(response.body.fields)).toEqual([field]);
    }
    const { admin } = await stack.factory.crew({ dateFrom: addDays(today(), 30), dateTo: addDays(today(), 60) });
    for (const field of ['dateFrom', 'convert', 'treeLimit', 'eventEndType', 'manualActivitiesAllowed', 'manualActivitiesApproval', 'maxDaysBeforeManualActivity']) {
      const response = await stack.as(admin).patch('/api/v1/event').send({ [field]: null }).expect(400);
      expect(Object.keys(response.body.fields)).toEqual([field]);
    }
    expect(await stack.dataSource.getRepository(Company).findOneByOrFail({ id: created.body.id })).toMatchObject({ name: created.body.companyName });
  });

  it('leaves the fields an edit does not name as they were', async () => {
    const body = newEvent();
    const created = await stack.as(platformAdmin).post('/api/v1/event').send(body).expect(201);
    const edited = await stack.as(platformAdmin).patch(`/api/v1/event/${created.body.id}`).send({ orderPaid: true }).expect(200);
    expect(edited.body).toEqual({ ...created.body, orderPaid: true });
  });

  it('deletes all activities of an event; totals, open pages and the badge follow', async () => {
    const { company, admin, participants } = await stack.factory.crew();
    const entry = { companyId: company.id, userId: participants[0].id, activityTypeId: 1, startTime: new Date(), day: today(), distance: 10, trees: 2, source: 'manual' as const };
    await stack.dataSource.getRepository(Activity).insert([{ ...entry, status: 'approved' }, { ...entry, status: 'pending' }]);
    await stack.dataSource.query('UPDATE company SET tree_sum = 2, distance_sum = 10, activity_count = 1 WHERE id = $1', [company.id]);
    const adminSocket = liveClient(stack, stack.tokenFor(admin));
    const participantSocket = liveClient(stack, stack.tokenFor(participants[1]));
    const heard: unknown[] = [];
    adminSocket.on('review:counts', (counts) => heard.push(['admin', counts]));
    participantSocket.on('totals:changed', (totals) => heard.push(['participant', totals]));
    await Promise.all([adminSocket, participantSocket].map((socket) => new Promise((resolve) => socket.on('connect', () => resolve(undefined)))));

    const response = await stack.as(platformAdmin).delete(`/api/v1/event/${company.id}/activities`).expect(200);
    expect(response.body.message).toBe('Wszystkie aktywności usunięte pomyślnie');
    expect(await stack.dataSource.getRepository(Activity).countBy({ companyId: company.id })).toBe(0);
    const after = await stack.dataSource.getRepository(Company).findOneByOrFail({ id: company.id });
    expect(after).toMatchObject({ treeSum: 0, distanceSum: 0, activityCount: 0 });
    expect(await stack.dataSource.getRepository(AuditLog).countBy({ action: 'event.activitiesDeleted', companyId: company.id })).toBe(1);
    await eventually(async () =>
      expect(heard).toEqual(
        expect.arrayContaining([
          ['admin', { companyId: company.id, pending: 0, flagged: 0 }],
          ['participant', { companyId: company.id, treeSum: 0, distanceSum: 0, activityCount: 0 }],
        ]),
      ),
    );
    adminSocket.close();
    participantSocket.close();
  });

  it('deletes an event with its users', async () => {
    const { company, admin } = await stack.factory.crew();
    const response = await stack.as(platformAdmin).delete(`/api/v1/event/${company.id}`).set('Accept-Language', 'en').expect(200);
    expect(response.body.message).toBe('Event deleted');
    expect(await stack.dataSource.getRepository(Company).countBy({ id: company.id })).toBe(0);
    expect(await stack.dataSource.getRepository(User).countBy({ id: admin.id })).toBe(0);
    await stack.as(platformAdmin).delete(`/api/v1/event/${company.id}`).expect(404);
  });

  it('sends an event admin a new set-password link', async () => {
    const { admin, participants } = await stack.factory.crew({ name: 'Jodła i S-ka' });
    const response = await stack.as(platformAdmin).post(`/api/v1/event/setPassword/${admin.id}`).expect(200);
    expect(response.body.message).toBe('Link do ustawienia/zmiany hasła wysłany');
    await stack.waitForMail(admin.email, /Jodła i S-ka/);
    await stack.as(platformAdmin).post(`/api/v1/event/setPassword/${participants[0].id}`).expect(404);
  });
});

describe('who may manage events', () => {
  it('refuses participants and company admins on every events route', async () => {
    const { company, admin, participants } = await stack.factory.crew();
    for (const user of [admin, participants[0]]) {
      const token = stack.tokenFor(user);
      const calls = [
        stack.api().get('/api/v1/event'),
        stack.api().post('/api/v1/event').send(newEvent()),
        stack.api().patch(`/api/v1/event/${company.id}`).send({ orderPaid: true }),
        stack.api().delete(`/api/v1/event/${company.id}`),
        stack.api().delete(`/api/v1/event/${company.id}/activities`),
        stack.api().post(`/api/v1/event/setPassword/${admin.id}`),
      ];
      for (const call of calls) await call.auth(token, { type: 'bearer' }).expect(403);
    }
    expect(await stack.dataSource.getRepository(Company).countBy({ id: company.id, orderPaid: false })).toBe(1);
  });
});
