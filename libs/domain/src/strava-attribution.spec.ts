import { garminAttribution } from './strava-attribution';

describe('garminAttribution', () => {
  it('credits Garmin for a device Strava names as Garmin’s', () => {
    expect(garminAttribution('Garmin Forerunner 265')).toBe('Garmin Forerunner 265');
    expect(garminAttribution(' garmin Edge 1040 ')).toBe('garmin Edge 1040');
    expect(garminAttribution('Forerunner 955 (Garmin)')).toBe('Garmin Forerunner 955 (Garmin)');
  });

  it('credits nobody for another device, or none', () => {
    for (const device of ['Strava App', 'Apple Watch Series 9', 'Wahoo ELEMNT', 'Garminator 3000', '', null]) expect(garminAttribution(device)).toBeNull();
  });
});
