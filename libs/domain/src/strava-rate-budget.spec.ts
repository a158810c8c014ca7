import {
  STRAVA_BUDGET_SAFETY,
  budgetWait,
  dayWindowStart,
  nextDayWindow,
  nextShortWindow,
  parseStravaRateHeaders,
  shortWindowStart,
  type RateWindows,
  type StravaRateState,
} from './strava-rate-budget';

describe('parseStravaRateHeaders', () => {
  const wire = {
    'X-Ratelimit-Limit': '200,2000',
    'X-Ratelimit-Usage': '12,340',
    'X-Readratelimit-Limit': '100,1000',
    'X-Readratelimit-Usage': '10,300',
  };
  const expected = { limit: { overall: [200, 2000], read: [100, 1000] }, usage: { overall: [12, 340], read: [10, 300] } };

  function lookup(headers: Record<string, string>) {
    return (name: string) => headers[name];
  }

  it('reads the four headers as Strava sends them, documents them, and Node or fetch keep them', () => {
    expect(parseStravaRateHeaders(lookup(wire))).toEqual(expected);
    const lowerCase = Object.fromEntries(Object.entries(wire).map(([name, value]) => [name.toLowerCase(), value]));
    expect(parseStravaRateHeaders(lookup(lowerCase))).toEqual(expected);
    expect(parseStravaRateHeaders((name) => new Headers(wire).get(name))).toEqual(expected);
    const documented = {
      'X-RateLimit-Limit': '200,2000',
      'X-RateLimit-Usage': '12,340',
      'X-ReadRateLimit-Limit': '100,1000',
      'X-ReadRateLimit-Usage': '10,300',
    };
    expect(parseStravaRateHeaders(lookup(documented))).toEqual(expected);
  });

  it('takes spaces around the numbers and usage above the limit', () => {
    expect(parseStravaRateHeaders(lookup({ ...wire, 'X-Ratelimit-Limit': ' 600, 30000 ', 'X-Ratelimit-Usage': '692,29300' }))).toMatchObject({
      limit: { overall: [600, 30000] },
      usage: { overall: [692, 29300] },
    });
  });

  it('holds reads to the overall limit when the read headers are missing or malformed, as one bucket', () => {
    const { 'X-Readratelimit-Limit': _limit, 'X-Readratelimit-Usage': _usage, ...overallOnly } = wire;
    const oneBucket = { limit: { overall: [200, 2000], read: [200, 2000] }, usage: { overall: [12, 340], read: [12, 340] } };
    expect(parseStravaRateHeaders(lookup(overallOnly))).toEqual(oneBucket);
    const { 'X-Readratelimit-Usage': _dropped, ...withoutReadUsage } = wire;
    expect(parseStravaRateHeaders(lookup(withoutReadUsage))).toEqual(oneBucket);
    expect(parseStravaRateHeaders(lookup({ ...wire, 'X-Readratelimit-Usage': '10' }))).toEqual(oneBucket);

    const parsed = parseStravaRateHeaders(lookup(overallOnly))!;
    parsed.usage.read[0] = 200;
    expect(parsed.usage.overall).toEqual([12, 340]);
  });

  it('is null when an overall header is missing or is not two whole numbers', () => {
    expect(parseStravaRateHeaders(() => null)).toBeNull();
    expect(parseStravaRateHeaders(() => undefined)).toBeNull();
    const { 'X-Ratelimit-Usage': _dropped, ...withoutUsage } = wire;
    expect(parseStravaRateHeaders(lookup(withoutUsage))).toBeNull();
    for (const bad of ['', '200', '200,', '200,2000,3', '-1,2000', '1.5,2000', 'abc,def', '200;2000']) {
      expect([bad, parseStravaRateHeaders(lookup({ ...wire, 'X-Ratelimit-Usage': bad }))]).toEqual([bad, null]);
    }
  });
});

describe('windows', () => {
  it('start on the quarter hour (UTC, and so in Warsaw too) and end at the next', () => {
    expect(shortWindowStart(new Date('2026-06-10T10:14:59.999Z'))).toEqual(new Date('2026-06-10T10:00:00Z'));
    expect(shortWindowStart(new Date('2026-06-10T10:15:00Z'))).toEqual(new Date('2026-06-10T10:15:00Z'));
    expect(nextShortWindow(new Date('2026-06-10T10:15:00Z'))).toEqual(new Date('2026-06-10T10:30:00Z'));
    expect(nextShortWindow(new Date('2026-06-10T23:59:00Z'))).toEqual(new Date('2026-06-11T00:00:00Z'));
  });

  it('make the day from midnight UTC, not Warsaw, across daylight saving', () => {
    expect(dayWindowStart(new Date('2026-03-29T23:30:00Z'))).toEqual(new Date('2026-03-29T00:00:00Z'));
    expect(nextDayWindow(new Date('2026-03-29T23:30:00Z'))).toEqual(new Date('2026-03-30T00:00:00Z'));
    expect(dayWindowStart(new Date('2026-10-25T00:00:00Z'))).toEqual(new Date('2026-10-25T00:00:00Z'));
    expect(nextDayWindow(new Date('2026-10-24T23:59:59.999Z'))).toEqual(new Date('2026-10-25T00:00:00Z'));
  });

  it('scale down for the simulator: a day of 96 short windows from epoch multiples', () => {
    const windowMs = 1000;
    expect(shortWindowStart(new Date(12_345), windowMs)).toEqual(new Date(12_000));
    expect(nextShortWindow(new Date(12_345), windowMs)).toEqual(new Date(13_000));
    expect(dayWindowStart(new Date(100_000), windowMs)).toEqual(new Date(96_000));
    expect(nextDayWindow(new Date(100_000), windowMs)).toEqual(new Date(192_000));
    expect(nextDayWindow(new Date(95_999), windowMs)).toEqual(new Date(96_000));
  });
});

describe('budgetWait', () => {
  const now = new Date('2026-06-10T10:07:00Z');
  const nextQuarter = new Date('2026-06-10T10:15:00Z');
  const nextDay = new Date('2026-06-11T00:00:00Z');
  const limit: RateWindows = { overall: [200, 2000], read: [100, 1000] };

  function state(usage: Partial<RateWindows>, observedAt?: Date): StravaRateState {
    return { limit, usage: { overall: [0, 0], read: [0, 0], ...usage }, observedAt };
  }

  it(`lets a request go while ${STRAVA_BUDGET_SAFETY} stays free after it`, () => {
    expect(budgetWait(state({}), 'read', now)).toBeNull();
    expect(budgetWait(state({ read: [98, 500], overall: [98, 500] }), 'read', now)).toBeNull();
    expect(budgetWait(state({ read: [99, 500], overall: [99, 500] }), 'read', now)).toEqual(nextQuarter);
  });

  it('waits for the next quarter hour when the short window is full, the next UTC midnight when the day is', () => {
    expect(budgetWait(state({ read: [100, 500], overall: [100, 500] }), 'read', now)).toEqual(nextQuarter);
    expect(budgetWait(state({ read: [10, 999], overall: [10, 999] }), 'read', now)).toEqual(nextDay);
    expect(budgetWait(state({ read: [10, 998], overall: [10, 998] }), 'read', now)).toBeNull();
  });

  it('waits for the later reset when both windows are full, and past a 429 that pushed usage over the limit', () => {
    expect(budgetWait(state({ read: [100, 1000], overall: [100, 1000] }), 'read', now)).toEqual(nextDay);
    expect(budgetWait(state({ read: [150, 500], overall: [150, 500] }), 'read', now)).toEqual(nextQuarter);
  });

  it('charges a read to both buckets, anything else to the overall one only', () => {
    const overallFull = state({ read: [50, 500], overall: [199, 1500] });
    expect(budgetWait(overallFull, 'read', now)).toEqual(nextQuarter);
    expect(budgetWait(overallFull, 'overall', now)).toEqual(nextQuarter);
    const readsFull = state({ read: [100, 999], overall: [120, 1500] });
    expect(budgetWait(readsFull, 'read', now)).toEqual(nextDay);
    expect(budgetWait(readsFull, 'overall', now)).toBeNull();
    expect(budgetWait(state({ read: [10, 500], overall: [10, 1999] }), 'overall', now)).toEqual(nextDay);
  });

  it('forgets usage read in a window that has ended since', () => {
    const shortFull = { read: [100, 500], overall: [100, 500] } as RateWindows;
    expect(budgetWait(state(shortFull, new Date('2026-06-10T09:59:59Z')), 'read', now)).toBeNull();
    expect(budgetWait(state(shortFull, new Date('2026-06-10T10:00:00Z')), 'read', now)).toEqual(nextQuarter);
    const dayFull = { read: [10, 1000], overall: [10, 1000] } as RateWindows;
    expect(budgetWait(state(dayFull, new Date('2026-06-09T23:59:59Z')), 'read', now)).toBeNull();
    expect(budgetWait(state(dayFull, new Date('2026-06-10T00:00:00Z')), 'read', now)).toEqual(nextDay);
  });

  it('uses the scaled windows of the simulator', () => {
    const windowMs = 1000;
    const simulated = new Date(100_500);
    expect(budgetWait(state({ read: [100, 500], overall: [100, 500] }), 'read', simulated, windowMs)).toEqual(new Date(101_000));
    expect(budgetWait(state({ read: [1, 1000], overall: [1, 1000] }), 'read', simulated, windowMs)).toEqual(new Date(192_000));
    expect(budgetWait(state({ read: [100, 500], overall: [100, 500] }, new Date(99_999)), 'read', simulated, windowMs)).toBeNull();
  });
});
