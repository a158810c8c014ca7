import { Activity, ActivityType, Company, type User } from '@lesne/db';
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
  return (await kit.stack.as(admin).get('/api/v1/activity/flagged').expect(200)).body.items;
}

describe('Strava results that can be trusted', () => {
  it('a Strava run repeating a manual result is held for review as a duplicate and not counted twice', async () => {
    const { admin, user, athleteId } = await connectedCrew();
    const run = await kit.stack.dataSource.getRepository(ActivityType).findOneByOrFail({ translationKey: 'run' });
    await kit.stack.as(user).post('/api/v1/activity').send({ startTime: warsawDay(new Date()), distance: 10, activityType: run.id }).expect(201);

    kit.strava.recordActivity(athleteId, { distance: 10_300, moving_time: 3000, elapsed_time: 3100, start_date: todayAt() });
    const [manual, strava] = await resultsOnce(user.id, 2);
    expect(manual).toMatchObject({ source: 'manual', status: 'approved' });
    expect(strava).toMatchObject({ source: 'integrated', status: 'pending', flagged: true, flagReason: 'duplicate' });
    expect(await flaggedList(admin)).toEqual([expect.objectContaining({ id: strava.id, flagReason: 'duplicate', status: 'pending' })]);
    await eventually(async () => expect(await kit.rankingLine(user)).toMatchObject({ kmSum: 10, treeSum: 2 }));
  });

  it("a Strava run repeating a result from the watch's own file is held for review as a duplicate", async () => {
    const { user, athleteId } = await connectedCrew();
    const run = await kit.stack.dataSource.getRepository(ActivityType).findOneByOrFail({ translationKey: 'run' });
    await kit.stack.dataSource.getRepository(Activity).insert({
      companyId: user.companyId!, userId: user.id, activityTypeId: run.id, startTime: new Date(todayAt()), day: warsawDay(new Date()),
      distance: 10.1, trees: 2.02, status: 'approved', source: 'file', elapsedSeconds: 3050,
    });
    kit.strava.recordActivity(athleteId, { distance: 10_000, moving_time: 3000, elapsed_time: 3100, start_date: todayAt(1) });
    const [file, strava] = await resultsOnce(user.id, 2);
    expect(file).toMatchObject({ source: 'file', status: 'approved' });
    expect(strava).toMatchObject({ source: 'integrated', status: 'pending', flagged: true, flagReason: 'duplicate' });
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

describe('Strava activities typed in by hand follow the company’s rules for manual results', () => {
  const typedIn = (minutes = 0) => ({ manual: true, distance: 80_000, sport_type: 'Ride', moving_time: 3 * 3600, elapsed_time: 3 * 3600, start_date: todayAt(minutes) });

  async function pendingList(admin: User): Promise<Array<{ id: number; status: string; flagged: boolean }>> {
    return (await kit.stack.as(admin).get('/api/v1/activity/pending').expect(200)).body.items;
  }

  it('an 80 km ride typed into Strava waits for the company admin’s approval, as a manual result does, and counts once approved', async () => {
    const { admin, user, athleteId } = await connectedCrew({ manualActivitiesAllowed: true, manualActivitiesApproval: true });
    kit.strava.recordActivity(athleteId, typedIn());
    const [ride] = await resultsOnce(user.id, 1);
    expect(ride).toMatchObject({ source: 'integrated', typedIn: true, status: 'pending', flagged: false, flagReason: null });
    expect(await pendingList(admin)).toEqual([expect.objectContaining({ id: ride.id, status: 'pending', flagged: false })]);
    await kit.settled();
    expect(await kit.rankingLine(user)).toBeUndefined();

    // Strava sending it again (a title change) does not approve it behind the admin's back
    kit.strava.updateActivity(Number(ride.stravaActivityId), { name: 'Wpisane ręcznie' });
    await kit.settled();
    expect(await kit.results(user.id)).toEqual([expect.objectContaining({ status: 'pending', flagged: false })]);

    await kit.stack.as(admin).patch('/api/v1/activity/manual-approval').send({ activity_id: ride.id, status: 'approved' }).expect(200);
    await eventually(async () => expect(await kit.rankingLine(user)).toMatchObject({ treeSum: 4 }));
    kit.strava.updateActivity(Number(ride.stravaActivityId), { name: 'Jeszcze raz' });
    await kit.settled();
    expect(await kit.results(user.id)).toEqual([expect.objectContaining({ status: 'approved' })]);
  });

  it('is not imported where the company takes no manual results, while a recorded one is', async () => {
    const { user, athleteId } = await connectedCrew({ manualActivitiesAllowed: false });
    kit.strava.recordActivity(athleteId, typedIn());
    const recorded = kit.strava.recordActivity(athleteId, { distance: 10_000, moving_time: 3600, elapsed_time: 3600, start_date: todayAt(240) });
    await kit.settled();
    expect((await kit.results(user.id)).map((result) => [result.stravaActivityId, result.status])).toEqual([[String(recorded.id), 'approved']]);
  });

  it('counts against the day’s manual results both ways, and a day past the window is refused', async () => {
    const { user, athleteId } = await connectedCrew({ manualActivitiesAllowed: true, maxDaysBeforeManualActivity: 3 });
    const walk = await kit.stack.dataSource.getRepository(ActivityType).findOneByOrFail({ translationKey: 'walk' });
    const today = warsawDay(new Date());
    await kit.stack.as(user).post('/api/v1/activity').send({ startTime: today, distance: 2, activityType: walk.id }).expect(201);
    for (const minutes of [0, 120]) kit.strava.recordActivity(athleteId, { ...typedIn(minutes), distance: 5_000, sport_type: 'Walk', moving_time: 3600, elapsed_time: 3600 });
    await resultsOnce(user.id, 3);
    // the day holds three results typed in by hand: a fourth, typed here or on Strava, is refused
    await kit.stack.as(user).post('/api/v1/activity').send({ startTime: today, distance: 2, activityType: walk.id }).expect(400);
    kit.strava.recordActivity(athleteId, { ...typedIn(300), distance: 5_000, sport_type: 'Walk', moving_time: 3600, elapsed_time: 3600 });
    const fourDaysAgo = new Date(Date.parse(todayAt()) - 4 * 24 * 3600_000).toISOString();
    kit.strava.recordActivity(athleteId, { ...typedIn(), start_date: fourDaysAgo });
    await kit.settled();
    expect(await kit.results(user.id)).toHaveLength(3);
  });

  it('an activity Strava itself flagged is held for review with that reason', async () => {
    const { admin, user, athleteId } = await connectedCrew();
    kit.strava.recordActivity(athleteId, { flagged: true, distance: 10_000, moving_time: 3600, elapsed_time: 3600, start_date: todayAt() });
    const [run] = await resultsOnce(user.id, 1);
    expect(run).toMatchObject({ status: 'pending', flagged: true, flagReason: 'stravaFlagged' });
    expect(await flaggedList(admin)).toEqual([expect.objectContaining({ id: run.id, flagReason: 'stravaFlagged' })]);
  });
});
