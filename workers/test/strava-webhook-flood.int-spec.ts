import type { StravaWebhookEvent } from '@lesne/contracts';
import { StravaImport, type User } from '@lesne/db';
import { shortWindowStart, STRAVA_WEBHOOK_CALLS_PER_OWNER, webhookReadCaps } from '@lesne/domain';
import { STRAVA_DEFAULT_LIMITS } from '@lesne/strava-simulator';
import { eventually } from '../../test/stack';
import { WebhookPacing } from '../src/strava/webhook-pacing';
import { StravaWorkersEnv } from './strava-test-kit';

/**
 * Strava's default read limits, which this file's simulator keeps: a fifth of 100 a quarter hour.
 * The simulator's own window does not turn with the kit's, so the file stays under its 100 reads.
 */
const [SHARE] = webhookReadCaps(STRAVA_DEFAULT_LIMITS.read);

let kit: StravaWorkersEnv;
beforeAll(async () => {
  kit = await StravaWorkersEnv.start({ strava: { limits: STRAVA_DEFAULT_LIMITS } });
});
afterAll(() => kit.close());
// each test in a window of its own
beforeEach(() => kit.turnRateWindow());

async function connectedParticipant(): Promise<{ user: User; athleteId: number }> {
  const { participants } = await kit.stack.factory.crew();
  const user = participants[0];
  const athleteId = await kit.connect(user);
  await kit.importsFinished(user.id);
  return { user, athleteId };
}

let inventedId = 88_000_000_000;
/** Events anyone can post: our subscription, a real (public) athlete id and an activity id made up. */
function forged(owner_id: number, count: number): Array<Pick<StravaWebhookEvent, 'aspect_type' | 'object_id' | 'owner_id' | 'updates'>> {
  const aspects = ['create', 'update', 'delete'] as const;
  const updates: Record<string, string> = { title: 'Morning run' };
  return Array.from({ length: count }, (_, i) => ({ aspect_type: aspects[i % 3], object_id: inventedId++, owner_id, updates: i % 3 === 1 ? updates : {} }));
}

/** How many of Strava's short windows the reads from `since` until now may have fallen in. */
const windowsSince = (since: number) => (shortWindowStart(new Date()).getTime() - shortWindowStart(new Date(since)).getTime()) / (15 * 60_000) + 1;

describe('a flood of forged webhook events', () => {
  it('for one real owner costs a few reads, not one an event, and an activity recorded during it is counted', async () => {
    const { user, athleteId } = await connectedParticipant();
    const readsBefore = kit.reads();

    const events = forged(athleteId, 60);
    for (const event of events.slice(0, 30)) await kit.deliver(event);
    const run = kit.strava.recordActivity(athleteId, { distance: 8000 });
    for (const event of events.slice(30)) await kit.deliver(event);
    await kit.settled();
    // the owner's own fetches; the rest wait in one re-sync of their event, listed once the window is over
    expect(kit.reads() - readsBefore).toBeLessThanOrEqual(STRAVA_WEBHOOK_CALLS_PER_OWNER);
    const [resync] = await kit.stack.dataSource.getRepository(StravaImport).find({ where: { userId: user.id, webhookResync: true } });
    expect(resync).toMatchObject({ state: 'waiting', pagesFetched: 0 });
    expect(resync.resumesAt!.getTime()).toBeGreaterThan(Date.now());

    await kit.turnRateWindow();
    await kit.importsFinished(user.id);
    // a page of the list and the empty page after it
    expect(kit.reads() - readsBefore).toBeLessThanOrEqual(STRAVA_WEBHOOK_CALLS_PER_OWNER + 2);
    await eventually(async () => expect(await kit.rankingLine(user)).toMatchObject({ kmSum: 8, treeSum: 1.6 }));
    expect((await kit.results(user.id)).map((result) => result.stravaActivityId)).toEqual([String(run.id)]);
    expect(await kit.stack.dataSource.getRepository(StravaImport).countBy({ userId: user.id, webhookResync: true })).toBe(1);
  });

  it('for many owners takes at most its share of the window; what waits for the next one is done then, and nothing is lost', async () => {
    const owners = await Promise.all(Array.from({ length: 3 }, () => connectedParticipant()));
    const started = Date.now();
    const readsBefore = kit.reads();

    const runs = owners.map(({ athleteId }, i) =>
      kit.strava.recordActivity(athleteId, { distance: 5000 + 1000 * i, start_date: new Date(Date.now() - 3600_000).toISOString() }),
    );
    for (const { athleteId } of owners) for (const event of forged(athleteId, STRAVA_WEBHOOK_CALLS_PER_OWNER + 1)) await kit.deliver(event);
    await kit.settled();
    expect(kit.reads() - readsBefore).toBeLessThanOrEqual(SHARE * windowsSince(started));
    expect(await kit.queue.getJobCounts('delayed')).not.toEqual({ delayed: 0 });

    await eventually(async () => {
      await kit.turnRateWindow();
      await kit.settled();
      expect(await kit.queue.getJobCounts('delayed')).toEqual({ delayed: 0 });
    }, 60_000);
    for (const [i, { user }] of owners.entries()) {
      await kit.importsFinished(user.id);
      expect((await kit.results(user.id)).map((result) => result.stravaActivityId)).toEqual([String(runs[i].id)]);
    }
  });

  it('the same event delivered many times while the share is spent waits, and is fetched once when the window turns', async () => {
    const { user, athleteId } = await connectedParticipant();
    // as if webhook re-syncs had read the window's share
    const pacing = kit.workers!.get(WebhookPacing);
    for (let i = 0; i < SHARE; i++) await pacing.resyncRead();
    await expect(pacing.resyncRead()).rejects.toMatchObject({ kind: 'rateLimited' });

    const run = kit.strava.recordActivity(athleteId, { distance: 6000 });
    for (let i = 0; i < 8; i++) await kit.deliver({ aspect_type: i % 2 ? 'update' : 'create', object_id: run.id, owner_id: athleteId, updates: {} });
    await kit.settled();
    expect(await kit.queue.getJobCounts('delayed')).toEqual({ delayed: 9 });
    // a second past the last of them: the first fetch surely starts after every one of them arrived
    await new Promise((resolve) => setTimeout(resolve, 1100));
    const readsBefore = kit.reads();
    await kit.turnRateWindow();
    await eventually(async () => expect(await kit.rankingLine(user)).toMatchObject({ kmSum: 6 }));
    await kit.settled();
    expect(kit.reads() - readsBefore).toBe(1);
  });
});
