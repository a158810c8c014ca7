import { APP, CallbackServer, connectAthlete, get, postForm, startSimulator, subscribe } from './spec-support';

const credentials = new URLSearchParams({ client_id: APP.clientId, client_secret: APP.clientSecret });

describe('Strava simulator: push subscriptions', () => {
  it('checks the callback with hub.challenge first, keeps one subscription per app, lists and deletes it', async () => {
    const simulator = await startSimulator();
    const callback = await new CallbackServer().start();
    const fields = { client_id: APP.clientId, client_secret: APP.clientSecret, callback_url: callback.url, verify_token: 'verify-me' };

    const created = await postForm<{ id: number }>(`${simulator.url}/api/v3/push_subscriptions`, fields);
    expect(created.status).toBe(201);
    expect(callback.received).toHaveLength(1);
    const check = callback.received[0];
    expect(check.method).toBe('GET');
    expect(check.url.searchParams.get('hub.mode')).toBe('subscribe');
    expect(check.url.searchParams.get('hub.verify_token')).toBe('verify-me');
    expect(check.url.searchParams.get('hub.challenge')).toMatch(/\w+/);

    expect(await postForm(`${simulator.url}/api/v3/push_subscriptions`, fields)).toMatchObject({
      status: 400,
      body: { message: 'Bad Request', errors: [{ resource: 'PushSubscription', code: 'already exists' }] },
    });
    const listed = await get(`${simulator.url}/api/v3/push_subscriptions?${credentials}`);
    expect(listed.body).toEqual([
      { id: created.body.id, resource_state: 2, application_id: Number(APP.clientId), callback_url: callback.url, created_at: expect.any(String), updated_at: expect.any(String) },
    ]);
    const deleted = await fetch(`${simulator.url}/api/v3/push_subscriptions/${created.body.id}?${credentials}`, { method: 'DELETE' });
    expect(deleted.status).toBe(204);
    expect((await get(`${simulator.url}/api/v3/push_subscriptions?${credentials}`)).body).toEqual([]);
  });

  it('refuses a callback that does not echo the challenge', async () => {
    const simulator = await startSimulator();
    const callback = await new CallbackServer().start();
    callback.answer = () => ({ status: 200, body: { 'hub.challenge': 'something else' } });
    const refused = await postForm(`${simulator.url}/api/v3/push_subscriptions`, { client_id: APP.clientId, client_secret: APP.clientSecret, callback_url: callback.url, verify_token: 'v' });
    expect(refused).toMatchObject({ status: 400, body: { errors: [{ resource: 'PushSubscription', field: 'callback url', code: 'not verifiable' }] } });
    expect((await get(`${simulator.url}/api/v3/push_subscriptions?${credentials}`)).body).toEqual([]);
  });
});

describe('Strava simulator: webhook events', () => {
  it('sends create, update (string updates), delete and the deauthorization, as Strava writes them', async () => {
    const simulator = await startSimulator();
    const callback = await subscribe(simulator);
    const { athleteId } = await connectAthlete(simulator, 'activity:read_all');
    const [subscription] = (await get<{ id: number }[]>(`${simulator.url}/api/v3/push_subscriptions?${credentials}`)).body;

    const activity = simulator.recordActivity(athleteId);
    simulator.updateActivity(activity.id, { name: 'Messy', sport_type: 'TrailRun' });
    simulator.updateActivity(activity.id, { private: true });
    simulator.deleteActivity(activity.id);
    simulator.deauthorize(athleteId);
    await simulator.webhooksSettled();

    const common = { object_type: 'activity', object_id: activity.id, owner_id: athleteId, subscription_id: subscription.id, event_time: expect.any(Number) };
    expect(callback.events).toEqual([
      { ...common, aspect_type: 'create', updates: {} },
      { ...common, aspect_type: 'update', updates: { title: 'Messy', type: 'Run' } },
      { ...common, aspect_type: 'update', updates: { private: 'true' } },
      { ...common, aspect_type: 'delete', updates: {} },
      { ...common, object_type: 'athlete', object_id: athleteId, aspect_type: 'update', updates: { authorized: 'false' } },
    ]);
    expect(simulator.deliveredEvents).toEqual(callback.events);
  });

  it('without activity:read_all: Only You is a delete, back to public a create, and private activities stay unheard of', async () => {
    const simulator = await startSimulator();
    const callback = await subscribe(simulator);
    const { athleteId } = await connectAthlete(simulator, 'activity:read');
    const activity = simulator.recordActivity(athleteId);
    simulator.updateActivity(activity.id, { private: true });
    simulator.updateActivity(activity.id, { name: 'unseen rename' });
    simulator.updateActivity(activity.id, { private: false });
    const hidden = simulator.recordActivity(athleteId, { private: true });
    simulator.deleteActivity(hidden.id);
    await simulator.webhooksSettled();
    expect(callback.events.map((event) => (event as { aspect_type: string }).aspect_type)).toEqual(['create', 'delete', 'create']);
  });

  it('announces a change to or from followers_only as a privacy update, and no flag Strava sets', async () => {
    const simulator = await startSimulator();
    const callback = await subscribe(simulator);
    const { athleteId } = await connectAthlete(simulator, 'activity:read');
    const activity = simulator.recordActivity(athleteId);
    simulator.updateActivity(activity.id, { visibility: 'followers_only' });
    simulator.flagActivity(activity.id);
    simulator.updateActivity(activity.id, { visibility: 'only_me' });
    await simulator.webhooksSettled();
    expect(callback.events).toMatchObject([
      { aspect_type: 'create', updates: {} },
      { aspect_type: 'update', updates: { private: 'false' } },
      { aspect_type: 'delete', updates: {} },
    ]);
  });

  it('sends nothing for an athlete who granted no activity scope, nor without a subscription', async () => {
    const simulator = await startSimulator();
    const unsubscribed = (await connectAthlete(simulator)).athleteId;
    simulator.recordActivity(unsubscribed);
    const callback = await subscribe(simulator);
    const { athleteId } = await connectAthlete(simulator, 'read,profile:read_all');
    simulator.recordActivity(athleteId);
    await simulator.webhooksSettled();
    expect(callback.events).toEqual([]);
    expect(simulator.deliveredEvents).toEqual([]);
  });

  it('retries an unacknowledged event: a callback failing twice gets 3 attempts, one failing always gets no 4th', async () => {
    const simulator = await startSimulator({ webhookRetryDelayMs: 30 });
    const callback = await subscribe(simulator);
    const { athleteId } = await connectAthlete(simulator);
    let posts = 0;
    callback.answer = () => ({ status: ++posts <= 2 ? 500 : 200 });
    simulator.recordActivity(athleteId);
    await simulator.webhooksSettled();
    expect(callback.events).toHaveLength(3);
    expect(new Set(callback.events.map((event) => JSON.stringify(event))).size).toBe(1);
    expect(simulator.stats.webhookDeliveries).toBe(3);
    expect(simulator.deliveredEvents).toHaveLength(1);

    callback.answer = () => ({ status: 503 });
    simulator.recordActivity(athleteId);
    await simulator.webhooksSettled();
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(callback.events).toHaveLength(6);
  });

  it('retries an event whose answer takes over 2 s', async () => {
    const simulator = await startSimulator({ webhookRetryDelayMs: 10 });
    const callback = await subscribe(simulator);
    const { athleteId } = await connectAthlete(simulator);
    callback.answer = (_request, index) => ({ status: 200, delayMs: callback.events.length === 1 && index > 0 ? 2100 : 0 });
    simulator.recordActivity(athleteId);
    await simulator.webhooksSettled();
    expect(callback.events).toHaveLength(2);
    expect(simulator.stats.webhookDeliveries).toBe(2);
  });

  it('redelivers a past event on demand', async () => {
    const simulator = await startSimulator();
    const callback = await subscribe(simulator);
    const { athleteId } = await connectAthlete(simulator);
    simulator.recordActivity(athleteId);
    await simulator.webhooksSettled();
    await simulator.redeliver(0);
    expect(callback.events).toHaveLength(2);
    expect(callback.events[1]).toEqual(callback.events[0]);
  });
});
