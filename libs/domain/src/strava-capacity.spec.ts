import { parseStravaCapacityHeaders } from './strava-capacity';

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
