import { connectAthlete, get, startSimulator, subscribe } from './spec-support';

const post = (url: string, fields: Record<string, string> = {}) => fetch(url, { method: 'POST', body: new URLSearchParams(fields), redirect: 'manual' });

describe('Strava simulator: the demo page', () => {
  it('lets a person record, edit, hide, delete a run and deauthorize the app, firing the same webhooks', async () => {
    const simulator = await startSimulator();
    const callback = await subscribe(simulator);
    const { athleteId } = await connectAthlete(simulator, 'activity:read_all');

    const recorded = await post(`${simulator.url}/sim/athletes/${athleteId}/activities`, { sport_type: 'Walk', km: '5,25', minutes: '60' });
    expect(recorded.status).toBe(303);
    expect(recorded.headers.get('location')).toBe(`/sim#athlete-${athleteId}`);
    const page = await (await fetch(`${simulator.url}/sim`)).text();
    const activityId = Number(/action="\/sim\/activities\/(\d+)\/delete"/.exec(page)![1]);
    expect(page).toContain('5.25 km');
    expect(page).toContain('Deauthorize the app');

    await post(`${simulator.url}/sim/activities/${activityId}`, { name: 'Spacer z psem', sport_type: 'Walk', km: '5.25', minutes: '60' });
    await post(`${simulator.url}/sim/activities/${activityId}/privacy`);
    await post(`${simulator.url}/sim/activities/${activityId}/delete`);
    await post(`${simulator.url}/sim/athletes/${athleteId}/deauthorize`);
    await simulator.webhooksSettled();

    expect(callback.events).toMatchObject([
      { aspect_type: 'create', object_id: activityId },
      { aspect_type: 'update', updates: { title: 'Spacer z psem' } },
      { aspect_type: 'update', updates: { private: 'true' } },
      { aspect_type: 'delete', object_id: activityId },
      { object_type: 'athlete', updates: { authorized: 'false' } },
    ]);
  });

  it('keeps an edit that leaves distance and time as shown exact, and says what is wrong with a bad form', async () => {
    const simulator = await startSimulator();
    const { athleteId, access_token } = await connectAthlete(simulator);
    const activity = simulator.recordActivity(athleteId, { distance: 5123.4, moving_time: 1799 });
    await post(`${simulator.url}/sim/activities/${activity.id}`, { name: 'Renamed', sport_type: 'Run', km: '5.12', minutes: '30' });
    expect((await get(`${simulator.url}/api/v3/activities/${activity.id}`, access_token)).body).toMatchObject({ name: 'Renamed', distance: 5123.4, moving_time: 1799 });
    const bad = await post(`${simulator.url}/sim/athletes/${athleteId}/activities`, { sport_type: 'Run', km: '-1', minutes: '30' });
    expect(bad.status).toBe(400);
    expect(await bad.text()).toContain('km must be more than 0');
    expect((await post(`${simulator.url}/sim/activities/999/delete`)).status).toBe(404);
  });

  it('creates athletes from the page, and demo athletes who authorized the app record on a timer', async () => {
    const simulator = await startSimulator({ autoRecordEveryMs: 40 });
    const created = await post(`${simulator.url}/sim/athletes`, { firstname: 'Wanda', lastname: 'Rolkowa' });
    expect(created.status).toBe(303);
    const connected = await connectAthlete(simulator);
    await new Promise((resolve) => setTimeout(resolve, 150));
    const page = await (await fetch(`${simulator.url}/sim`)).text();
    expect(page).toContain('Wanda Rolkowa');
    const cards = page.split('<section class="card"');
    const cardOf = (athleteId: number) => cards.find((card) => card.includes(`id="athlete-${athleteId}"`))!;
    expect(cardOf(connected.athleteId).match(/class="activity"/g)!.length).toBeGreaterThanOrEqual(2);
    const wandaId = Number(/athlete-(\d+)/.exec(created.headers.get('location')!)![1]);
    expect(cardOf(wandaId)).not.toContain('class="activity"');
  });
});
