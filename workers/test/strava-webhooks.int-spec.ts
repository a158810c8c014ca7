import { StravaConnection, type Activity, type User } from '@lesne/db';
import { addDays, warsawDay } from '@lesne/domain';
import { eventually } from '../../test/stack';
import { FULL, RESTRICTED, StravaWorkersEnv } from './strava-test-kit';

let kit: StravaWorkersEnv;
beforeAll(async () => {
  kit = await StravaWorkersEnv.start();
});
afterAll(() => kit.close());

async function connectedParticipant(options: { scope?: string; countVirtualActivities?: boolean } = {}): Promise<{ user: User; athleteId: number }> {
  const { participants } = await kit.stack.factory.crew({ countVirtualActivities: options.countVirtualActivities ?? false });
  const user = participants[0];
  const athleteId = await kit.connect(user, { scope: options.scope });
  await kit.importsFinished(user.id);
  return { user, athleteId };
}

/** The user's results (in the order they were stored) once they pass the check. */
function resultsOnce(userId: number, check: (results: Activity[]) => void): Promise<Activity[]> {
  return eventually(async () => {
    const results = await kit.results(userId);
    check(results);
    return results;
  });
}

const byStrava = (results: Activity[]) => results.map((result) => result.stravaActivityId);

describe('Strava webhook events', () => {
  it('a run recorded on Strava is in the ranking within seconds, counted by the standard ratio', async () => {
    const { user, athleteId } = await connectedParticipant();
    const run = kit.strava.recordActivity(athleteId, { sport_type: 'TrailRun', distance: 10_456.7 });
    await eventually(async () => expect(await kit.rankingLine(user)).toMatchObject({ kmSum: 10.46, treeSum: 2.092 }));
    const [result] = await kit.results(user.id);
    expect(result).toMatchObject({ stravaActivityId: String(run.id), source: 'integrated', status: 'approved', flagged: false, distance: 10.46, elapsedSeconds: run.elapsed_time });
    expect(result.activityType.translationKey).toBe('run');
  });

  it('an update changes the km and the type (a ride by the bike ratio), and a delete removes the result', async () => {
    const { user, athleteId } = await connectedParticipant();
    const activity = kit.strava.recordActivity(athleteId, { sport_type: 'Walk', distance: 4000 });
    await eventually(async () => expect(await kit.rankingLine(user)).toMatchObject({ kmSum: 4, treeSum: 0.8 }));

    kit.strava.updateActivity(activity.id, { sport_type: 'GravelRide', distance: 30_000 });
    await eventually(async () => expect(await kit.rankingLine(user)).toMatchObject({ kmSum: 30, treeSum: 1.5 }));
    const [result] = await kit.results(user.id);
    expect(result.activityType.translationKey).toBe('ride');

    kit.strava.deleteActivity(activity.id);
    // without a result left the user is out of the ranking
    await eventually(async () => expect(await kit.rankingLine(user)).toBeUndefined());
    expect(await kit.results(user.id)).toEqual([]);
  });

  it('counts an activity exactly once whatever the order and number of deliveries', async () => {
    const { user, athleteId } = await connectedParticipant();
    const owner_id = athleteId;
    const first = kit.strava.recordActivity(athleteId, { distance: 5000 });
    await resultsOnce(user.id, (results) => expect(byStrava(results)).toEqual([String(first.id)]));

    // the create again, twice, and an update that overtakes nothing: still one result
    await kit.deliver({ aspect_type: 'create', object_id: first.id, owner_id });
    await kit.deliver({ aspect_type: 'create', object_id: first.id, owner_id });
    await kit.deliver({ aspect_type: 'update', object_id: first.id, owner_id, updates: { title: 'Again' } });

    // an update that arrives before its create, for an activity whose own events were lost
    const overtaken = kit.strava.recordActivity(athleteId, { distance: 7000, start_date: new Date(Date.now() - 3 * 3600_000).toISOString() });
    await kit.deliver({ aspect_type: 'update', object_id: overtaken.id, owner_id, updates: { title: 'Evening' } });
    await kit.deliver({ aspect_type: 'create', object_id: overtaken.id, owner_id });

    // a delete that arrives before its create: the create finds nothing at Strava and stores nothing
    const gone = kit.strava.recordActivity(athleteId, { distance: 9000, start_date: new Date(Date.now() - 6 * 3600_000).toISOString() });
    kit.strava.deleteActivity(gone.id);
    await kit.deliver({ aspect_type: 'delete', object_id: gone.id, owner_id });
    await kit.deliver({ aspect_type: 'create', object_id: gone.id, owner_id });

    await kit.settled();
    // no event waits for Strava; past the owner's calls of the window what is left waits in one re-sync, for the window's end
    expect((await kit.queue.getDelayed()).map((job) => job.name)).not.toContain('strava.webhook');
    await kit.turnRateWindow();
    await kit.importsFinished(user.id);
    await eventually(async () => expect(await kit.rankingLine(user)).toMatchObject({ kmSum: 12, treeSum: 2.4 }));
    expect(byStrava(await kit.results(user.id)).sort()).toEqual([String(first.id), String(overtaken.id)].sort());
  });

  it('imports an Only You activity with activity:read_all, and not without it', async () => {
    const full = await connectedParticipant({ scope: FULL });
    const shown = kit.strava.recordActivity(full.athleteId, { private: true });
    await resultsOnce(full.user.id, (results) => expect(byStrava(results)).toEqual([String(shown.id)]));

    const restricted = await connectedParticipant({ scope: RESTRICTED });
    const hidden = kit.strava.recordActivity(restricted.athleteId, { private: true });
    const seen = kit.strava.recordActivity(restricted.athleteId, { start_date: new Date(Date.now() - 4 * 3600_000).toISOString() });
    await resultsOnce(restricted.user.id, (results) => expect(byStrava(results)).toEqual([String(seen.id)]));
    // Strava tells nobody of it; an event about it anyway fetches nothing
    await kit.deliver({ aspect_type: 'create', object_id: hidden.id, owner_id: restricted.athleteId });
    // going Only You reaches a restricted grant as a delete: the result goes
    kit.strava.updateActivity(seen.id, { private: true });
    await resultsOnce(restricted.user.id, (results) => expect(results).toEqual([]));
    await kit.settled();
    expect(await kit.results(restricted.user.id)).toEqual([]);
  });

  it("counts virtual and trainer activities only where the company's setting says so", async () => {
    const strict = await connectedParticipant();
    kit.strava.recordActivity(strict.athleteId, { sport_type: 'VirtualRide', distance: 20_000 });
    kit.strava.recordActivity(strict.athleteId, { sport_type: 'Ride', trainer: true, distance: 15_000, start_date: new Date(Date.now() - 3 * 3600_000).toISOString() });
    const outdoors = kit.strava.recordActivity(strict.athleteId, { sport_type: 'Ride', distance: 25_000, start_date: new Date(Date.now() - 6 * 3600_000).toISOString() });
    await kit.settled();
    expect(byStrava(await kit.results(strict.user.id))).toEqual([String(outdoors.id)]);

    const lenient = await connectedParticipant({ countVirtualActivities: true });
    const virtual = kit.strava.recordActivity(lenient.athleteId, { sport_type: 'VirtualRide', distance: 20_000 });
    await eventually(async () => expect(await kit.rankingLine(lenient.user)).toMatchObject({ kmSum: 20, treeSum: 1 }));
    expect(byStrava(await kit.results(lenient.user.id))).toEqual([String(virtual.id)]);
  });

  it('a Strava outage (503) delays the event until Strava is back, and nothing is lost', async () => {
    const { user, athleteId } = await connectedParticipant();
    kit.strava.failNext(1, 503);
    const run = kit.strava.recordActivity(athleteId, { distance: 8000 });
    await eventually(async () => expect(await kit.queue.getJobCounts('delayed')).toEqual({ delayed: 1 }));
    expect(await kit.results(user.id)).toEqual([]);
    await kit.turnRateWindow();
    await resultsOnce(user.id, (results) => expect(byStrava(results)).toEqual([String(run.id)]));
  });

  it("a deauthorization at Strava forgets the user's tokens and keeps their results; the user is told Strava ended it until they connect again", async () => {
    const { user, athleteId } = await connectedParticipant();
    kit.strava.recordActivity(athleteId, { distance: 6000 });
    await eventually(async () => expect(await kit.rankingLine(user)).toMatchObject({ kmSum: 6 }));
    const stravaStatus = async () => (await kit.stack.as(user).get('/api/v1/strava').expect(200)).body;
    expect(await stravaStatus()).toMatchObject({ revokedAt: null });

    const before = Date.now();
    kit.strava.deauthorize(athleteId);
    await eventually(async () => expect(await kit.stack.dataSource.getRepository(StravaConnection).findOne({ where: { userId: user.id } })).toBeNull());
    expect(await kit.results(user.id)).toHaveLength(1);
    expect(await kit.rankingLine(user)).toMatchObject({ kmSum: 6 });
    const revoked = await stravaStatus();
    expect(revoked.connection).toBeNull();
    expect(Date.parse(revoked.revokedAt)).toBeGreaterThanOrEqual(before - 1000);

    await kit.connect(user, { athleteId });
    expect(await stravaStatus()).toMatchObject({ connection: { athleteId: String(athleteId) }, revokedAt: null });
  });

  it('a forged delete of an activity Strava still has changes nothing; after an edit Strava never announced, it brings the edit', async () => {
    const { user, athleteId } = await connectedParticipant();
    const run = kit.strava.recordActivity(athleteId, { distance: 5000 });
    await eventually(async () => expect(await kit.rankingLine(user)).toMatchObject({ kmSum: 5, treeSum: 1 }));
    const [stored] = await kit.results(user.id);
    const figures = (results: Activity[]) => results.map((result) => [result.id, result.distance, result.status]);

    await kit.deliver({ aspect_type: 'delete', object_id: run.id, owner_id: athleteId });
    await kit.settled();
    expect(figures(await kit.results(user.id))).toEqual([[stored.id, 5, 'approved']]);
    expect(await kit.rankingLine(user)).toMatchObject({ kmSum: 5, treeSum: 1 });

    await kit.withoutWebhooks(() => kit.strava.updateActivity(run.id, { distance: 7000 }));
    await kit.deliver({ aspect_type: 'delete', object_id: run.id, owner_id: athleteId });
    await eventually(async () => expect(await kit.rankingLine(user)).toMatchObject({ kmSum: 7, treeSum: 1.4 }));
    expect(figures(await kit.results(user.id))).toEqual([[stored.id, 7, 'approved']]);
  });

  it("a forged deauthorization changes nothing while Strava still takes the user's grant: the link, the results and the totals stay", async () => {
    const { user, athleteId } = await connectedParticipant();
    kit.strava.recordActivity(athleteId, { distance: 6000 });
    await eventually(async () => expect(await kit.rankingLine(user)).toMatchObject({ kmSum: 6 }));

    await kit.deliver({ object_type: 'athlete', aspect_type: 'update', object_id: athleteId, owner_id: athleteId, updates: { authorized: 'false' } });
    await kit.settled();
    expect(await kit.stack.dataSource.getRepository(StravaConnection).findOne({ where: { userId: user.id } })).not.toBeNull();
    expect(await kit.results(user.id)).toHaveLength(1);
    expect(await kit.rankingLine(user)).toMatchObject({ kmSum: 6 });

    kit.strava.recordActivity(athleteId, { distance: 4000, start_date: new Date(Date.now() - 3 * 3600_000).toISOString() });
    await eventually(async () => expect(await kit.rankingLine(user)).toMatchObject({ kmSum: 10 }));
  });

  it('events naming another subscription, an athlete nobody connected, or one whose event is not running cost no Strava read', async () => {
    const today = warsawDay(new Date());
    const { participants } = await kit.stack.factory.crew({ dateFrom: addDays(today, 3), dateTo: addDays(today, 10) });
    const athleteId = await kit.connect(participants[0]);
    const connected = await connectedParticipant();
    const readsBefore = kit.reads();
    const refreshesBefore = kit.strava.stats.byPath['POST /oauth/token'] ?? 0;

    let objectId = 77_000_000_000;
    for (const aspect_type of ['create', 'update', 'delete'] as const) {
      await kit.deliver({ aspect_type, object_id: objectId++, owner_id: athleteId });
      await kit.deliver({ aspect_type, object_id: objectId++, owner_id: connected.athleteId, subscription_id: 1 });
      await kit.deliver({ aspect_type, object_id: objectId++, owner_id: 99_999_999_999 });
    }
    await kit.deliver({ object_type: 'athlete', aspect_type: 'update', object_id: connected.athleteId, owner_id: connected.athleteId, subscription_id: 1, updates: { authorized: 'false' } });
    await kit.settled();
    expect(kit.reads()).toBe(readsBefore);
    expect(kit.strava.stats.byPath['POST /oauth/token'] ?? 0).toBe(refreshesBefore);
    expect(await kit.results(connected.user.id)).toEqual([]);
  });
});
