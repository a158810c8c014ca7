import { warsawDay } from '@lesne/domain';
import { Activity, AuditLog, Company, type User } from '@lesne/db';
import { eventually, liveClient, startStack, type Stack } from '../../test/stack';

let stack: Stack;
beforeAll(async () => {
  stack = await startStack({ listen: true });
});
afterAll(() => stack.close());

const today = () => warsawDay(new Date());
const RUN = 2;
const BULK = '/api/v1/activity/manual-approval/bulk';

/** Each participant adds `each` results of 10 km by hand (at most 3 a day); answers their ids in order. */
async function pendingEntries(participants: User[], each: number): Promise<number[]> {
  const ids: number[] = [];
  for (const person of participants) {
    for (let index = 0; index < each; index += 1) {
      const added = await stack.as(person).post('/api/v1/activity').send({ startTime: today(), distance: 10, activityType: RUN }).expect(201);
      ids.push(added.body.activity.id);
    }
  }
  return ids;
}

const statuses = async (ids: number[]) =>
  (await stack.dataSource.getRepository(Activity).find({ where: ids.map((id) => ({ id })), order: { id: 'ASC' } })).map((activity) => activity.status);

describe('the pending entries, a page at a time', () => {
  it('answers pages of 25 unless asked, oldest first, with the totals the pagination shows', async () => {
    const { company, admin } = await stack.factory.crew({ manualActivitiesApproval: true });
    const people = await Promise.all(Array.from({ length: 10 }, () => stack.factory.user({ company })));
    const ids = await pendingEntries(people, 3);

    const first = await stack.as(admin).get('/api/v1/activity/pending').expect(200);
    expect(first.body).toMatchObject({ itemsTotal: 30, pageTotal: 2, curPage: 1 });
    expect(first.body.items).toHaveLength(25);
    const second = await stack.as(admin).get('/api/v1/activity/pending?page=2&perpage=25').expect(200);
    expect(second.body).toMatchObject({ itemsTotal: 30, pageTotal: 2, curPage: 2 });
    expect([...first.body.items, ...second.body.items].map((item: { id: number }) => item.id).sort((a, b) => a - b)).toEqual(ids);

    const odd = await stack.as(admin).get('/api/v1/activity/pending?perpage=7').set('Accept-Language', 'en').expect(400);
    expect(odd.body.message).toBe('Choose one of the allowed values.');
  });
});

describe('deciding several pending entries at once', () => {
  it('approves them all in one transaction: counted like single approvals, pushed live, the badge emptied', async () => {
    const { company, admin, participants } = await stack.factory.crew({ manualActivitiesApproval: true, convertStandard: 5 });
    const ids = await pendingEntries(participants, 2);
    const adminSocket = liveClient(stack, stack.tokenFor(admin));
    const participantSocket = liveClient(stack, stack.tokenFor(participants[0]));
    const counts: unknown[] = [];
    const decided: unknown[] = [];
    adminSocket.on('review:counts', (payload) => counts.push(payload));
    participantSocket.on('activity:status', (payload) => decided.push(payload));
    await Promise.all([adminSocket, participantSocket].map((socket) => new Promise((resolve) => socket.on('connect', () => resolve(undefined)))));

    const response = await stack.as(admin).post(BULK).send({ ids, status: 'approved' }).expect(200);
    expect(response.body).toEqual({ message: 'Zatwierdzone wpisy: 6.', count: 6 });
    expect(await statuses(ids)).toEqual(Array(6).fill('approved'));
    await eventually(async () => {
      expect(await stack.dataSource.getRepository(Company).findOneByOrFail({ id: company.id })).toMatchObject({ treeSum: 12, distanceSum: 60, activityCount: 6 });
      expect(counts).toContainEqual({ companyId: company.id, pending: 0, flagged: 0 });
      expect(decided).toEqual(expect.arrayContaining(ids.slice(0, 2).map((activityId) => ({ activityId, status: 'approved' }))));
    });
    expect((await stack.as(admin).get('/api/v1/activity/pending').expect(200)).body.itemsTotal).toBe(0);
    adminSocket.close();
    participantSocket.close();
  });

  it('denies them all, in English when asked', async () => {
    const { admin, participants } = await stack.factory.crew({ manualActivitiesApproval: true });
    const ids = await pendingEntries(participants.slice(0, 1), 2);
    const response = await stack.as(admin).post(BULK).set('Accept-Language', 'en').send({ ids, status: 'denied' }).expect(200);
    expect(response.body).toEqual({ message: 'Entries denied: 2.', count: 2 });
    expect(await statuses(ids)).toEqual(['denied', 'denied']);
  });

  it('changes nothing when one entry was already decided, belongs to another company or does not exist', async () => {
    const { admin, participants } = await stack.factory.crew({ manualActivitiesApproval: true });
    const ids = await pendingEntries(participants.slice(0, 1), 3);
    const other = await stack.factory.crew({ manualActivitiesApproval: true });
    const [foreign] = await pendingEntries(other.participants.slice(0, 1), 1);
    await stack.as(admin).patch('/api/v1/activity/manual-approval').send({ activity_id: ids[2], status: 'denied' }).expect(200);

    const decidedBefore = await stack.as(admin).post(BULK).send({ ids, status: 'approved' }).expect(409);
    expect(decidedBefore.body.message).toBe('Ten wpis został już rozpatrzony.');
    const ofAnother = await stack.as(admin).post(BULK).send({ ids: [ids[0], foreign], status: 'approved' }).expect(404);
    expect(ofAnother.body.message).toBe('Nie znaleziono aktywności.');
    await stack.as(admin).post(BULK).send({ ids: [ids[0], 2_000_000_000], status: 'approved' }).expect(404);

    expect(await statuses(ids)).toEqual(['pending', 'pending', 'denied']);
    expect(await statuses([foreign])).toEqual(['pending']);
  });

  const CHOOSE_IDS = 'Wybierz od 1 do 100 różnych wpisów.';
  it.each([
    ['no ids', { ids: [], status: 'approved' }, CHOOSE_IDS],
    ['101 ids', { ids: Array.from({ length: 101 }, (_, index) => index + 1), status: 'approved' }, CHOOSE_IDS],
    ['an id twice', { ids: [1, 1], status: 'approved' }, CHOOSE_IDS],
    ['an id as text', { ids: ['1'], status: 'approved' }, CHOOSE_IDS],
    ['no list', { ids: 'all', status: 'approved' }, CHOOSE_IDS],
    ['another decision', { ids: [1], status: 'removeActivity' }, 'Wybierz jedną z dozwolonych wartości.'],
  ])('refuses %s with a message, changing nothing', async (_, body, message) => {
    const { admin, participants } = await stack.factory.crew({ manualActivitiesApproval: true });
    const ids = await pendingEntries(participants.slice(0, 1), 1);
    const response = await stack.as(admin).post(BULK).send(body).expect(400);
    expect(response.body.message).toBe(message);
    expect(await statuses(ids)).toEqual(['pending']);
  });

  it('is for company admins only', async () => {
    const { participants } = await stack.factory.crew({ manualActivitiesApproval: true });
    const ids = await pendingEntries(participants.slice(0, 1), 1);
    await stack.as(participants[1]).post(BULK).send({ ids, status: 'approved' }).expect(403);
    expect(await statuses(ids)).toEqual(['pending']);
  });
});

describe('the audit log of what company admins decide', () => {
  const entriesOf = (companyId: number) => stack.dataSource.getRepository(AuditLog).find({ where: { companyId }, order: { id: 'ASC' } });

  it('records each approval and denial, one by one or in bulk: who decided, whose entry, which', async () => {
    const { company, admin, participants } = await stack.factory.crew({ manualActivitiesApproval: true });
    const [approved, denied, ...bulk] = await pendingEntries(participants.slice(0, 2), 2);
    await stack.as(admin).patch('/api/v1/activity/manual-approval').send({ activity_id: approved, status: 'approved' }).expect(200);
    await stack.as(admin).patch('/api/v1/activity/manual-approval').send({ activity_id: denied, status: 'denied' }).expect(200);
    await stack.as(admin).post(BULK).send({ ids: bulk, status: 'denied' }).expect(200);

    const decision = (action: string, activityId: number, owner: User, bulkDecision: boolean) =>
      expect.objectContaining({ action, actorUserId: admin.id, targetUserId: owner.id, details: expect.objectContaining({ activityId, status: 'pending', trees: expect.any(Number), bulk: bulkDecision }) });
    expect(await entriesOf(company.id)).toEqual([
      decision('activity.approved', approved, participants[0], false),
      decision('activity.denied', denied, participants[0], false),
      decision('activity.denied', bulk[0], participants[1], true),
      decision('activity.denied', bulk[1], participants[1], true),
    ]);
  });

  it('records flag decisions, the entry’s particulars kept once it is removed, under the platform admin acting as the company admin', async () => {
    const { company, admin, participants } = await stack.factory.crew();
    const platformAdmin = await stack.factory.user({ role: 'admin', company: null });
    // approved at once: the company takes manual results without review
    const [entry] = await pendingEntries(participants.slice(0, 1), 1);
    await stack.as(participants[1]).patch('/api/v1/activity/addFlag').send({ activity_id: entry }).expect(200);
    await stack.as(admin).patch('/api/v1/activity/flagged').send({ activity_id: entry, status: 'removeFlag' }).expect(200);
    await stack.as(participants[2]).patch('/api/v1/activity/addFlag').send({ activity_id: entry }).expect(200);
    await stack.as(admin, { actingAdmin: platformAdmin }).patch('/api/v1/activity/flagged').send({ activity_id: entry, status: 'removeActivity' }).expect(200);

    expect(await entriesOf(company.id)).toEqual([
      expect.objectContaining({ action: 'activity.flagResolved', actorUserId: admin.id, targetUserId: participants[0].id, details: expect.objectContaining({ activityId: entry, decision: 'removeFlag' }) }),
      expect.objectContaining({
        action: 'activity.flagResolved',
        actorUserId: platformAdmin.id,
        targetUserId: participants[0].id,
        details: expect.objectContaining({ activityId: entry, decision: 'removeActivity', actingAsUserId: admin.id, km: 10, day: today(), status: 'approved' }),
      }),
    ]);
  });
});
