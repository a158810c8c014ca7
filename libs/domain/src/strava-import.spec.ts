import {
  accessTypeFromScope,
  activityTypeForSport,
  confirmedScope,
  ownResyncAvailableAt,
  hasActivityAccess,
  isVirtual,
  metresToKm,
  stravaImportDecision,
  type StravaImportInput,
} from './strava-import';

describe('activityTypeForSport', () => {
  // all 56 sport_type values of docs/product.md#strava-activities
  const expected: Record<string, string> = {
    Ride: 'ride', MountainBikeRide: 'ride', GravelRide: 'ride', EBikeRide: 'ride', EMountainBikeRide: 'ride', VirtualRide: 'ride', Velomobile: 'ride',
    Run: 'run', TrailRun: 'run', VirtualRun: 'run',
    Walk: 'walk', Hike: 'walk',
    Swim: 'swim',
    InlineSkate: 'skate', IceSkate: 'skate', RollerSki: 'skate',
    AlpineSki: 'winterSports', BackcountrySki: 'winterSports', NordicSki: 'winterSports', Snowboard: 'winterSports', Snowshoe: 'winterSports',
    Canoeing: 'waterSports', Kayaking: 'waterSports', Rowing: 'waterSports', VirtualRow: 'waterSports', StandUpPaddling: 'waterSports',
    Surfing: 'waterSports', Kitesurf: 'waterSports', Windsurf: 'waterSports', Sail: 'waterSports',
    Wheelchair: 'wheelchair', Handcycle: 'wheelchair',
    Badminton: 'other', Basketball: 'other', Cricket: 'other', Crossfit: 'other', Dance: 'other', Elliptical: 'other', Golf: 'other',
    HighIntensityIntervalTraining: 'other', Padel: 'other', PhysicalTherapy: 'other', Pickleball: 'other', Pilates: 'other',
    Racquetball: 'other', RockClimbing: 'other', Skateboard: 'other', Soccer: 'other', Squash: 'other', StairStepper: 'other',
    TableTennis: 'other', Tennis: 'other', Volleyball: 'other', WeightTraining: 'other', Workout: 'other', Yoga: 'other',
  };

  it('maps every sport type Strava documents', () => {
    expect(Object.keys(expected)).toHaveLength(56);
    for (const [sportType, typeKey] of Object.entries(expected)) expect([sportType, activityTypeForSport(sportType)]).toEqual([sportType, typeKey]);
  });

  it('counts sport types Strava adds later, odd spellings and object keys as other', () => {
    for (const sportType of ['Hyrox', 'ride', 'RUN', '', 'constructor', 'toString', '__proto__']) expect(activityTypeForSport(sportType)).toBe('other');
  });
});

describe('metresToKm', () => {
  it('keeps two decimals and rounds halves up', () => {
    expect(metresToKm(10_000)).toBe(10);
    expect(metresToKm(1234.4)).toBe(1.23);
    expect(metresToKm(1235)).toBe(1.24);
    expect(metresToKm(1234.99)).toBe(1.23);
    expect(metresToKm(5004.9)).toBe(5);
    expect(metresToKm(5005)).toBe(5.01);
    expect(metresToKm(0)).toBe(0);
    expect(metresToKm(4.9)).toBe(0);
    expect(metresToKm(42_195)).toBe(42.2);
  });
});

describe('accessTypeFromScope and hasActivityAccess', () => {
  it('is full only with activity:read_all', () => {
    expect(accessTypeFromScope('read,activity:read_all')).toBe('full');
    expect(accessTypeFromScope('activity:read_all')).toBe('full');
    expect(accessTypeFromScope('read, activity:read_all')).toBe('full');
    expect(accessTypeFromScope('read,activity:read')).toBe('restricted');
    expect(accessTypeFromScope('read,read_all')).toBe('restricted');
    expect(accessTypeFromScope('')).toBe('restricted');
  });

  it('has activity access with either activity scope, never with read alone', () => {
    expect(hasActivityAccess('read,activity:read')).toBe(true);
    expect(hasActivityAccess('read,activity:read_all')).toBe(true);
    expect(hasActivityAccess('read')).toBe(false);
    expect(hasActivityAccess('read,read_all,profile:read_all')).toBe(false);
    expect(hasActivityAccess('activity:write')).toBe(false);
    expect(hasActivityAccess('')).toBe(false);
  });
});

describe('isVirtual', () => {
  it('is a trainer session or a virtual sport type', () => {
    expect(isVirtual({ sport_type: 'Ride', trainer: true })).toBe(true);
    expect(isVirtual({ sport_type: 'VirtualRide', trainer: false })).toBe(true);
    expect(isVirtual({ sport_type: 'VirtualRun', trainer: false })).toBe(true);
    expect(isVirtual({ sport_type: 'VirtualRow', trainer: false })).toBe(true);
    expect(isVirtual({ sport_type: 'Ride', trainer: false })).toBe(false);
    expect(isVirtual({ sport_type: 'Run', trainer: false })).toBe(false);
  });
});

describe('stravaImportDecision', () => {
  function input(overrides: { activity?: Partial<StravaImportInput['activity']>; event?: Partial<StravaImportInput['event']> } & Partial<Omit<StravaImportInput, 'activity' | 'event'>> = {}): StravaImportInput {
    return {
      activity: { sport_type: 'Run', distance: 10_004, start_date: '2026-06-10T05:30:00Z', private: false, trainer: false, ...overrides.activity },
      event: { dateFrom: '2026-06-01', dateTo: '2026-06-30', ...overrides.event },
      accessType: overrides.accessType ?? 'restricted',
      countVirtual: overrides.countVirtual ?? false,
    };
  }

  it('imports an activity inside the event with its Warsaw day, km, type and start', () => {
    expect(stravaImportDecision(input())).toEqual({
      import: true,
      day: '2026-06-10',
      km: 10,
      typeKey: 'run',
      startTime: new Date('2026-06-10T05:30:00Z'),
    });
    expect(stravaImportDecision(input({ activity: { sport_type: 'GravelRide', distance: 42_195 } }))).toMatchObject({ import: true, km: 42.2, typeKey: 'ride' });
  });

  it('dates by the Warsaw day: a late-evening UTC start belongs to the next day', () => {
    // 22:30 UTC in June is 00:30 in Warsaw (UTC+2)
    expect(stravaImportDecision(input({ activity: { start_date: '2026-06-30T22:30:00Z' } }))).toEqual({ import: false, reason: 'outsideEvent' });
    expect(stravaImportDecision(input({ activity: { start_date: '2026-05-31T22:00:00Z' } }))).toMatchObject({ import: true, day: '2026-06-01' });
    expect(stravaImportDecision(input({ activity: { start_date: '2026-05-31T21:59:59Z' } }))).toEqual({ import: false, reason: 'outsideEvent' });
  });

  it('keeps the first and last day of the event, across a daylight-saving change', () => {
    const event = { dateFrom: '2026-03-29', dateTo: '2026-10-25' };
    // 2026-03-29 starts at 23:00 UTC the day before (still winter time); 2026-10-25 ends at 23:00 UTC (winter time again)
    expect(stravaImportDecision(input({ event, activity: { start_date: '2026-03-28T23:00:00Z' } }))).toMatchObject({ import: true, day: '2026-03-29' });
    expect(stravaImportDecision(input({ event, activity: { start_date: '2026-03-28T22:59:59Z' } }))).toEqual({ import: false, reason: 'outsideEvent' });
    expect(stravaImportDecision(input({ event, activity: { start_date: '2026-10-25T22:59:59Z' } }))).toMatchObject({ import: true, day: '2026-10-25' });
    expect(stravaImportDecision(input({ event, activity: { start_date: '2026-10-25T23:00:00Z' } }))).toEqual({ import: false, reason: 'outsideEvent' });
  });

  it('has no end with no end date, and no start without a start date', () => {
    expect(stravaImportDecision(input({ event: { dateTo: null }, activity: { start_date: '2031-01-01T12:00:00Z' } }))).toMatchObject({ import: true, day: '2031-01-01' });
    expect(stravaImportDecision(input({ event: { dateTo: null }, activity: { start_date: '2026-05-31T12:00:00Z' } }))).toEqual({ import: false, reason: 'outsideEvent' });
    expect(stravaImportDecision(input({ event: { dateFrom: null } }))).toEqual({ import: false, reason: 'outsideEvent' });
  });

  it('imports Only You activities only with full access', () => {
    expect(stravaImportDecision(input({ activity: { private: true } }))).toEqual({ import: false, reason: 'private' });
    expect(stravaImportDecision(input({ activity: { private: true }, accessType: 'full' }))).toMatchObject({ import: true });
  });

  it('skips an activity without kilometres (yoga, a gym session), also one under 5 metres, which rounds to 0.00 km', () => {
    expect(stravaImportDecision(input({ activity: { sport_type: 'Yoga', distance: 0 } }))).toEqual({ import: false, reason: 'noDistance' });
    expect(stravaImportDecision(input({ activity: { sport_type: 'WeightTraining', distance: 4.9 } }))).toEqual({ import: false, reason: 'noDistance' });
    expect(stravaImportDecision(input({ activity: { sport_type: 'Walk', distance: 5 } }))).toMatchObject({ import: true, km: 0.01 });
  });

  it('imports virtual and trainer activities only when the company counts them', () => {
    expect(stravaImportDecision(input({ activity: { sport_type: 'VirtualRide' } }))).toEqual({ import: false, reason: 'virtual' });
    expect(stravaImportDecision(input({ activity: { trainer: true } }))).toEqual({ import: false, reason: 'virtual' });
    expect(stravaImportDecision(input({ activity: { sport_type: 'VirtualRide' }, countVirtual: true }))).toMatchObject({ import: true, typeKey: 'ride' });
    expect(stravaImportDecision(input({ activity: { trainer: true }, countVirtual: true }))).toMatchObject({ import: true, typeKey: 'run' });
  });

  it('gives the first reason that applies: dates, then privacy, then virtual', () => {
    const everything = { activity: { start_date: '2026-07-15T10:00:00Z', private: true, trainer: true } };
    expect(stravaImportDecision(input(everything))).toEqual({ import: false, reason: 'outsideEvent' });
    expect(stravaImportDecision(input({ activity: { private: true, trainer: true } }))).toEqual({ import: false, reason: 'private' });
  });
});

describe('confirmedScope', () => {
  it('takes Strava’s refusal over a claim of activity access', () => {
    expect(confirmedScope('read,activity:read_all', false)).toBe('read');
    expect(confirmedScope('activity:read', false)).toBe('');
  });

  it('adds the activity access Strava showed when the claim left it out', () => {
    expect(confirmedScope('read', true)).toBe('read,activity:read');
    expect(confirmedScope('', true)).toBe('activity:read');
    expect(confirmedScope('read,activity:read_all', true)).toBe('read,activity:read_all');
  });

  it('keeps the claim when Strava could not answer', () => {
    expect(confirmedScope('read,activity:read_all', null)).toBe('read,activity:read_all');
    expect(confirmedScope('read', null)).toBe('read');
  });
});

describe('ownResyncAvailableAt', () => {
  const now = new Date('2026-11-27T12:00:00Z');

  it('lets a user ask now when they never asked, or asked an hour ago or more', () => {
    expect(ownResyncAvailableAt(null, now)).toBeNull();
    expect(ownResyncAvailableAt(new Date('2026-11-27T11:00:00Z'), now)).toBeNull();
  });

  it('tells when an hour after their last request is up', () => {
    expect(ownResyncAvailableAt(new Date('2026-11-27T11:20:00Z'), now)).toEqual(new Date('2026-11-27T12:20:00Z'));
  });
});
