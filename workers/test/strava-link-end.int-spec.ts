import { Activity, StravaConnection, StravaNotCounted } from '@lesne/db';
import { warsawDay } from '@lesne/domain';
import { eventually } from '../../test/stack';
import { StravaWorkersEnv } from './strava-test-kit';

let kit: StravaWorkersEnv;
beforeAll(async () => {
  kit = await StravaWorkersEnv.start();
});
afterAll(() => kit.close());

/** 10:00 UTC today (within today in Warsaw), `minutes` later. */
const todayAt = (minutes = 0) => new Date(Date.parse(`${warsawDay(new Date())}T10:00:00Z`) + minutes * 60_000).toISOString();
const run = (minutes = 0) => ({ distance: 10_000, moving_time: 3300, elapsed_time: 3400, start_date: todayAt(minutes) });

async function companyTotals(user: { companyId: number | null }): Promise<{ treeSum: number; distanceSum: number }> {
  const [row]: Array<{ tree_sum: string; distance_sum: string }> = await kit.stack.dataSource.query('SELECT tree_sum, distance_sum FROM company WHERE id = $1', [user.companyId]);
  return { treeSum: Number(row.tree_sum), distanceSum: Number(row.distance_sum) };
}

describe('when a Strava link ends, Strava’s data goes and the results go as their owner chose', () => {
  it('removed: the results leave the totals, and nothing of Strava’s is left', async () => {
    const { participants } = await kit.stack.factory.crew({ countVirtualActivities: false });
    const user = participants[0];
    const athleteId = await kit.connect(user, { onDisconnect: 'remove' });
    kit.strava.recordActivity(athleteId, run());
    kit.strava.recordActivity(athleteId, { ...run(120), sport_type: 'VirtualRide', distance: 20_000 });
    await eventually(async () => expect(await companyTotals(user)).toEqual({ treeSum: 2, distanceSum: 10 }));
    expect(await kit.stack.dataSource.getRepository(StravaNotCounted).count({ where: { userId: user.id } })).toBe(1);

    await kit.stack.as(user).delete('/api/v1/strava').expect(200);
    await eventually(async () => expect(await companyTotals(user)).toEqual({ treeSum: 0, distanceSum: 0 }));
    expect(await kit.results(user.id)).toEqual([]);
    expect(await kit.stack.dataSource.getRepository(StravaNotCounted).count({ where: { userId: user.id } })).toBe(0);
    expect(await kit.stack.dataSource.getRepository(StravaConnection).count({ where: { userId: user.id } })).toBe(0);
  });

  it('kept anonymous: the trees stay, the km go; connecting again takes them back instead of counting twice', async () => {
    const { participants } = await kit.stack.factory.crew();
    const user = participants[0];
    const athleteId = await kit.connect(user);
    const recorded = kit.strava.recordActivity(athleteId, run());
    await eventually(async () => expect(await companyTotals(user)).toEqual({ treeSum: 2, distanceSum: 10 }));

    await kit.stack.as(user).delete('/api/v1/strava').expect(200);
    await eventually(async () => expect(await companyTotals(user)).toEqual({ treeSum: 2, distanceSum: 0 }));
    const [kept] = await kit.results(user.id);
    expect(kept).toMatchObject({ stravaActivityId: null, distance: 0, elapsedSeconds: null, deviceName: null, status: 'approved', trees: 2 });

    await kit.connect(user, { athleteId });
    await kit.importsFinished(user.id);
    await eventually(async () => expect(await companyTotals(user)).toEqual({ treeSum: 2, distanceSum: 10 }));
    expect(await kit.results(user.id)).toEqual([expect.objectContaining({ id: kept.id, stravaActivityId: String(recorded.id), stravaDigest: null, distance: 10 })]);
  });

  it('a deletion request ends the link at Strava and forgets its data at once, as a disconnect does', async () => {
    const { participants } = await kit.stack.factory.crew();
    const user = participants[0];
    const athleteId = await kit.connect(user, { onDisconnect: 'remove' });
    kit.strava.recordActivity(athleteId, run());
    await eventually(async () => expect(await companyTotals(user)).toEqual({ treeSum: 2, distanceSum: 10 }));

    await kit.stack.as(user).post('/api/v1/account-deletion').expect(200);
    await eventually(async () => expect(await companyTotals(user)).toEqual({ treeSum: 0, distanceSum: 0 }));
    expect(await kit.stack.dataSource.getRepository(StravaConnection).count({ where: { userId: user.id } })).toBe(0);
    expect(await kit.stack.dataSource.getRepository(Activity).count({ where: { userId: user.id } })).toBe(0);
    // Strava no longer knows the grant: a run recorded now reaches nobody
    kit.strava.recordActivity(athleteId, run(60));
    await kit.settled();
    expect(await kit.results(user.id)).toEqual([]);
  });
});
