import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { STRAVA_CONSENT_VERSION } from '@lesne/contracts';
import { OperatorCondition, StravaConnection, StravaSubscription } from '@lesne/db';
import { STRAVA_WEBHOOK_MISSES_PER_ADDRESS } from '@lesne/domain';
import { eventually, freePort, randomIp, startStack, type Stack } from '../../test/stack';
import { outboxRows } from './strava-helpers';

describe('the webhook', () => {
  let stack: Stack;
  beforeAll(async () => {
    stack = await startStack({ workers: false });
  });
  afterAll(() => stack.close());

  const subscriptionId = 500_000 + Math.floor(Math.random() * 100_000);
  // before each test: an API copy of another test file that listens sets up its own subscription in the same database
  beforeEach(() => stack.dataSource.getRepository(StravaSubscription).upsert({ id: String(subscriptionId), callbackUrl: 'http://example.test/api/v1/strava/webhook' }, ['id']));

  let athleteId = 0;
  beforeAll(async () => {
    const { participants } = await stack.factory.crew();
    athleteId = 3_000_000 + participants[0].id;
    await stack.dataSource.getRepository(StravaConnection).insert({
      userId: participants[0].id, athleteId: String(athleteId), accessTokenEncrypted: 'v1:a:b:c', refreshTokenEncrypted: 'v1:a:b:c',
      expiresAt: new Date(Date.now() + 3600_000), scope: 'read,activity:read_all', accessType: 'full',
    });
  });

  let nextObjectId = 1_491_968_222;
  const event = (overrides: object = {}) => ({
    aspect_type: 'create', event_time: 1_522_986_611, object_id: nextObjectId++, object_type: 'activity',
    owner_id: athleteId, subscription_id: subscriptionId, updates: {}, ...overrides,
  });
  const post = (body: unknown, ip = randomIp()) => stack.api(ip).post('/api/v1/strava/webhook').send(body as object);
  const challenge = (query: string) => stack.api().get(`/api/v1/strava/webhook?${query}`);

  it("echoes Strava's challenge to a check carrying our verify token", async () => {
    const response = await challenge(`hub.mode=subscribe&hub.challenge=15f7d1a91c1f40f8a748fd134752feb3&hub.verify_token=${stack.config.STRAVA_VERIFY_TOKEN}`).expect(200);
    expect(response.body).toEqual({ 'hub.challenge': '15f7d1a91c1f40f8a748fd134752feb3' });
  });

  it('refuses a check with a wrong or missing verify token, or another mode, with 403', async () => {
    await challenge('hub.mode=subscribe&hub.challenge=abc&hub.verify_token=guess').expect(403);
    await challenge('hub.mode=subscribe&hub.challenge=abc').expect(403);
    await challenge(`hub.mode=unsubscribe&hub.challenge=abc&hub.verify_token=${stack.config.STRAVA_VERIFY_TOKEN}`).expect(403);
    await challenge(`hub.mode=subscribe&hub.verify_token=${stack.config.STRAVA_VERIFY_TOKEN}`).expect(400);
  });

  it('queues an event of our subscription about a connected athlete, and answers 200 at once', async () => {
    const sent = event({ aspect_type: 'update', updates: { title: 'Messy', private: 'true' } });
    const started = Date.now();
    await post(sent).expect(200);
    expect(Date.now() - started).toBeLessThan(2000);
    const rows = await outboxRows(stack, 'strava.webhook', { event: { object_id: sent.object_id } });
    expect(rows.map((row) => [row.queue, row.payload])).toEqual([['strava', { event: sent }]]);
  });

  it('queues a deauthorization, which names the athlete as the object', async () => {
    const sent = event({ aspect_type: 'update', object_type: 'athlete', object_id: athleteId, updates: { authorized: 'false' } });
    await post(sent).expect(200);
    expect(await outboxRows(stack, 'strava.webhook', { event: { object_type: 'athlete', owner_id: athleteId } })).toHaveLength(1);
  });

  it('answers an event of another subscription or about an athlete nobody connected exactly as one it queues, and queues neither', async () => {
    const answer = ({ status, text, headers }: { status: number; text: string; headers: Record<string, string> }) => {
      const { date: _date, 'x-request-id': _requestId, ...rest } = headers;
      return { status, text, headers: rest };
    };
    const queued = event();
    const wrongSubscription = event({ subscription_id: subscriptionId + 1 });
    const unknownOwner = event({ owner_id: 99_999_999_999 });
    const answers = [answer(await post(queued)), answer(await post(wrongSubscription)), answer(await post(unknownOwner))];
    expect(answers[1]).toEqual(answers[0]);
    expect(answers[2]).toEqual(answers[0]);
    expect(answers[0].status).toBe(200);
    expect(await outboxRows(stack, 'strava.webhook', { event: { object_id: queued.object_id } })).toHaveLength(1);
    for (const sent of [wrongSubscription, unknownOwner]) expect(await outboxRows(stack, 'strava.webhook', { event: { object_id: sent.object_id } })).toEqual([]);
  });

  it('refuses an address everything with 429 once it has missed the limit, while other addresses and events that were queued are never held', async () => {
    const prober = randomIp();
    const misses = STRAVA_WEBHOOK_MISSES_PER_ADDRESS.points;
    for (let i = 0; i < misses; i++) await post(event(i % 2 ? { subscription_id: subscriptionId + 1 + i } : { owner_id: 99_999_000_000 + i }), prober).expect(200);

    const refused = await post(event({ subscription_id: subscriptionId + 1 }), prober).expect(429);
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    expect(Number(refused.headers['retry-after'])).toBeLessThanOrEqual(STRAVA_WEBHOOK_MISSES_PER_ADDRESS.seconds);
    // a right guess now answers the same 429, and queues nothing
    const rightGuess = event();
    const guessed = await post(rightGuess, prober).expect(429);
    expect(guessed.body).toEqual(refused.body);
    expect(await outboxRows(stack, 'strava.webhook', { event: { object_id: rightGuess.object_id } })).toEqual([]);

    await post(event({ subscription_id: subscriptionId + 1 })).expect(200);
    const fromStrava = randomIp();
    const delivered = Array.from({ length: misses + 5 }, () => event());
    for (const sent of delivered) await post(sent, fromStrava).expect(200);
    expect(await outboxRows(stack, 'strava.webhook', { event: { object_id: delivered.at(-1)!.object_id } })).toHaveLength(1);
  });

  it('refuses a body that is no Strava event with 400, and takes one with a field Strava added later', async () => {
    for (const body of [{}, [], event({ aspect_type: 'rename' }), event({ object_id: '12' }), event({ updates: { private: true } }), event({ owner_id: -1 })]) {
      await post(body).expect(400);
    }
    const later = event({ added_later: 'x' });
    await post(later).expect(200);
    const [row] = await outboxRows(stack, 'strava.webhook', { event: { object_id: later.object_id } });
    expect(row.payload).toEqual({ event: { ...later, added_later: undefined } });
  });
});

/** A server answering Strava's check of another installation's callback. */
async function otherInstallation(): Promise<{ url: string; server: Server }> {
  const server = createServer((request, response) => {
    const challengeSent = new URL(request.url ?? '/', 'http://x').searchParams.get('hub.challenge');
    response.setHeader('content-type', 'application/json');
    response.end(JSON.stringify({ 'hub.challenge': challengeSent }));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return { url: `http://127.0.0.1:${(server.address() as AddressInfo).port}/api/v1/strava/webhook`, server };
}

describe('the push subscription', () => {
  let stack: Stack;
  let other: { url: string; server: Server };
  beforeAll(async () => {
    other = await otherInstallation();
    stack = await startStack({ workers: false, listen: true });
  });
  afterAll(async () => {
    await stack.close();
    other.server.close();
  });
  const appCredentials = () => `client_id=${stack.config.STRAVA_CLIENT_ID}&client_secret=${stack.config.STRAVA_CLIENT_SECRET}`;

  it('is set up once the API listens, and brings Strava events to the outbox', async () => {
    const callbackUrl = `${stack.url}/api/v1/strava/webhook`;
    const subscription = await eventually(async () => {
      const stored = await stack.dataSource.getRepository(StravaSubscription).find({ where: { callbackUrl } });
      expect(stored).toHaveLength(1);
      return stored[0];
    });
    const listed = await fetch(`${stack.strava.url}/api/v3/push_subscriptions?${appCredentials()}`).then((response) => response.json());
    expect(listed).toEqual([expect.objectContaining({ id: Number(subscription.id), callback_url: callbackUrl })]);

    const { participants } = await stack.factory.crew();
    const athlete = stack.strava.createAthlete();
    const code = stack.strava.authorize(athlete.id, 'read,activity:read_all');
    const consent = { version: STRAVA_CONSENT_VERSION, onDisconnect: 'keepAnonymous' };
    await stack.as(participants[0]).post('/api/v1/strava/code').send({ code, scope: 'read,activity:read_all', consent }).expect(200);
    const recorded = stack.strava.recordActivity(athlete.id, { distance: 5000 });
    await stack.strava.webhooksSettled();
    expect(await outboxRows(stack, 'strava.webhook', { event: { object_id: recorded.id, owner_id: athlete.id } })).toHaveLength(1);
  });

  it('leaves a subscription with another callback in place (another installation may use it) and tells the operators until it is gone', async () => {
    const form = new URLSearchParams(`${appCredentials()}&callback_url=${encodeURIComponent(other.url)}&verify_token=theirs`);
    const listUrl = `${stack.strava.url}/api/v3/push_subscriptions?${appCredentials()}`;
    const listed = async () => (await fetch(listUrl).then((response) => response.json())) as Array<{ id: number; callback_url: string }>;
    for (const current of await listed()) await fetch(`${stack.strava.url}/api/v3/push_subscriptions/${current.id}?${appCredentials()}`, { method: 'DELETE' });
    const theirs = (await fetch(`${stack.strava.url}/api/v3/push_subscriptions`, { method: 'POST', body: form }).then((response) => response.json())) as { id: number };
    const condition = () => stack.dataSource.getRepository(OperatorCondition).findOne({ where: { kind: 'stravaSubscriptionElsewhere' } });

    await stack.restartApi();
    // polls our table, not Strava, whose rate limit would refuse polling
    await eventually(async () => expect(await condition()).toMatchObject({ endedAt: null, details: { callbackUrl: other.url } }));
    expect(await listed()).toEqual([expect.objectContaining({ id: theirs.id, callback_url: other.url })]);

    // its owner deletes it: the next check puts ours in place, and the condition ends
    await fetch(`${stack.strava.url}/api/v3/push_subscriptions/${theirs.id}?${appCredentials()}`, { method: 'DELETE' });
    await stack.restartApi();
    const callbackUrl = `${stack.url}/api/v1/strava/webhook`;
    await eventually(async () => expect(await condition()).toMatchObject({ endedAt: expect.any(Date) }));
    const ours = await listed();
    expect(ours).toEqual([expect.objectContaining({ callback_url: callbackUrl })]);
    expect((await stack.dataSource.getRepository(StravaSubscription).find({ where: { callbackUrl } })).map((row) => Number(row.id))).toEqual([ours[0].id]);
  });
});

describe('the push subscription while Strava cannot be reached', () => {
  let stack: Stack;
  beforeAll(async () => {
    stack = await startStack({ workers: false, listen: true, env: { STRAVA_BASE_URL: `http://127.0.0.1:${await freePort()}` } });
  });
  afterAll(() => stack.close());

  it('never keeps the API from serving', async () => {
    await stack.api().get('/api/v1/health').expect(200);
    const response = await fetch(`${stack.url}/api/v1/strava/webhook?hub.mode=subscribe&hub.challenge=abc&hub.verify_token=${stack.config.STRAVA_VERIFY_TOKEN}`);
    expect(await response.json()).toEqual({ 'hub.challenge': 'abc' });
  });
});
