import { Activity, type Company, type User } from '@lesne/db';
import { warsawDay } from '@lesne/domain';
import { startStack, type Stack } from '../../test/stack';

let stack: Stack;
beforeAll(async () => {
  stack = await startStack({ workers: false });
});
afterAll(() => stack.close());


/** Everything an activity list item may carry: our own record of a result, nothing else Strava holds (title, map, elapsed time...). */
const ACTIVITY_ITEM_KEYS = [
  '_activity_types', '_user', 'activity_start_time', 'day', 'deviceName', 'distance', 'flagReason', 'flagged', 'id', 'keptFromStrava', 'source',
  'startTimeDay', 'startTimeMonth', 'startTimeYear', 'status', 'stravaActivityId', 'trees', 'typedIn', 'user_id', 'withheld',
];

async function imported(company: Company, owner: User): Promise<Activity> {
  return stack.dataSource.getRepository(Activity).save({
    companyId: company.id, userId: owner.id, activityTypeId: 3, startTime: new Date(), day: warsawDay(new Date()), distance: 42.5, trees: 2.125,
    status: 'approved', source: 'integrated', stravaActivityId: '13579246801', elapsedSeconds: 5432, flagged: true, flagReason: 'tooFast',
  });
}

describe('an imported result as people see it (libs/domain visibility.ts; backend/test/visibility.int-spec.ts walks every view)', () => {
  it('carries only our record of it, its figures to its owner alone: the company admin reviewing it sees its trees, reason and Strava link', async () => {
    const { company, admin, participants } = await stack.factory.crew({ flagSystem: true });
    const [owner, colleague] = participants;
    const result = await imported(company, owner);

    const seenByOwner = await stack.as(owner).get(`/api/v1/activity/user?user_id=${owner.id}`).expect(200);
    const seenByColleague = await stack.as(colleague).get(`/api/v1/activity/user?user_id=${owner.id}`).expect(200);
    const companyList = await stack.as(admin).get('/api/v1/company/activities').expect(200);
    const flaggedList = await stack.as(admin).get('/api/v1/activity/flagged').expect(200);
    const [own, reviewed] = [seenByOwner.body.items, flaggedList.body.items].map((list) => list.find((item: { id: number }) => item.id === result.id));

    for (const item of [own, reviewed]) expect(Object.keys(item).sort()).toEqual(ACTIVITY_ITEM_KEYS);
    expect(own).toMatchObject({ withheld: false, distance: 42.5, trees: 2.125, day: result.day, source: 'integrated', stravaActivityId: '13579246801', _activity_types: { id: 3 } });
    expect(reviewed).toMatchObject({ withheld: true, distance: null, day: null, _activity_types: null, trees: 2.125, flagReason: 'tooFast', stravaActivityId: '13579246801' });
    expect(Object.keys(own._user)).toEqual(['name']);
    expect([seenByColleague.body, companyList.body.activities]).toEqual([{ items: [], ownerOnlyTrees: 2.125 }, []]);
    for (const response of [seenByColleague, companyList]) expect(response.text).not.toContain('13579246801');
    const csv = await stack.as(admin).get('/api/v1/company/activities.csv').expect(200);
    expect(csv.text).not.toContain('13579246801');
  });

  it('answers a manual result with flagReason and stravaActivityId null', async () => {
    const { company, participants } = await stack.factory.crew();
    const manual = await stack.dataSource.getRepository(Activity).save({
      companyId: company.id, userId: participants[0].id, activityTypeId: 1, startTime: new Date(), day: warsawDay(new Date()), distance: 3, trees: 0.6,
      status: 'approved', source: 'manual',
    });
    const list = await stack.as(participants[1]).get(`/api/v1/activity/user?user_id=${participants[0].id}`).expect(200);
    expect(list.body.items.find((item: { id: number }) => item.id === manual.id)).toMatchObject({ flagReason: null, stravaActivityId: null });
  });
});

describe('whether virtual results count', () => {
  it('is off by default, and the company admin switches it while the event runs', async () => {
    const { admin, participants } = await stack.factory.crew();
    const company = async (user: User) => (await stack.as(user).get('/api/v1/company').expect(200)).body.stats.countVirtualActivities;
    expect(await company(participants[0])).toBe(false);

    const saved = await stack.as(admin).patch('/api/v1/event').send({ countVirtualActivities: true }).expect(200);
    expect(saved.body.stats.countVirtualActivities).toBe(true);
    expect(await company(participants[0])).toBe(true);

    await stack.as(admin).patch('/api/v1/event').send({ countVirtualActivities: 'yes' }).expect(400);
    await stack.as(admin).patch('/api/v1/event').send({ countVirtualActivities: null }).expect(400);
    await stack.as(participants[0]).patch('/api/v1/event').send({ countVirtualActivities: false }).expect(403);
    expect(await company(admin)).toBe(true);
  });
});
