import { haversineMetres, measureTrack, positionAt, type TrackPoint } from './track';

const START = Date.parse('2026-05-01T06:00:00Z');
/** Metres per degree of latitude on the mean Earth radius. */
const DEGREE_METRES = 111_195;

/** A point `seconds` after START, `metresNorth` of Pole Mokotowskie. */
function point(seconds: number, metresNorth: number | null): TrackPoint {
  return { time: START + seconds * 1000, position: metresNorth === null ? null : { lat: 52.2125 + metresNorth / DEGREE_METRES, lon: 20.9985 } };
}

describe('haversineMetres', () => {
  it('measures a degree of latitude as 111.2 km and of longitude on the equator the same', () => {
    expect(haversineMetres({ lat: 52, lon: 21 }, { lat: 53, lon: 21 })).toBeCloseTo(DEGREE_METRES, -1);
    expect(haversineMetres({ lat: 0, lon: 21 }, { lat: 0, lon: 22 })).toBeCloseTo(DEGREE_METRES, -1);
  });

  it('measures Warsaw to Kraków (their centres) as the 252 km atlases give', () => {
    expect(haversineMetres({ lat: 52.2297, lon: 21.0122 }, { lat: 50.0614, lon: 19.9366 }) / 1000).toBeCloseTo(252.5, 0);
  });
});

describe('positionAt', () => {
  it('takes degrees in range and leaves out the impossible and the (0, 0) of apps without a fix', () => {
    expect(positionAt(52.2, 21)).toEqual({ lat: 52.2, lon: 21 });
    expect([positionAt(91, 21), positionAt(52, 181), positionAt(null, 21), positionAt(0, 0)]).toEqual([null, null, null, null]);
  });
});

describe('measureTrack', () => {
  it('adds up the distance and the time between points', () => {
    const track = measureTrack([[point(0, 0), point(10, 30), point(20, 60)]]);
    expect(track).toEqual({ distanceMetres: expect.closeTo(60, 1), movingSeconds: 20, teleport: false, points: 3, startTime: START, endTime: START + 20_000 });
  });

  it('counts a gap of up to 5 minutes as motion, and a longer one as a pause: neither its time nor its distance', () => {
    expect(measureTrack([[point(0, 0), point(300, 900)]])).toMatchObject({ distanceMetres: expect.closeTo(900, 0), movingSeconds: 300 });
    expect(measureTrack([[point(0, 0), point(301, 900)]])).toMatchObject({ distanceMetres: 0, movingSeconds: 0 });
  });

  it('measures each segment on its own and never walks across the gap between two', () => {
    const track = measureTrack([[point(0, 0), point(10, 30)], [point(20, 3000), point(30, 3030)]]);
    expect(track).toMatchObject({ distanceMetres: expect.closeTo(60, 1), movingSeconds: 20, points: 4, endTime: START + 30_000 });
  });

  it('counts the time of points without a position, and the distance between the placed ones around them', () => {
    const track = measureTrack([[point(0, 0), point(10, null), point(20, 60)]]);
    expect(track).toMatchObject({ distanceMetres: expect.closeTo(60, 1), movingSeconds: 20, points: 3 });
  });

  it('counts no motion where the time runs backwards', () => {
    expect(measureTrack([[point(10, 0), point(0, 30)]])).toMatchObject({ distanceMetres: 0, movingSeconds: 0, startTime: START, endTime: START + 10_000 });
  });

  it('finds a jump of a kilometre or more faster than 300 km/h, in a segment, across a pause or between segments', () => {
    const metresPerSecondAt300 = 300 / 3.6;
    expect(measureTrack([[point(0, 0), point(12, 12 * metresPerSecondAt300 - 1)]]).teleport).toBe(false);
    expect(measureTrack([[point(0, 0), point(12, 12 * metresPerSecondAt300 + 1)]]).teleport).toBe(true);
    expect(measureTrack([[point(0, 0), point(600, 60_000)]]).teleport).toBe(true);
    expect(measureTrack([[point(0, 0)], [point(60, 10_000)]]).teleport).toBe(true);
    expect(measureTrack([[point(0, 0)], [point(600, 10_000)]]).teleport).toBe(false);
  });

  it('takes one bad GPS fix, a few hundred metres off, for noise, not a jump', () => {
    expect(measureTrack([[point(0, 0), point(2, 184), point(4, 8)]]).teleport).toBe(false);
    expect(measureTrack([[point(0, 0), point(1, 999)]]).teleport).toBe(false);
  });

  it('takes two points of the same second as a second apart, as most files time their points in whole seconds', () => {
    expect(measureTrack([[point(0, 0), point(0, 1100)]]).teleport).toBe(true);
    expect(measureTrack([[point(0, 0), point(0, 900)]]).teleport).toBe(false);
  });

  it('measures nothing of no points', () => {
    expect(measureTrack([[], []])).toEqual({ distanceMetres: 0, movingSeconds: 0, teleport: false, points: 0, startTime: null, endTime: null });
  });
});
