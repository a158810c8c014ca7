import { SIM_DEVICES } from './activities';
import { randomWorkout } from './auto-record';
import { connectAthlete, get, startSimulator, subscribe } from './spec-support';

const post = (url: string, fields: Record<string, string> = {}) => fetch(url, { method: 'POST', body: new URLSearchParams(fields), redirect: 'manual' });

describe('Strava simulator: the demo page', () => {
  it('lets a person record, edit, hide, flag, delete a run and deauthorize the app, firing the same webhooks', async () => {
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
    await post(`${simulator.url}/sim/activities/${activityId}/visibility`, { visibility: 'only_me' });
    await post(`${simulator.url}/sim/activities/${activityId}/flag`);
    expect(await (await fetch(`${simulator.url}/sim`)).text()).toContain('<span class="badge private">Only You</span><span class="badge flagged">flagged</span>');
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

  it('records a run on the chosen device and visibility, flagged, or typed in by hand without a device', async () => {
    const simulator = await startSimulator();
    const { athleteId, access_token } = await connectAthlete(simulator);
    const record = (fields: Record<string, string>) => post(`${simulator.url}/sim/athletes/${athleteId}/activities`, { sport_type: 'Run', km: '10', minutes: '50', ...fields });
    expect((await record({ device_name: 'Garmin Forerunner 265', visibility: 'followers_only', flagged: 'on' })).status).toBe(303);
    expect((await record({ device_name: 'Garmin Forerunner 265', manual: 'on' })).status).toBe(303);
    const [typed, garmin] = (await get<{ id: number }[]>(`${simulator.url}/api/v3/athlete/activities`, access_token)).body;
    const detail = async (id: number) => (await get(`${simulator.url}/api/v3/activities/${id}`, access_token)).body;
    expect(await detail(garmin.id)).toMatchObject({ device_name: 'Garmin Forerunner 265', visibility: 'followers_only', flagged: true, manual: false });
    expect(await detail(typed.id)).toMatchObject({ device_name: null, manual: true, flagged: false, visibility: 'everyone' });

    const page = await (await fetch(`${simulator.url}/sim`)).text();
    expect(page).toContain('Garmin Forerunner 265');
    expect(page).toContain('<span class="badge">Followers</span>');
    expect(page).toContain('<span class="badge">typed in</span>');
    expect(page).toContain('Connected athletes: 1 of 10.');
    expect((await record({ device_name: 'Polar' })).status).toBe(400);
    expect((await record({ visibility: 'friends' })).status).toBe(400);
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

  it('makes the demo\'s own workouts plausible, some of them on a Garmin', () => {
    const workouts = Array.from({ length: 200 }, randomWorkout);
    expect(workouts.every((workout) => SIM_DEVICES.some((device) => device === workout.device_name))).toBe(true);
    expect(workouts.some((workout) => workout.device_name?.startsWith('Garmin'))).toBe(true);
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
