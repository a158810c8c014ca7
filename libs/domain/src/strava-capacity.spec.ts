import { parseStravaCapacityHeaders, stravaConnectAvailability } from './strava-capacity';

describe('parseStravaCapacityHeaders', () => {
  it('reads the connected athletes and the cap, however the names are spelt', () => {
    expect(parseStravaCapacityHeaders((name) => new Headers({ 'X-Athlete-Capacity-Limit': '10', 'X-Athlete-Capacity-Usage': '3' }).get(name))).toEqual({ limit: 10, usage: 3 });
    const lowerCase: Record<string, string> = { 'x-athlete-capacity-limit': ' 10 ', 'x-athlete-capacity-usage': '11' };
    expect(parseStravaCapacityHeaders((name) => lowerCase[name])).toEqual({ limit: 10, usage: 11 });
  });

  it('is null when either is missing or not a whole number', () => {
    expect(parseStravaCapacityHeaders(() => null)).toBeNull();
    expect(parseStravaCapacityHeaders((name) => (name === 'X-Athlete-Capacity-Limit' ? '10' : undefined))).toBeNull();
    for (const bad of ['', '-1', '1.5', '10,10', 'ten']) {
      expect([bad, parseStravaCapacityHeaders(() => bad)]).toEqual([bad, null]);
    }
  });
});

describe('stravaConnectAvailability', () => {
  const open = { appInactive: false, linked: 3, reported: null, configuredLimit: 10 };

  it('lets a new athlete connect while places are left', () => {
    expect(stravaConnectAvailability(open)).toEqual({ places: { taken: 3, limit: 10 }, blocked: null });
  });

  it('is blocked when every place of the tier is taken, counting what Strava reports over our own links', () => {
    expect(stravaConnectAvailability({ ...open, linked: 10 })).toMatchObject({ blocked: 'athleteCap' });
    expect(stravaConnectAvailability({ ...open, reported: { limit: 10, usage: 10 } })).toEqual({ places: { taken: 10, limit: 10 }, blocked: 'athleteCap' });
    expect(stravaConnectAvailability({ ...open, linked: 12, reported: { limit: 999, usage: 12 } })).toEqual({ places: { taken: 12, limit: 999 }, blocked: null });
  });

  it('is blocked while Strava refuses the app, places or not', () => {
    expect(stravaConnectAvailability({ ...open, appInactive: true })).toMatchObject({ blocked: 'appInactive' });
  });
});
