import type { StravaImportItem } from '@lesne/contracts';
import { StravaConnection, StravaImport, type User } from '@lesne/db';
import { eventually, liveClient } from '../../test/stack';
import { LostImportsSweep } from '../src/strava/lost-imports-sweep';
import { RESTRICTED, StravaWorkersEnv } from './strava-test-kit';

let kit: StravaWorkersEnv;
beforeAll(async () => {
  kit = await StravaWorkersEnv.start();
});
afterAll(() => kit.close());

const HOUR_MS = 3600_000;
const listCalls = () => kit.strava.stats.byPath['GET /api/v3/athlete/activities'] ?? 0;
const refreshes = () => kit.strava.stats.byPath['POST /oauth/token'] ?? 0;
const importOf = (id: number) => kit.stack.dataSource.getRepository(StravaImport).findOneByOrFail({ id });
const connectionOf = (userId: number) => kit.stack.dataSource.getRepository(StravaConnection).findOneBy({ userId });

async function operatorReimport(user: User, dateFrom: string): Promise<number> {
  const operator = await kit.stack.factory.user({ role: 'admin', company: null });
  const response = await kit.stack.as(operator).post('/api/v1/user/stravaUpdate').send({ user_id: user.id, date_from: dateFrom }).expect(200);
  return response.body.import.id as number;
}

describe('Strava re-imports', () => {
  it("an operator's re-import fetches what the webhooks missed, waits out Strava's 429s, and is pushed live to the platform room (without the person's counts) and to its user", async () => {
    const { company, participants } = await kit.stack.factory.crew();
    const user = participants[0];
    const athleteId = await kit.connect(user);
    await kit.importsFinished(user.id);

    // our webhook endpoint refuses them (no subscription of ours), so these reach us only by a re-import
    await kit.withoutWebhooks(() => {
      for (const hoursAgo of [2, 5, 8]) kit.strava.recordActivity(athleteId, { distance: 6000, start_date: new Date(Date.now() - hoursAgo * HOUR_MS).toISOString() });
      kit.strava.recordActivity(athleteId, { sport_type: 'VirtualRun', distance: 9000, start_date: new Date(Date.now() - 11 * HOUR_MS).toISOString() });
    });
    expect(await kit.results(user.id)).toEqual([]);

    const operator = await kit.stack.factory.user({ role: 'admin', company: null });
    const socket = liveClient(kit.stack, kit.stack.tokenFor(operator));
    const own = liveClient(kit.stack, kit.stack.tokenFor(user));
    const pushed: StravaImportItem[] = [];
    const pushedToUser: StravaImportItem[] = [];
    socket.on('strava:import', (item) => pushed.push(item));
    own.on('strava:import', (item) => pushedToUser.push(item));
    try {
      await Promise.all([socket, own].map((client) => new Promise((resolve) => client.once('connect', () => resolve(undefined)))));
      kit.strava.failNext(2, 429);
      const response = await kit.stack.as(operator).post('/api/v1/user/stravaUpdate').send({ user_id: user.id, date_from: company.dateFrom }).expect(200);
      const importId = response.body.import.id as number;

      for (let wait = 1; wait <= 2; wait++) {
        const waiting = await eventually(async () => {
          const item = pushed.filter((one) => one.id === importId && one.state === 'waiting')[wait - 1];
          expect(item).toBeDefined();
          return item;
        });
        expect(new Date(waiting.resumesAt!).getTime()).toBeGreaterThan(Date.now());
        expect(await importOf(importId)).toMatchObject({ state: 'waiting', pagesFetched: 0 });
        await kit.turnRateWindow();
      }

      await eventually(async () => expect(pushed.at(-1)).toMatchObject({ id: importId, state: 'done' }));
      expect(pushed.at(-1)).toMatchObject({ userId: user.id, userName: user.name, pagesFetched: 1, imported: null, skipped: null, resumesAt: null, error: null, removed: null });
      await eventually(async () => expect(pushedToUser.at(-1)).toMatchObject({ id: importId, state: 'done', pagesFetched: 1, imported: 3, skipped: { virtual: 1 }, removed: 0 }));
      expect(pushedToUser.find((item) => item.state === 'running')).toMatchObject({ pagesFetched: 1, imported: 3, skipped: { virtual: 1 } });
    } finally {
      socket.close();
      own.close();
    }
    expect(await kit.results(user.id)).toHaveLength(3);
    await eventually(async () => expect(await kit.rankingLine(user)).toMatchObject({ kmSum: 18, treeSum: 3.6 }));
  });

  it('a re-import stopped by a worker restart goes on from its next page, refreshing a token that expired meanwhile, and fetches no page twice', async () => {
    const { participants } = await kit.stack.factory.crew();
    const user = participants[0];
    const athlete = kit.strava.createAthlete();
    const firstStart = Date.now() - 9.5 * 24 * HOUR_MS;
    // 450 half-hour runs: three pages of Strava's 200, none overlapping another
    for (let i = 0; i < 450; i++) {
      kit.strava.recordActivity(athlete.id, { distance: 5000, moving_time: 1500, elapsed_time: 1500, start_date: new Date(firstStart + i * 1800_000).toISOString() });
    }
    // connecting asks Strava once whether the grant reads activities: one listing call before the import's
    const callsBefore = listCalls() + 1;
    await kit.connect(user, { athleteId: athlete.id });
    const [started] = await eventually(async () => {
      const imports = await kit.stack.dataSource.getRepository(StravaImport).find({ where: { userId: user.id } });
      expect(imports[0]?.pagesFetched).toBeGreaterThanOrEqual(1);
      return imports;
    });
    await kit.stopWorkers();

    const stopped = await importOf(started.id);
    expect(stopped.state).toBe('running');
    expect(stopped.nextPage).toBeGreaterThanOrEqual(2);
    expect(await kit.results(user.id)).toHaveLength(stopped.imported);
    const callsByFirstCopy = listCalls() - callsBefore;
    expect(callsByFirstCopy).toBe(stopped.nextPage - 1);

    kit.strava.expireAccessToken(athlete.id);
    const refreshesBefore = refreshes();
    await kit.startWorkers();
    const [finished] = await kit.importsFinished(user.id, 25_000);

    expect(finished).toMatchObject({ pagesFetched: 3, imported: 450, skipped: {}, nextPage: 4 });
    const results = await kit.results(user.id);
    expect(results).toHaveLength(450);
    expect(new Set(results.map((result) => result.stravaActivityId)).size).toBe(450);
    expect(results.every((result) => result.status === 'approved' && !result.flagged)).toBe(true);
    // pages from the next one to the empty fourth, and the one call Strava refused with the expired token
    expect(listCalls() - callsBefore - callsByFirstCopy).toBe(4 - stopped.nextPage + 1 + 1);
    expect(refreshes() - refreshesBefore).toBe(1);
    await eventually(async () => expect(await kit.rankingLine(user)).toMatchObject({ kmSum: 2250, treeSum: 450 }));
  });

  it('an import whose job Redis lost is queued again by the sweep, once, and finishes', async () => {
    const { company, participants } = await kit.stack.factory.crew();
    const user = participants[0];
    const athleteId = await kit.connect(user);
    await kit.importsFinished(user.id);
    await kit.withoutWebhooks(() => kit.strava.recordActivity(athleteId, { distance: 7000 }));
    const orphan = await kit.stack.dataSource
      .getRepository(StravaImport)
      .save({ userId: user.id, dateFrom: company.dateFrom, state: 'waiting', resumesAt: new Date(Date.now() - 5 * 60_000), requestedAt: new Date(Date.now() - 10 * 60_000) });

    const sweep = kit.workers!.get(LostImportsSweep);
    expect(await sweep.sweep()).toBe(1);
    await kit.importsFinished(user.id);
    expect(await importOf(orphan.id)).toMatchObject({ state: 'done', imported: 1 });
    expect(await kit.results(user.id)).toHaveLength(1);
    await sweep.sweep();
    const jobsOfOrphan = (await kit.queue.getJobs()).filter((job) => job.name === 'strava.reimport' && job.data.importId === orphan.id);
    expect(jobsOfOrphan).toHaveLength(1);
  });

  it('a re-import removes our results of activities deleted or hidden on Strava while its webhooks were missed, and says how many', async () => {
    const { company, participants } = await kit.stack.factory.crew();
    const user = participants[0];
    const athleteId = await kit.connect(user, { scope: RESTRICTED });
    await kit.importsFinished(user.id);
    const [kept, deleted, hidden] = [2, 5, 8].map((hoursAgo) =>
      kit.strava.recordActivity(athleteId, { distance: 5000, start_date: new Date(Date.now() - hoursAgo * HOUR_MS).toISOString() }),
    );
    await eventually(async () => expect(await kit.results(user.id)).toHaveLength(3));

    await kit.withoutWebhooks(() => {
      kit.strava.deleteActivity(deleted.id);
      kit.strava.updateActivity(hidden.id, { private: true });
    });
    expect(await kit.results(user.id)).toHaveLength(3);

    const importId = await operatorReimport(user, company.dateFrom);
    await eventually(async () => expect(await importOf(importId)).toMatchObject({ state: 'done', removed: 2 }));
    expect((await kit.results(user.id)).map((result) => result.stravaActivityId)).toEqual([String(kept.id)]);
    await eventually(async () => expect(await kit.rankingLine(user)).toMatchObject({ kmSum: 5 }));
    expect(await kit.stack.dataSource.query('SELECT * FROM strava_import_seen WHERE import_id = $1', [importId])).toEqual([]);
  });

  it('a deletion on Strava during a re-import, which shifts an untouched activity across a page boundary, loses no result: what the first listing missed a second one shows', async () => {
    const { company, participants } = await kit.stack.factory.crew();
    const user = participants[0];
    const athlete = kit.strava.createAthlete();
    const firstStart = Date.now() - 9 * 24 * HOUR_MS;
    // 401 half-hour runs: pages of 200, 200 and 1, newest first
    const runs = Array.from({ length: 401 }, (_, i) =>
      kit.strava.recordActivity(athlete.id, { distance: 5000, moving_time: 1500, elapsed_time: 1500, start_date: new Date(firstStart + i * 1800_000).toISOString() }),
    );
    await kit.connect(user, { athleteId: athlete.id });
    await kit.importsFinished(user.id, 25_000);
    expect(await kit.results(user.id)).toHaveLength(401);

    // the first page is read, then the budget makes the import wait
    await kit.leaveReads(1);
    const importId = await operatorReimport(user, company.dateFrom);
    await eventually(async () => expect(await importOf(importId)).toMatchObject({ state: 'waiting', pagesFetched: 1 }));
    const newest = runs.at(-1)!;
    const firstOfSecondPage = runs.at(-201)!;
    // its webhook removes its result (once the budget lets it ask Strava); the import listed it already
    kit.strava.deleteActivity(newest.id);
    await kit.settled();
    await kit.turnRateWindow();

    await eventually(async () => expect(await importOf(importId)).toMatchObject({ state: 'done', removed: 0 }), 25_000);
    await eventually(async () => expect(await kit.results(user.id)).toHaveLength(400));
    const kept = new Set((await kit.results(user.id)).map((result) => result.stravaActivityId));
    expect(kept.has(String(firstOfSecondPage.id))).toBe(true);
    expect(kept.has(String(newest.id))).toBe(false);
    await eventually(async () => expect(await kit.rankingLine(user)).toMatchObject({ kmSum: 2000, treeSum: 400 }));
  });

  it('a grant revoked at Strava unheard of fails the re-import with its reason and forgets the tokens; the results stay', async () => {
    const { company, participants } = await kit.stack.factory.crew();
    const user = participants[0];
    const athleteId = await kit.connect(user);
    await kit.importsFinished(user.id);
    kit.strava.recordActivity(athleteId, { distance: 5000 });
    await eventually(async () => expect(await kit.results(user.id)).toHaveLength(1));
    await kit.withoutWebhooks(() => kit.strava.deauthorize(athleteId));
    expect(await connectionOf(user.id)).not.toBeNull();

    const importId = await operatorReimport(user, company.dateFrom);
    await eventually(async () => expect(await importOf(importId)).toMatchObject({ state: 'failed', error: 'grantGone' }));
    expect(await connectionOf(user.id)).toBeNull();
    expect(await kit.results(user.id)).toHaveLength(1);
  });

  it('a link without activity access (kept from before such grants were refused) gets a re-import that says there is nothing it may read; one who hid Only You gets the rest', async () => {
    const { company, participants } = await kit.stack.factory.crew();
    const user = participants[0];
    await kit.connect(user, { scope: RESTRICTED });
    await kit.importsFinished(user.id);
    await kit.stack.dataSource.getRepository(StravaConnection).update({ userId: user.id }, { scope: 'read' });
    const callsBefore = listCalls();
    const importId = await operatorReimport(user, company.dateFrom);
    await eventually(async () => expect(await importOf(importId)).toMatchObject({ state: 'failed', error: 'noActivityAccess' }));
    expect(listCalls()).toBe(callsBefore);
    expect(await connectionOf(user.id)).toMatchObject({ scope: 'read' });

    const restricted = participants[1];
    const athleteId = kit.strava.createAthlete().id;
    kit.strava.recordActivity(athleteId, { distance: 5000, private: true });
    const shown = kit.strava.recordActivity(athleteId, { distance: 6000, start_date: new Date(Date.now() - 3 * HOUR_MS).toISOString() });
    await kit.connect(restricted, { athleteId, scope: RESTRICTED });
    await kit.importsFinished(restricted.id);
    expect((await kit.results(restricted.id)).map((result) => result.stravaActivityId)).toEqual([String(shown.id)]);
  });
});
