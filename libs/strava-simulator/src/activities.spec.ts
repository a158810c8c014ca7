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
