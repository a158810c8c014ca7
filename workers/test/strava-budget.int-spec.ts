import type { StravaImportItem } from '@lesne/contracts';
import { StravaImport } from '@lesne/db';
import { eventually, liveClient } from '../../test/stack';
import { StravaWorkersEnv } from './strava-test-kit';

/**
 * Strava's windows scaled down to two seconds, and a read limit of 3 a window (2 after the
 * budget's spare one): six athletes' imports need 12 reads, so they wait for later windows
 * unless the workers ran slower than a read a second, which even a loaded CI machine does not.
 */
const WINDOW_MS = 2000;
let kit: StravaWorkersEnv;
beforeAll(async () => {
  kit = await StravaWorkersEnv.start({
    env: { STRAVA_RATE_WINDOW_MS: String(WINDOW_MS) },
    strava: { shortWindowMs: WINDOW_MS, limits: { overall: [20, 2000], read: [3, 1000] } },
  });
});
afterAll(() => kit.close());

describe("Strava's rate budget", () => {
  it('spreads the imports of many athletes across windows: all finish, and Strava never has to answer 429', async () => {
    const { participants: first } = await kit.stack.factory.crew();
    const { participants: second } = await kit.stack.factory.crew();
    const users = [...first, ...second];
    const operator = await kit.stack.factory.user({ role: 'admin', company: null });
    const socket = liveClient(kit.stack, kit.stack.tokenFor(operator));
    const waited: StravaImportItem[] = [];
    socket.on('strava:import', (item) => item.state === 'waiting' && waited.push(item));
    try {
      await new Promise((resolve) => socket.once('connect', () => resolve(undefined)));
      // all imports queued while no worker runs, then taken at once: two reads each, 12 against 2 a window
      await kit.stopWorkers();
      for (const user of users) {
        const athlete = kit.strava.createAthlete();
        kit.strava.recordActivity(athlete.id, { distance: 5000 });
        await kit.connect(user, { athleteId: athlete.id });
      }
      await kit.startWorkers();
      for (const user of users) await kit.importsFinished(user.id, 25_000);
    } finally {
      socket.close();
    }

    expect(kit.strava.stats.rateLimited).toBe(0);
    expect(waited.length).toBeGreaterThan(0);
    const imports = await kit.stack.dataSource.getRepository(StravaImport).find({ where: users.map((user) => ({ userId: user.id })) });
    expect(imports.map((row) => row.imported)).toEqual(users.map(() => 1));
    await eventually(async () => expect(await Promise.all(users.map(async (user) => (await kit.results(user.id)).length))).toEqual(users.map(() => 1)));
  });
});
