import { addDays, warsawDay } from '@lesne/domain';
import { Activity, Company, type User } from '@lesne/db';
import { eventually, startStack, type Stack } from '../../test/stack';

let stack: Stack;
beforeAll(async () => {
  stack = await startStack();
});
afterAll(() => stack.close());

const today = () => warsawDay(new Date());
const RUN = 2;
const RIDE = 3;

const post = (user: User, body: object) => stack.as(user).post('/api/v1/activity').send(body);

describe('adding a result by hand', () => {
  it('lists the activity types with the manual window', async () => {
    const { participants } = await stack.factory.crew({ maxDaysBeforeManualActivity: 5 });
    const response = await stack.as(participants[0]).get('/api/v1/activity/types').expect(200);
    expect(response.body.maxDaysBeforeManualActivity).toBe(5);
    expect(response.body.activity_types.map((type: { translationKey: string }) => type.translationKey)).toHaveLength(9);
  });

  it('counts it at once without approval, with trees from the ratio in force (rides by the bike ratio)', async () => {
    const { company, participants } = await stack.factory.crew({ convertStandard: 5, convertBike: 20 });
    const run = await post(participants[0], { startTime: today(), distance: '12,5', activityType: RUN }).expect(201);
    expect(run.body.status).toBe('approved');
    expect(run.body.activity).toMatchObject({ distance: 12.5, trees: 2.5, status: 'approved', source: 'manual', day: today() });
    const ride = await post(participants[0], { startTime: today(), distance: 30, activityType: RIDE }).expect(201);
    expect(ride.body.activity.trees).toBe(1.5);
    await eventually(async () =>
      expect(await stack.dataSource.getRepository(Company).findOneByOrFail({ id: company.id })).toMatchObject({ treeSum: 4, distanceSum: 42.5, activityCount: 2 }),
    );
    const me = await stack.as(participants[0]).get('/api/v1/user').expect(200);
    expect(me.body).toMatchObject({ kmSum: 42.5, treeSum: 4, ranking: 1, rankingCount: 1 });
  });

  it('answers the new result exactly as the lists show it', async () => {
    const { participants } = await stack.factory.crew({ manualActivitiesApproval: true });
    const added = await post(participants[0], { startTime: today(), distance: 7.25, activityType: RIDE }).expect(201);
    expect(added.body.status).toBe('pending');
    const own = await stack.as(participants[0]).get(`/api/v1/activity/user?user_id=${participants[0].id}&showPending=true`).expect(200);
    expect(own.body.items).toEqual([added.body.activity]);
  });

  it('waits for approval when the company requires it, and counts only once approved', async () => {
    const { company, admin, participants } = await stack.factory.crew({ manualActivitiesApproval: true });
    const added = await post(participants[0], { startTime: today(), distance: 10, activityType: RUN }).expect(201);
    expect(added.body.status).toBe('pending');
    const pending = await stack.as(admin).get('/api/v1/activity/pending').expect(200);
    expect(pending.body.items.map((item: { id: number }) => item.id)).toEqual([added.body.activity.id]);
    expect(pending.body.items[0]._user.email).toBe(participants[0].email);
    expect((await stack.as(admin).get('/api/v1/activity/review-counts').expect(200)).body).toEqual({ pending: 1, flagged: 0 });

    await stack.as(admin).patch('/api/v1/activity/manual-approval').send({ activity_id: added.body.activity.id, status: 'approved' }).expect(200);
    await eventually(async () => expect(await stack.dataSource.getRepository(Company).findOneByOrFail({ id: company.id })).toMatchObject({ treeSum: 2 }));
    const again = await stack.as(admin).patch('/api/v1/activity/manual-approval').send({ activity_id: added.body.activity.id, status: 'denied' }).expect(409);
    expect(again.body.message).toBe('Ten wpis został już rozpatrzony.');
  });

  it.each([
    [{ distance: 500.01 }, 'Maksymalna długość trasy to 500 km'],
    [{ distance: 0 }, 'Dystans musi być większy od zera.'],
    [{ distance: '1,234' }, 'Podaj dystans w kilometrach, z najwyżej 2 miejscami po przecinku.'],
    [{ distance: 'dużo' }, 'Podaj dystans w kilometrach, z najwyżej 2 miejscami po przecinku.'],
    [{ activityType: undefined }, 'Wybierz rodzaj aktywności.'],
    [{ activityType: 999 }, 'Nieznany rodzaj aktywności.'],
    [{ startTime: addDays(today(), 1) }, 'Nie można dodać wyniku z przyszłości.'],
    [{ startTime: addDays(today(), -8) }, 'Wynik można dodać najwyżej 7 dni wstecz.'],
    [{ startTime: '2026-13-01' }, 'Podaj datę w formacie RRRR-MM-DD.'],
  ])('refuses %j with a message', async (override, message) => {
    const { participants } = await stack.factory.crew();
    const response = await post(participants[0], { startTime: today(), distance: 10, activityType: RUN, ...override }).expect(400);
    expect(response.body.message).toBe(message);
  });

  it('accepts exactly 500 km and a day at the edge of the window', async () => {
    const { participants } = await stack.factory.crew();
    await post(participants[0], { startTime: addDays(today(), -7), distance: 500, activityType: RUN }).expect(201);
  });

  it('refuses a day before the event started', async () => {
    const { participants } = await stack.factory.crew({ dateFrom: addDays(today(), -2) });
    const response = await post(participants[0], { startTime: addDays(today(), -3), distance: 5, activityType: RUN }).expect(400);
    expect(response.body.message).toBe('Ten dzień jest przed rozpoczęciem wydarzenia.');
  });

  it('allows 3 manual results a day, even posted at once', async () => {
    const { participants } = await stack.factory.crew();
    const responses = await Promise.all([1, 2, 3, 4, 5].map(() => post(participants[0], { startTime: today(), distance: 5, activityType: RUN })));
    expect(responses.map((response) => response.status).sort()).toEqual([201, 201, 201, 400, 400]);
    const yesterday = await post(participants[0], { startTime: addDays(today(), -1), distance: 5, activityType: RUN });
    expect(yesterday.status).toBe(201);
  });

  it('is refused before the start, after the end, after a close, and with manual entries off', async () => {
    const waiting = await stack.factory.crew({ dateFrom: addDays(today(), 1), dateTo: addDays(today(), 5) });
    const ended = await stack.factory.crew({ dateFrom: addDays(today(), -5), dateTo: addDays(today(), -1) });
    const closed = await stack.factory.crew({ closedAt: new Date() });
    const manualOff = await stack.factory.crew({ manualActivitiesAllowed: false });
    const body = { startTime: today(), distance: 5, activityType: RUN };
    expect((await post(waiting.participants[0], body).expect(409)).body.message).toMatch(/^Wydarzenie nie trwa/);
    await post(ended.participants[0], { ...body, startTime: addDays(today(), -1) }).expect(409);
    await post(closed.participants[0], body).expect(409);
    expect((await post(manualOff.participants[0], body).expect(403)).body.message).toBe('Ręczne dodawanie wyników jest wyłączone w tym wydarzeniu.');
  });
});

describe('reading and deleting results', () => {
  it("shows one's own pending and denied entries, and only another's approved ones", async () => {
    const { admin, participants } = await stack.factory.crew({ manualActivitiesApproval: true });
    const [ala, bartek] = participants;
    const first = await post(ala, { startTime: today(), distance: 5, activityType: RUN }).expect(201);
    const second = await post(ala, { startTime: today(), distance: 6, activityType: RUN }).expect(201);
    await post(ala, { startTime: today(), distance: 7, activityType: RUN }).expect(201);
    await stack.as(admin).patch('/api/v1/activity/manual-approval').send({ activity_id: first.body.activity.id, status: 'approved' }).expect(200);
    await stack.as(admin).patch('/api/v1/activity/manual-approval').send({ activity_id: second.body.activity.id, status: 'denied' }).expect(200);

    const own = await stack.as(ala).get(`/api/v1/activity/user?user_id=${ala.id}&showPending=true`).expect(200);
    expect(own.body.items.map((item: { status: string }) => item.status).sort()).toEqual(['approved', 'denied', 'pending']);
    const seen = await stack.as(bartek).get(`/api/v1/activity/user?user_id=${ala.id}&showPending=true`).expect(200);
    expect(seen.body.items.map((item: { id: number }) => item.id)).toEqual([first.body.activity.id]);
    expect(seen.body.items[0]._user.email).toBeUndefined();
    const other = await stack.factory.crew();
    await stack.as(other.participants[0]).get(`/api/v1/activity/user?user_id=${ala.id}`).expect(404);
  });

  it('lets a participant delete their own results while the event runs, and a platform admin any', async () => {
    const { company, participants } = await stack.factory.crew();
    const mine = await post(participants[0], { startTime: today(), distance: 5, activityType: RUN }).expect(201);
    const theirs = await post(participants[1], { startTime: today(), distance: 5, activityType: RUN }).expect(201);
    expect((await stack.as(participants[0]).delete(`/api/v1/activity/${theirs.body.activity.id}`).expect(403)).body.message).toMatch(/^Możesz usuwać tylko własne wyniki/);
    await stack.as(participants[0]).delete(`/api/v1/activity/${mine.body.activity.id}`).expect(200);
    const outsider = await stack.factory.crew();
    await stack.as(outsider.admin).delete(`/api/v1/activity/${theirs.body.activity.id}`).expect(404);
    const platformAdmin = await stack.factory.user({ role: 'admin', company: null });
    await stack.as(platformAdmin).delete(`/api/v1/activity/${theirs.body.activity.id}`).expect(200);
    await eventually(async () => expect(await stack.dataSource.getRepository(Company).findOneByOrFail({ id: company.id })).toMatchObject({ treeSum: 0, activityCount: 0 }));
  });

  it('does not let a participant delete once the event is closed', async () => {
    const { company, participants } = await stack.factory.crew();
    const mine = await post(participants[0], { startTime: today(), distance: 5, activityType: RUN }).expect(201);
    await stack.dataSource.getRepository(Company).update({ id: company.id }, { closedAt: new Date() });
    await stack.as(participants[0]).delete(`/api/v1/activity/${mine.body.activity.id}`).expect(403);
  });
});

describe('flags', () => {
  it("lets others flag an entry, and the admin remove the flag or the entry", async () => {
    const { company, admin, participants } = await stack.factory.crew();
    const entry = await post(participants[0], { startTime: today(), distance: 40, activityType: RUN }).expect(201);
    const id = entry.body.activity.id;
    expect((await stack.as(participants[0]).patch('/api/v1/activity/addFlag').send({ activity_id: id }).expect(403)).body.message).toBe('Nie możesz zgłosić własnego wpisu.');
    await stack.as(participants[1]).patch('/api/v1/activity/addFlag').send({ activity_id: id }).expect(200);
    const flagged = await stack.as(admin).get('/api/v1/activity/flagged').expect(200);
    expect(flagged.body.items.map((item: { id: number }) => item.id)).toEqual([id]);
    await stack.as(admin).patch('/api/v1/activity/flagged').send({ activity_id: id, status: 'removeFlag' }).expect(200);
    await stack.as(admin).patch('/api/v1/activity/flagged').send({ activity_id: id, status: 'removeFlag' }).expect(409);
    await stack.as(participants[2]).patch('/api/v1/activity/addFlag').send({ activity_id: id }).expect(200);
    await stack.as(admin).patch('/api/v1/activity/flagged').send({ activity_id: id, status: 'removeActivity' }).expect(200);
    expect(await stack.dataSource.getRepository(Activity).countBy({ id })).toBe(0);
    await eventually(async () => expect(await stack.dataSource.getRepository(Company).findOneByOrFail({ id: company.id })).toMatchObject({ treeSum: 0 }));
    await stack.as(participants[1]).patch('/api/v1/activity/flagged').send({ activity_id: id, status: 'removeFlag' }).expect(403);
  });

  it('shows a result the system held only in the flagged list, with its reason, even with the flag system off; taking the flag off counts it', async () => {
    const { company, admin, participants } = await stack.factory.crew({ flagSystem: false, convertStandard: 5 });
    const [{ id }] = await stack.dataSource.query(
      `INSERT INTO activity (company_id, user_id, activity_type_id, start_time, day, distance, trees, status, source, flagged, flag_reason, strava_activity_id, elapsed_seconds)
       VALUES ($1, $2, $3, now(), $4, 20, 4, 'pending', 'integrated', true, 'tooFast', 987654321, 600) RETURNING id`,
      [company.id, participants[0].id, RUN, today()],
    );
    const flagged = await stack.as(admin).get('/api/v1/activity/flagged').expect(200);
    expect(flagged.body.items).toEqual([expect.objectContaining({ id, status: 'pending', flagReason: 'tooFast' })]);
    expect((await stack.as(admin).get('/api/v1/activity/pending').expect(200)).body.items).toEqual([]);
    expect((await stack.as(admin).get('/api/v1/activity/review-counts').expect(200)).body).toEqual({ pending: 0, flagged: 1 });

    await stack.as(admin).patch('/api/v1/activity/flagged').send({ activity_id: id, status: 'removeFlag' }).expect(200);
    expect(await stack.dataSource.getRepository(Activity).findOneByOrFail({ id })).toMatchObject({ status: 'approved', flagged: false, flagReason: 'tooFast' });
    await eventually(async () => expect(await stack.dataSource.getRepository(Company).findOneByOrFail({ id: company.id })).toMatchObject({ treeSum: 4, distanceSum: 20 }));
  });

  it('is refused when the flag system is off, and for another company', async () => {
    const off = await stack.factory.crew({ flagSystem: false });
    const entry = await post(off.participants[0], { startTime: today(), distance: 4, activityType: RUN }).expect(201);
    await stack.as(off.participants[1]).patch('/api/v1/activity/addFlag').send({ activity_id: entry.body.activity.id }).expect(403);
    const other = await stack.factory.crew();
    await stack.as(other.participants[0]).patch('/api/v1/activity/addFlag').send({ activity_id: entry.body.activity.id }).expect(404);
  });
});

describe('the company activity list', () => {
  it('filters approved activities by dates, type and person, sums them, and exports CSV', async () => {
    const { admin, participants } = await stack.factory.crew({ manualActivitiesApproval: false });
    await post(participants[0], { startTime: today(), distance: 10, activityType: RUN }).expect(201);
    await post(participants[1], { startTime: addDays(today(), -1), distance: 20, activityType: RIDE }).expect(201);
    const list = (query: string) => stack.as(admin).get(`/api/v1/company/activities?${query}`);
    const all = await list('showSummary=true').expect(200);
    expect(all.body).toMatchObject({ itemsTotal: 2, summary: { trees: 3, distance: 30 } });
    expect((await list(`activityTypes=${RIDE}`).expect(200)).body.itemsTotal).toBe(1);
    expect((await list(`dateFrom=${today()}`).expect(200)).body.itemsTotal).toBe(1);
    expect((await list('search=Bartek').expect(200)).body.activities[0]._user.name).toBe('Bartek Uczestnik');
    const reversed = await list(`dateFrom=${today()}&dateTo=${addDays(today(), -1)}`).expect(400);
    expect(reversed.body.message).toBe('Data „do” nie może być wcześniejsza niż data „od”.');

    const csv = await stack.as(admin).get('/api/v1/company/activities.csv').expect(200);
    expect(csv.headers['content-type']).toMatch(/text\/csv/);
    expect(csv.headers['content-disposition']).toBe(`attachment; filename="aktywnosci-${warsawDay(new Date())}.csv"`);
    const lines = csv.text.replace(/^\uFEFF/, '').trim().split(/\r?\n/);
    expect(lines[0]).toBe('Data;Uczestnik;E-mail;Rodzaj;Dystans (km);Drzewa;Źródło');
    expect(lines).toHaveLength(3);
    await stack.as(participants[0]).get('/api/v1/company/activities').expect(403);
  });
});
