import { ActivityType, Company, type Activity, type User } from '@lesne/db';
import { warsawDay } from '@lesne/domain';
import { eventually } from '../../test/stack';
import { StravaWorkersEnv } from './strava-test-kit';

let kit: StravaWorkersEnv;
beforeAll(async () => {
  kit = await StravaWorkersEnv.start();
});
afterAll(() => kit.close());

/** 10:00 UTC today: within today in Warsaw, whatever the season. */
const todayAt = (minutes = 0) => new Date(Date.parse(`${warsawDay(new Date())}T10:00:00Z`) + minutes * 60_000).toISOString();

async function connectedCrew(overrides: Partial<Company> = {}): Promise<{ admin: User; user: User; athleteId: number }> {
  const { admin, participants } = await kit.stack.factory.crew(overrides);
  const user = participants[0];
  const athleteId = await kit.connect(user);
  await kit.importsFinished(user.id);
  return { admin, user, athleteId };
}

function resultsOnce(userId: number, count: number): Promise<Activity[]> {
  return eventually(async () => {
    const results = await kit.results(userId);
    expect(results).toHaveLength(count);
    return results;
  });
}

async function flaggedList(admin: User): Promise<Array<{ id: number; flagReason?: string | null; status: string }>> {
  return (await kit.stack.api().get('/api/v1/activity/flagged').set(kit.signedIn(admin)).expect(200)).body.items;
}

describe('Strava results that can be trusted', () => {
  it('a Strava run repeating a manual result is held for review as a duplicate and not counted twice', async () => {
    const { admin, user, athleteId } = await connectedCrew();
    const run = await kit.stack.dataSource.getRepository(ActivityType).findOneByOrFail({ translationKey: 'run' });
    await kit.stack.api().post('/api/v1/activity').set(kit.signedIn(user)).send({ startTime: warsawDay(new Date()), distance: 10, activityType: run.id }).expect(201);

    kit.strava.recordActivity(athleteId, { distance: 10_300, moving_time: 3000, elapsed_time: 3100, start_date: todayAt() });
    const [manual, strava] = await resultsOnce(user.id, 2);
    expect(manual).toMatchObject({ source: 'manual', status: 'approved' });
    expect(strava).toMatchObject({ source: 'integrated', status: 'pending', flagged: true, flagReason: 'duplicate' });
    expect(await flaggedList(admin)).toEqual([expect.objectContaining({ id: strava.id, flagReason: 'duplicate', status: 'pending' })]);
    await eventually(async () => expect(await kit.rankingLine(user)).toMatchObject({ kmSum: 10, treeSum: 2 }));
  });

  it('of one ride recorded by two devices, the later is held as a duplicate', async () => {
    const { user, athleteId } = await connectedCrew();
    const first = kit.strava.recordActivity(athleteId, { sport_type: 'Ride', distance: 40_000, moving_time: 5400, elapsed_time: 5600, start_date: todayAt() });
    await resultsOnce(user.id, 1);
    const second = kit.strava.recordActivity(athleteId, { sport_type: 'Ride', distance: 39_200, moving_time: 5350, elapsed_time: 5580, start_date: todayAt(1) });
    const results = await resultsOnce(user.id, 2);
    expect(results.map((result) => [result.stravaActivityId, result.status, result.flagReason])).toEqual([
      [String(first.id), 'approved', null],
      [String(second.id), 'pending', 'duplicate'],
    ]);
    await eventually(async () => expect(await kit.rankingLine(user)).toMatchObject({ kmSum: 40, treeSum: 2 }));

    // a title change on the counted one does not make it the duplicate
    kit.strava.updateActivity(first.id, { name: 'Do Kabat' });
    await kit.settled();
    expect((await kit.results(user.id)).map((result) => result.status)).toEqual(['approved', 'pending']);
  });

  it("an implausible result is flagged with its reason for the company admin, even with the company's flag system off", async () => {
    const { admin, user, athleteId } = await connectedCrew({ flagSystem: false });
    // a walk at running speed
    kit.strava.recordActivity(athleteId, { sport_type: 'Walk', distance: 10_000, moving_time: 1800, elapsed_time: 1800, start_date: todayAt() });
    const [walk] = await resultsOnce(user.id, 1);
    expect(walk).toMatchObject({ status: 'pending', flagged: true, flagReason: 'speedForSport' });
    expect(await flaggedList(admin)).toEqual([expect.objectContaining({ id: walk.id, flagReason: 'speedForSport' })]);
    await kit.settled();
    // a flagged result does not count: the user has no place yet
    expect(await kit.rankingLine(user)).toBeUndefined();

    // Strava's figures corrected: it counts
    kit.strava.updateActivity(Number(walk.stravaActivityId), { moving_time: 6600, elapsed_time: 7200 });
    await eventually(async () => expect(await kit.rankingLine(user)).toMatchObject({ kmSum: 10, treeSum: 2 }));
    expect(await kit.results(user.id)).toEqual([expect.objectContaining({ status: 'approved', flagged: false, flagReason: null })]);
  });

  it('the tree limit is a hard cap for Strava results too: the one crossing it is the last', async () => {
    const { user, athleteId } = await connectedCrew({ eventEndType: 'trees', treeLimit: 1 });
    kit.strava.recordActivity(athleteId, { distance: 10_000, start_date: todayAt() });
    await resultsOnce(user.id, 1);
    kit.strava.recordActivity(athleteId, { distance: 8000, start_date: todayAt(120) });
    await kit.settled();
    expect(await kit.results(user.id)).toHaveLength(1);
    await eventually(async () => expect((await kit.stack.dataSource.getRepository(Company).findOneByOrFail({ id: user.companyId! })).closedAt).not.toBeNull());
  });
});
