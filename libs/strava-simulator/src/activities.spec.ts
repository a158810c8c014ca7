import { encodePolyline } from './polyline';
import { authorizeApp, connectAthlete, get, startSimulator } from './spec-support';

type Listed = { id: number; name: string; private: boolean }[];
const epoch = (iso: string) => Date.parse(iso) / 1000;

describe('Strava simulator: activities', () => {
  it('lists newest first, by pages, until an empty page; before and after are epoch seconds', async () => {
    const simulator = await startSimulator();
    const { athleteId, access_token } = await connectAthlete(simulator);
    const days = ['2026-05-01', '2026-05-02', '2026-05-03', '2026-05-04', '2026-05-05'];
    for (const day of days) simulator.recordActivity(athleteId, { start_date: `${day}T06:00:00Z`, name: day });
    const list = (query: string) => get<Listed>(`${simulator.url}/api/v3/athlete/activities?${query}`, access_token);

    const pages = await Promise.all([1, 2, 3, 4].map((page) => list(`per_page=2&page=${page}`)));
    expect(pages.map((page) => page.body.map((activity) => activity.name))).toEqual([['2026-05-05', '2026-05-04'], ['2026-05-03', '2026-05-02'], ['2026-05-01'], []]);
    expect((await list('')).body).toHaveLength(5);

    const between = await list(`after=${epoch('2026-05-01T06:00:00Z')}&before=${epoch('2026-05-04T06:00:00Z')}`);
    expect(between.body.map((activity) => activity.name)).toEqual(['2026-05-03', '2026-05-02']);

    expect(await list(`after=${Date.parse('2026-05-01T00:00:00Z')}`)).toMatchObject({
      status: 400,
      body: { message: 'Bad Request', errors: [{ resource: 'Application', field: 'after', code: 'future' }] },
    });
  });

  it('gives at most 200 a page (default 30)', async () => {
    const simulator = await startSimulator();
    const { athleteId, access_token } = await connectAthlete(simulator);
    for (let index = 0; index < 205; index += 1) simulator.recordActivity(athleteId, { start_date: new Date(Date.UTC(2026, 0, 1) + index * 3600_000).toISOString() });
    expect((await get<Listed>(`${simulator.url}/api/v3/athlete/activities`, access_token)).body).toHaveLength(30);
    expect((await get<Listed>(`${simulator.url}/api/v3/athlete/activities?per_page=500`, access_token)).body).toHaveLength(200);
  });

  it('hides Only You activities from a token without activity:read_all (a short page that is not the last), and answers 404 for one', async () => {
    const simulator = await startSimulator();
    const full = await connectAthlete(simulator, 'activity:read_all');
    const athleteId = full.athleteId;
    const restricted = await connectAthlete(simulator, 'activity:read');
    // the same athlete, connected again with Only You unticked
    const exchanged = await authorizeApp(simulator, athleteId, 'activity:read');

    const hidden = simulator.recordActivity(athleteId, { start_date: '2026-05-03T06:00:00Z', private: true, name: 'hidden' });
    simulator.recordActivity(athleteId, { start_date: '2026-05-02T06:00:00Z', name: 'public 2' });
    simulator.recordActivity(athleteId, { start_date: '2026-05-01T06:00:00Z', name: 'public 1' });

    const names = async (token: string, query = '') => (await get<Listed>(`${simulator.url}/api/v3/athlete/activities?${query}`, token)).body.map((activity) => activity.name);
    expect(await names(full.access_token)).toEqual(['hidden', 'public 2', 'public 1']);
    expect(await names(exchanged.access_token)).toEqual(['public 2', 'public 1']);
    expect(await names(exchanged.access_token, 'per_page=2&page=1')).toEqual(['public 2']);
    expect(await names(exchanged.access_token, 'per_page=2&page=2')).toEqual(['public 1']);

    expect((await get(`${simulator.url}/api/v3/activities/${hidden.id}`, full.access_token)).body).toMatchObject({ id: hidden.id, resource_state: 3, private: true, visibility: 'only_me' });
    const notFound = { status: 404, body: { message: 'Record Not Found', errors: [{ resource: 'Activity', field: 'id', code: 'invalid' }] } };
    expect(await get(`${simulator.url}/api/v3/activities/${hidden.id}`, exchanged.access_token)).toMatchObject(notFound);
    // someone else's activity, and a deleted one
    const other = simulator.recordActivity(restricted.athleteId);
    expect(await get(`${simulator.url}/api/v3/activities/${other.id}`, full.access_token)).toMatchObject(notFound);
    simulator.deleteActivity(other.id);
    expect(await get(`${simulator.url}/api/v3/activities/${other.id}`, restricted.access_token)).toMatchObject(notFound);
  });

  it('writes SummaryActivity as Strava does: UTC and fake-Z local dates, legacy type, visibility, map', async () => {
    const simulator = await startSimulator();
    const { athleteId, access_token } = await connectAthlete(simulator);
    const ride = simulator.recordActivity(athleteId, { sport_type: 'MountainBikeRide', distance: 21_500.5, moving_time: 3600, start_date: '2026-07-01T05:15:09.123Z' });
    simulator.recordActivity(athleteId, { manual: true, start_date: '2026-01-10T12:00:00Z' });
    const [summary, manual] = (await get<Record<string, unknown>[]>(`${simulator.url}/api/v3/athlete/activities`, access_token)).body;
    expect(summary).toMatchObject({
      id: ride.id,
      resource_state: 2,
      athlete: { id: athleteId, resource_state: 1 },
      name: 'Morning Mountain Bike Ride',
      distance: 21_500.5,
      moving_time: 3600,
      elapsed_time: 3780,
      sport_type: 'MountainBikeRide',
      type: 'Ride',
      start_date: '2026-07-01T05:15:09Z',
      start_date_local: '2026-07-01T07:15:09Z',
      timezone: '(GMT+01:00) Europe/Warsaw',
      utc_offset: 7200,
      manual: false,
      trainer: false,
      commute: false,
      private: false,
      visibility: 'everyone',
      map: { id: `a${ride.id}`, resource_state: 2 },
    });
    expect((summary.map as { summary_polyline: string }).summary_polyline.length).toBeGreaterThan(10);
    expect(manual).toMatchObject({ utc_offset: 3600, start_date_local: '2026-01-10T13:00:00Z', manual: true, external_id: null, start_latlng: [], map: { summary_polyline: '' } });
  });

  it('keeps visibility: followers_only reaches a token without activity:read_all as everyone does; private is true exactly for only_me', async () => {
    const simulator = await startSimulator();
    const { athleteId } = await connectAthlete(simulator);
    const restricted = await authorizeApp(simulator, athleteId, 'activity:read');
    const followers = simulator.recordActivity(athleteId, { visibility: 'followers_only', start_date: '2026-05-03T06:00:00Z' });
    simulator.recordActivity(athleteId, { visibility: 'only_me', start_date: '2026-05-02T06:00:00Z' });
    const everyone = simulator.recordActivity(athleteId, { private: false, start_date: '2026-05-01T06:00:00Z' });

    const listed = (await get<Record<string, unknown>[]>(`${simulator.url}/api/v3/athlete/activities`, restricted.access_token)).body;
    expect(listed.map(({ id, visibility, private: hidden }) => ({ id, visibility, private: hidden }))).toEqual([
      { id: followers.id, visibility: 'followers_only', private: false },
      { id: everyone.id, visibility: 'everyone', private: false },
    ]);
    expect(simulator.updateActivity(followers.id, { private: true })).toMatchObject({ visibility: 'only_me', private: true });
    expect(simulator.updateActivity(followers.id, { visibility: 'followers_only' })).toMatchObject({ visibility: 'followers_only', private: false });
    expect(() => simulator.recordActivity(athleteId, { visibility: 'followers_only', private: true })).toThrow(/contradicts/);
  });

  it('writes a typed-in activity without device, file or map, a recorded one with its device, and the flag Strava set', async () => {
    const simulator = await startSimulator();
    const { athleteId, access_token } = await connectAthlete(simulator);
    const typed = simulator.recordActivity(athleteId, { manual: true, flagged: true });
    const garmin = simulator.recordActivity(athleteId, { device_name: 'Garmin Edge 1040', sport_type: 'Ride', distance: 30_000 });
    const phone = simulator.recordActivity(athleteId);
    const detail = async (id: number) => (await get<Record<string, unknown>>(`${simulator.url}/api/v3/activities/${id}`, access_token)).body;

    expect(await detail(typed.id)).toMatchObject({ manual: true, flagged: true, device_name: null, external_id: null, upload_id: null, start_latlng: [], map: { summary_polyline: '' } });
    expect(await detail(garmin.id)).toMatchObject({ manual: false, flagged: false, device_name: 'Garmin Edge 1040', external_id: `garmin_ping_${garmin.id}` });
    expect(await detail(phone.id)).toMatchObject({ device_name: 'Strava App', external_id: `${phone.id}.fit` });
    expect(((await detail(phone.id)).map as { summary_polyline: string }).summary_polyline).not.toBe('');
    // the list, like Strava's SummaryActivity, names no device
    expect((await get<Record<string, unknown>[]>(`${simulator.url}/api/v3/athlete/activities`, access_token)).body[0]).not.toHaveProperty('device_name');
    expect(() => simulator.recordActivity(athleteId, { manual: true, device_name: 'Apple Watch Series 9' })).toThrow(/manual/);

    expect(simulator.flagActivity(garmin.id)).toMatchObject({ flagged: true });
    expect(await detail(garmin.id)).toMatchObject({ flagged: true });
    expect(simulator.flagActivity(garmin.id, false)).toMatchObject({ flagged: false });
  });

  it('encodes polylines as Google does', () => {
    expect(
      encodePolyline([
        [38.5, -120.2],
        [40.7, -120.95],
        [43.252, -126.453],
      ]),
    ).toBe('_p~iF~ps|U_ulLnnqC_mqNvxq`@');
  });
});
