import { gzip, tcxFile, warsawTrack } from '../testing/activity-file-builders';
import { parsedActivity } from '../testing/parsed-activity';
import { parseActivityFile } from './activity-file';

const START = new Date('2026-05-01T06:00:00Z');
const NOW = new Date('2026-05-01T12:00:00Z');

describe('a TCX file', () => {
  const run = warsawTrack({ metres: 4500, start: START, pace: 300 });
  const laps = [run.slice(0, 301), run.slice(301, 601), run.slice(601)].map((points) => ({ points }));
  /** what the laps' points span: the way from one lap's last point to the next one's first is in neither */
  const lapsMetres = run[run.length - 1].metres - (run[301].metres - run[300].metres) - (run[601].metres - run[600].metres);

  it("takes its laps' own totals: DistanceMeters and TotalTimeSeconds summed, the start from the activity's Id", () => {
    const lapDistances = [1000.5, 1000.25, 2499.75];
    const activity = parsedActivity(
      'interwaly.tcx',
      tcxFile({ laps: laps.map((lap, index) => ({ ...lap, distanceMetres: lapDistances[index] })), sport: 'Running', creator: 'Forerunner 965' }),
      NOW,
    );
    expect(activity).toMatchObject({ format: 'tcx', startTime: START, distanceFrom: 'summary', sport: 'run', deviceName: 'Forerunner 965', teleport: false, trackPoints: run.length });
    expect(activity.distanceMetres).toBeCloseTo(4500.5, 6);
    const lapSeconds = laps.map(({ points }) => (points[points.length - 1].time.getTime() - points[0].time.getTime()) / 1000);
    expect(activity.movingSeconds).toBe(lapSeconds[0] + lapSeconds[1] + lapSeconds[2]);
    expect(activity.elapsedSeconds).toBe(run.length - 1);
  });

  it('is measured along its track when its laps give no distance', () => {
    const activity = parsedActivity('bez-dystansu.tcx', tcxFile({ laps: laps.map((lap) => ({ ...lap, distanceMetres: null })) }), NOW);
    expect(activity.distanceFrom).toBe('track');
    expect(activity.distanceMetres).toBeCloseTo(lapsMetres, -1);
  });

  it('reads a pool swim without a single position from its laps', () => {
    const swim = warsawTrack({ metres: 1500, start: START, pace: 120, everySeconds: 30 });
    const activity = parsedActivity('basen.tcx', tcxFile({ laps: [{ points: swim, distanceMetres: 1500 }], sport: 'Other', withoutPositions: true }), NOW);
    expect(activity).toMatchObject({ distanceMetres: 1500, distanceFrom: 'summary', movingSeconds: 180, sport: 'other', teleport: false, trackPoints: swim.length });
  });

  it('counts Biking as a ride', () => {
    expect(parsedActivity('rower.tcx', tcxFile({ laps, sport: 'Biking' }), NOW).sport).toBe('ride');
  });

  it("is read with whitespace or a byte-order mark before its XML declaration, as Strava's export has it, and gzipped", () => {
    for (const before of ['          ', '\uFEFF', '\n\n']) {
      expect(parsedActivity('strava.tcx', tcxFile({ laps, before }), NOW).distanceMetres).toBeCloseTo(lapsMetres, 1);
    }
    expect(parsedActivity('strava.tcx.gz', gzip(tcxFile({ laps, before: '   ' })), NOW).format).toBe('tcx');
  });

  it('is refused when a trackpoint has no time', () => {
    const untimed = tcxFile({ laps }).toString().replace(/<Time>[^<]*<\/Time>/, '');
    expect(parseActivityFile('bez-czasu.tcx', Buffer.from(untimed), NOW)).toEqual({ ok: false, reason: 'noTimestamps' });
  });

  it('is refused without laps: a course, not an activity', () => {
    const course = '<?xml version="1.0"?><TrainingCenterDatabase><Courses><Course><Name>Trasa</Name></Course></Courses></TrainingCenterDatabase>';
    expect(parseActivityFile('trasa.tcx', Buffer.from(course), NOW)).toEqual({ ok: false, reason: 'noActivity' });
  });

  it('is refused with laps of 0 m and a track standing still', () => {
    const standing = run.slice(0, 300).map((sample) => ({ ...sample, lat: run[0].lat, lon: run[0].lon }));
    expect(parseActivityFile('w-miejscu.tcx', tcxFile({ laps: [{ points: standing, distanceMetres: 0 }] }), NOW)).toEqual({ ok: false, reason: 'noDistance' });
  });
});
