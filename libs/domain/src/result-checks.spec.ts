import type { ActivityTypeKey } from '@lesne/contracts';
import { MANUAL_MAX_DISTANCE_KM } from './limits';
import {
  DAY_LIMIT_KM,
  DUPLICATE_DISTANCE_KM,
  DUPLICATE_DISTANCE_RATIO,
  RIDE_DAY_LIMIT_KM,
  RIDE_WORLD_RECORDS,
  RUN_DAY_LIMIT_KM,
  RUN_WORLD_RECORDS,
  SWIM_DAY_LIMIT_KM,
  SWIM_WORLD_RECORDS,
  WALK_WORLD_RECORDS,
  findDuplicate,
  plausibilityProblem,
  type Candidate,
} from './result-checks';

const HOUR = 3600;

function check(typeKey: ActivityTypeKey, km: number, elapsedSeconds: number | null, dayKmBefore = 0) {
  return plausibilityProblem({ typeKey, km, elapsedSeconds, dayKmBefore });
}

describe('world records', () => {
  it('are listed shortest first, each slower than the one before', () => {
    for (const records of [RUN_WORLD_RECORDS, WALK_WORLD_RECORDS, SWIM_WORLD_RECORDS, RIDE_WORLD_RECORDS]) {
      for (let i = 1; i < records.length; i += 1) {
        expect(records[i].km).toBeGreaterThan(records[i - 1].km);
        expect(records[i].km / records[i].seconds).toBeLessThan(records[i - 1].km / records[i - 1].seconds);
      }
    }
  });
});

describe('plausibilityProblem', () => {
  it('passes ordinary results of every sport', () => {
    expect(check('run', 10, 55 * 60)).toBeNull();
    expect(check('walk', 6, HOUR + 15 * 60)).toBeNull();
    expect(check('ride', 80, 3 * HOUR)).toBeNull();
    expect(check('swim', 2, 50 * 60)).toBeNull();
    expect(check('skate', 30, HOUR)).toBeNull();
    expect(check('other', 3, 60)).toBeNull();
  });

  it('flags a result longer than a manual one may be, from just above the limit', () => {
    expect(MANUAL_MAX_DISTANCE_KM).toBe(500);
    expect(check('ride', 500, 20 * HOUR)).toBeNull();
    expect(check('ride', 500.01, 20 * HOUR)).toBe('beyondManualLimit');
    expect(check('waterSports', 600, null)).toBe('beyondManualLimit');
    expect(check('run', 600, 60)).toBe('beyondManualLimit');
  });

  describe('speed for the sport', () => {
    it('flags a run faster than the 100 m sprint record at any distance, but not at the record itself', () => {
      expect(check('run', 0.1, 9.58)).toBeNull();
      expect(check('run', 0.1, 9.57)).toBe('speedForSport');
      expect(check('run', 0.05, 4)).toBe('speedForSport');
      expect(check('run', 20, 30 * 60)).toBe('speedForSport'); // 40 km/h: a ride
    });

    it('flags a walk faster than the 20 km race-walking record, at any distance', () => {
      expect(check('walk', 20, 4570)).toBeNull();
      expect(check('walk', 20, 4569)).toBe('speedForSport');
      expect(check('walk', 5, 15 * 60)).toBe('speedForSport'); // 20 km/h: a run
      expect(check('walk', 5, 20 * 60)).toBeNull(); // 15 km/h: a race walker's
    });

    it('flags a swim faster than the 50 m record and a ride faster than the 1 km time trial', () => {
      expect(check('swim', 1, 6 * 60)).toBe('speedForSport'); // 10 km/h
      expect(check('swim', 0.05, 20.91)).toBeNull();
      expect(check('ride', 30, 20 * 60)).toBe('speedForSport'); // 90 km/h: a car
      expect(check('ride', 1, 55.433)).toBeNull();
      expect(check('ride', 1, 55.4)).toBe('speedForSport');
    });

    it('treats no elapsed time at all as infinitely fast', () => {
      expect(check('run', 5, 0)).toBe('speedForSport');
      expect(check('run', 0, 0)).toBeNull();
    });
  });

  describe('faster than the world record over the distance', () => {
    it('flags a run faster than the record at its distance', () => {
      expect(check('run', 10, 1571)).toBeNull();
      expect(check('run', 10, 1570)).toBe('tooFast');
      expect(check('run', 42.195, 2 * HOUR)).toBe('tooFast');
      expect(check('run', 42.195, 7235)).toBeNull();
      expect(check('run', 100, 6 * HOUR)).toBe('tooFast');
    });

    it('between record distances, compares with the nearer shorter one, which any honest result is slower than', () => {
      // 15 km at 10 000 m record pace (22.9 km/h) is not flagged; faster is
      expect(check('run', 15, 15 * 157.1)).toBeNull();
      expect(check('run', 15, 15 * 157.1 - 1)).toBe('tooFast');
      // 300 km at 16.5 km/h: beyond 100 km, the 100 km record (16.4 km/h) holds
      expect(check('run', 300, (300 / 16.5) * HOUR)).toBe('tooFast');
    });

    it('flags walks, swims and rides too', () => {
      expect(check('walk', 50, 12_753)).toBeNull();
      expect(check('walk', 50, 3.5 * HOUR)).toBe('tooFast');
      expect(check('swim', 1.5, 870.67)).toBeNull();
      expect(check('swim', 1.5, 860)).toBe('tooFast');
      expect(check('swim', 3.8, 36 * 60)).toBe('tooFast');
      expect(check('ride', 56.792, HOUR)).toBeNull();
      expect(check('ride', 100, 1.7 * HOUR)).toBe('tooFast');
      expect(check('ride', 4, 239)).toBe('tooFast');
    });

    it('leaves sports without records unchecked for speed', () => {
      for (const typeKey of ['skate', 'winterSports', 'waterSports', 'wheelchair', 'other'] as const) expect(check(typeKey, 50, 10 * 60)).toBeNull();
    });

    it('does not check manual results for speed', () => {
      expect(check('run', 42.195, null)).toBeNull();
    });
  });

  describe("the day's total", () => {
    it('flags a result taking the day beyond the 24-hour record of its sport, from just above it', () => {
      expect(check('run', 19.614, null, 300)).toBeNull();
      expect(check('run', 19.62, null, 300)).toBe('dayTotal');
      expect(check('swim', 3.58, null, 100)).toBeNull();
      expect(check('swim', 4, null, 100)).toBe('dayTotal');
      expect(check('ride', 400, 12 * HOUR, 700)).toBe('dayTotal');
      expect(check('ride', 300, 12 * HOUR, 700)).toBeNull();
    });

    it('limits walks by the running record, other human-powered sports by the cycling one, water sports not at all', () => {
      expect(DAY_LIMIT_KM.walk).toBe(RUN_DAY_LIMIT_KM);
      expect(DAY_LIMIT_KM.swim).toBe(SWIM_DAY_LIMIT_KM);
      expect(check('walk', 30, null, 300)).toBe('dayTotal');
      expect(check('skate', 100, null, RIDE_DAY_LIMIT_KM - 99)).toBe('dayTotal');
      expect(check('skate', 100, null, RIDE_DAY_LIMIT_KM - 100)).toBeNull();
      expect(check('waterSports', 400, null, 5000)).toBeNull();
    });
  });

  it('gives the distance limit first, then speed, then the day', () => {
    expect(check('run', 501, 60, 1000)).toBe('beyondManualLimit');
    expect(check('run', 50, 60, 1000)).toBe('speedForSport');
    expect(check('run', 50, 2 * HOUR, 1000)).toBe('tooFast');
  });
});

describe('findDuplicate', () => {
  const strava = (id: number, start: string, minutes: number, km: number): Candidate => ({
    id,
    startTime: new Date(start),
    elapsedSeconds: minutes * 60,
    day: start.slice(0, 10),
    km,
    source: 'integrated',
  });
  const manual = (id: number | undefined, day: string, km: number): Candidate => ({
    id,
    startTime: new Date(`${day}T10:00:00Z`),
    elapsedSeconds: null,
    day,
    km,
    source: 'manual',
  });

  it('finds the same activity recorded by two devices', () => {
    const watch = strava(1, '2026-06-10T06:00:00Z', 60, 10.2);
    const bikeComputer = strava(2, '2026-06-10T06:01:00Z', 58, 10);
    expect(findDuplicate(bikeComputer, [watch])).toBe(watch);
  });

  it('needs the times to overlap: back to back is two activities', () => {
    const first = strava(1, '2026-06-10T06:00:00Z', 60, 10);
    expect(findDuplicate(strava(2, '2026-06-10T07:00:00Z', 60, 10), [first])).toBeNull();
    expect(findDuplicate(strava(2, '2026-06-10T06:59:59Z', 60, 10), [first])).toBe(first);
    expect(findDuplicate(strava(2, '2026-06-10T05:00:00Z', 60, 10), [first])).toBeNull();
    expect(findDuplicate(strava(2, '2026-06-10T05:00:01Z', 60, 10), [first])).toBe(first);
    expect(findDuplicate(strava(2, '2026-06-10T06:00:00Z', 0, 10), [strava(1, '2026-06-10T06:00:00Z', 0, 10)])).not.toBeNull();
  });

  it('finds timed results overlapping across midnight', () => {
    const beforeMidnight = { ...strava(1, '2026-06-10T21:50:00Z', 30, 5), day: '2026-06-10' };
    const afterMidnight = { ...strava(2, '2026-06-10T22:05:00Z', 15, 5), day: '2026-06-11' };
    expect(findDuplicate(afterMidnight, [beforeMidnight])).toBe(beforeMidnight);
  });

  it('matches a manual result with any Strava result of its day, either way round', () => {
    const typed = manual(1, '2026-06-10', 10);
    const imported = strava(2, '2026-06-10T17:00:00Z', 60, 10.4);
    expect(findDuplicate(imported, [typed])).toBe(typed);
    expect(findDuplicate(manual(undefined, '2026-06-10', 10), [imported])).toBe(imported);
    expect(findDuplicate(strava(3, '2026-06-11T17:00:00Z', 60, 10), [typed])).toBeNull();
  });

  it('never pairs two manual results: two similar walks a day are common', () => {
    expect(findDuplicate(manual(2, '2026-06-10', 3), [manual(1, '2026-06-10', 3)])).toBeNull();
  });

  it(`takes distances within ${DUPLICATE_DISTANCE_RATIO * 100}% or ${DUPLICATE_DISTANCE_KM} km as similar, and no farther`, () => {
    const ten = strava(1, '2026-06-10T06:00:00Z', 60, 10);
    expect(findDuplicate(strava(2, '2026-06-10T06:00:00Z', 60, 9), [ten])).toBe(ten);
    expect(findDuplicate(strava(2, '2026-06-10T06:00:00Z', 60, 8.99), [ten])).toBeNull();
    expect(findDuplicate(strava(2, '2026-06-10T06:00:00Z', 60, 11.12), [ten])).toBeNull();
    expect(findDuplicate(strava(2, '2026-06-10T06:00:00Z', 60, 11.11), [ten])).toBe(ten);
    const two = strava(1, '2026-06-10T06:00:00Z', 20, 2);
    expect(findDuplicate(strava(2, '2026-06-10T06:00:00Z', 20, 2.5), [two])).toBe(two);
    expect(findDuplicate(strava(2, '2026-06-10T06:00:00Z', 20, 2.51), [two])).toBeNull();
  });

  it('skips the candidate itself and returns the first match of the others', () => {
    const candidate = strava(5, '2026-06-10T06:00:00Z', 60, 10);
    const first = strava(1, '2026-06-10T06:10:00Z', 60, 10);
    const second = strava(2, '2026-06-10T06:00:00Z', 60, 10);
    expect(findDuplicate(candidate, [candidate, { ...candidate }, first, second])).toBe(first);
    expect(findDuplicate(candidate, [])).toBeNull();
  });
});
