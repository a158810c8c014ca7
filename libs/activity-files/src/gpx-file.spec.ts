import { gpxFile, gzip, warsawTrack, type TrackSample } from '../testing/activity-file-builders';
import { parsedActivity } from '../testing/parsed-activity';
import { parseActivityFile } from './activity-file';

const START = new Date('2026-05-01T06:00:00Z');
const NOW = new Date('2026-05-01T12:00:00Z');

function minutesAfter(sample: TrackSample, minutes: number): Date {
  return new Date(sample.time.getTime() + minutes * 60_000);
}

describe('a GPX file', () => {
  const run = warsawTrack({ metres: 5000, start: START, pace: 330 });
  const last = run[run.length - 1];

  it('is measured along its points: distance, start, elapsed and moving time, sport and creator', () => {
    const activity = parsedActivity('poranny-bieg.gpx', gpxFile({ tracks: [[run]], type: 'running', creator: 'Garmin Connect' }), NOW);
    expect(activity).toMatchObject({
      format: 'gpx',
      startTime: START,
      elapsedSeconds: 1650,
      movingSeconds: 1650,
      distanceFrom: 'track',
      sport: 'run',
      deviceName: 'Garmin Connect',
      teleport: false,
      trackPoints: run.length,
    });
    expect(activity.distanceMetres).toBeCloseTo(last.metres, -1);
  });

  it('adds up every track and segment, each measured on its own, never across the way between them', () => {
    const morning = warsawTrack({ metres: 2000, start: START });
    const afternoon = warsawTrack({ metres: 3000, start: minutesAfter(morning[morning.length - 1], 240), from: { lat: 52.25, lon: 21.05 } });
    const [firstHalf, secondHalf] = [afternoon.slice(0, 200), afternoon.slice(200)];
    const activity = parsedActivity('dwa-spacery.gpx', gpxFile({ tracks: [[morning], [firstHalf, secondHalf]] }), NOW);
    const expected = morning[morning.length - 1].metres + firstHalf[firstHalf.length - 1].metres + (secondHalf[secondHalf.length - 1].metres - secondHalf[0].metres);
    expect(activity.distanceMetres).toBeCloseTo(expected, -1);
    expect(activity).toMatchObject({ trackPoints: morning.length + afternoon.length, teleport: false });
  });

  it('leaves a pause of more than 5 minutes out of the moving time and the distance', () => {
    const before = warsawTrack({ metres: 2000, start: START });
    const moved = { lat: before[before.length - 1].lat + 0.01, lon: before[before.length - 1].lon };
    const after = warsawTrack({ metres: 1000, start: minutesAfter(before[before.length - 1], 10), from: moved });
    const activity = parsedActivity('z-przerwa.gpx', gpxFile({ tracks: [[[...before, ...after]]] }), NOW);
    expect(activity.distanceMetres).toBeCloseTo(before[before.length - 1].metres + after[after.length - 1].metres, -1);
    expect(activity.movingSeconds).toBe(Math.round(before.length - 1 + after.length - 1));
    expect(activity.elapsedSeconds).toBe((after[after.length - 1].time.getTime() - START.getTime()) / 1000);
  });

  it('counts a pause of up to 5 minutes as motion', () => {
    const before = warsawTrack({ metres: 1000, start: START });
    const after = warsawTrack({ metres: 1000, start: minutesAfter(before[before.length - 1], 5), from: before[before.length - 1] });
    const activity = parsedActivity('na-swiatlach.gpx', gpxFile({ tracks: [[[...before, ...after]]] }), NOW);
    expect(activity.movingSeconds).toBe(activity.elapsedSeconds);
  });

  it('is read with a byte-order mark or whitespace before its XML declaration, and gzipped', () => {
    for (const before of ['\uFEFF', '   \n\t', '\uFEFF  \r\n']) {
      expect(parsedActivity('bieg.gpx', gpxFile({ tracks: [[run]], before }), NOW).distanceMetres).toBeCloseTo(last.metres, -1);
    }
    expect(parsedActivity('BIEG.GPX.GZ', gzip(gpxFile({ tracks: [[run]] })), NOW).distanceMetres).toBeCloseTo(last.metres, -1);
  });

  it('reads a time written without its Z as UTC, as the schema keeps times, not as the local time of the server', () => {
    const withoutZones = Buffer.from(gpxFile({ tracks: [[run]] }).toString().replace(/Z<\/time>/g, '</time>'));
    expect(parsedActivity('bez-strefy.gpx', withoutZones, NOW).startTime).toEqual(START);
  });

  it("reads the creator's escapes, as Strava's exports hold them", () => {
    expect(parsedActivity('bieg.gpx', gpxFile({ tracks: [[run]], creator: 'Nico &amp; Mag &#x1F332;' }), NOW).deviceName).toBe('Nico & Mag 🌲');
  });

  it('finds a jump faster than 300 km/h', () => {
    const jump = warsawTrack({ metres: 1000, start: minutesAfter(last, 1 / 6), from: { lat: last.lat + 0.1, lon: last.lon } });
    expect(parsedActivity('skok.gpx', gpxFile({ tracks: [[[...run, ...jump]]] }), NOW).teleport).toBe(true);
  });

  it('is refused without times on its points', () => {
    expect(parseActivityFile('bez-czasu.gpx', gpxFile({ tracks: [[run]], withoutTimes: true }), NOW)).toEqual({ ok: false, reason: 'noTimestamps' });
    const oneUntimed = gpxFile({ tracks: [[run.slice(0, 10)]] }).toString().replace(/<time>[^<]*<\/time><ext/, '<ext');
    expect(parseActivityFile('bez-czasu.gpx', Buffer.from(oneUntimed), NOW)).toEqual({ ok: false, reason: 'noTimestamps' });
  });

  it('is refused when its track stays in one place: 0 m', () => {
    const standing = run.slice(0, 600).map((sample) => ({ ...sample, lat: run[0].lat, lon: run[0].lon }));
    expect(parseActivityFile('w-miejscu.gpx', gpxFile({ tracks: [[standing]] }), NOW)).toEqual({ ok: false, reason: 'noDistance' });
  });

  it('is refused without a track: only waypoints or a route are a plan, not an activity', () => {
    const plan = '<?xml version="1.0"?><gpx version="1.1"><wpt lat="52.2" lon="21.0"><time>2026-05-01T06:00:00Z</time></wpt><rte><rtept lat="52.2" lon="21.0"/></rte></gpx>';
    expect(parseActivityFile('plan.gpx', Buffer.from(plan), NOW)).toEqual({ ok: false, reason: 'noActivity' });
    expect(parseActivityFile('pusty.gpx', Buffer.from('<gpx version="1.1"/>'), NOW)).toEqual({ ok: false, reason: 'noActivity' });
    expect(parseActivityFile('pusty.gpx', Buffer.from('<gpx><trk><trkseg/></trk></gpx>'), NOW)).toEqual({ ok: false, reason: 'noActivity' });
  });
});
