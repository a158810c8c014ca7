import { STRAVA_API_HOST_URL, STRAVA_API_URL_BEFORE_SPLIT, stravaApiUrl, stravaServesDeauthorize } from './strava-hosts';

describe("Strava's hosts and endpoints by date", () => {
  it('serves the API under www.strava.com/api/v3 until 2027-01-04, then at api-v3.strava.com without the prefix', () => {
    expect(STRAVA_API_URL_BEFORE_SPLIT).toBe('https://www.strava.com/api/v3');
    expect(STRAVA_API_HOST_URL).toBe('https://api-v3.strava.com');
    expect(stravaApiUrl(new Date('2026-11-27T12:00:00Z'))).toBe(STRAVA_API_URL_BEFORE_SPLIT);
    expect(stravaApiUrl(new Date('2027-01-03T23:59:59.999Z'))).toBe(STRAVA_API_URL_BEFORE_SPLIT);
    expect(stravaApiUrl(new Date('2027-01-04T00:00:00Z'))).toBe(STRAVA_API_HOST_URL);
    expect(stravaApiUrl(new Date('2028-01-01T00:00:00Z'))).toBe(STRAVA_API_HOST_URL);
    const simulator = { beforeSplit: 'http://127.0.0.1:3001/api/v3', apiHost: 'http://127.0.0.1:3003' };
    expect(stravaApiUrl(new Date('2027-01-03T23:59:59.999Z'), simulator)).toBe(simulator.beforeSplit);
    expect(stravaApiUrl(new Date('2027-01-04T00:00:00Z'), simulator)).toBe(simulator.apiHost);
  });

  it('serves /oauth/deauthorize until 2027-06-01, not from then on', () => {
    expect(stravaServesDeauthorize(new Date('2027-05-31T23:59:59.999Z'))).toBe(true);
    expect(stravaServesDeauthorize(new Date('2027-06-01T00:00:00Z'))).toBe(false);
  });
});
