import { Encoder, Profile, type Encodable, type FileIdMesg } from '@garmin/fitsdk';
import { fitFile, gzip, warsawTrack } from '../testing/activity-file-builders';
import { parsedActivity } from '../testing/parsed-activity';
import { parseActivityFile } from './activity-file';

const START = new Date('2026-05-01T06:00:00Z');
const NOW = new Date('2026-05-01T18:00:00Z');

function minutesAfter(time: Date, minutes: number): Date {
  return new Date(time.getTime() + minutes * 60_000);
}

describe('a FIT file', () => {
  const ride = warsawTrack({ metres: 20_000, start: START, pace: 144, everySeconds: 5 });

  it("takes its session's totals over the records: the device's sensors and auto-pause know better than the GPS", () => {
    const activity = parsedActivity('rower.fit', fitFile({ sessions: [{ sport: 'cycling', subSport: 'road', points: ride, distanceMetres: 20_812.5, timerSeconds: 2700 }] }), NOW);
    expect(activity).toMatchObject({
      format: 'fit',
      startTime: START,
      elapsedSeconds: 2880,
      movingSeconds: 2700,
      distanceMetres: 20_812.5,
      distanceFrom: 'summary',
      sport: 'ride',
      deviceName: 'garmin fr935',
      teleport: false,
      trackPoints: ride.length,
    });
  });

  it('names the device by the product name its maker writes', () => {
    expect(parsedActivity('suunto.fit', fitFile({ sessions: [{ sport: 'running', points: ride }], productName: 'Suunto 9 Baroless' }), NOW).deviceName).toBe('Suunto 9 Baroless');
  });

  it('reads a pool swim without positions from its session', () => {
    const swim = warsawTrack({ metres: 1000, start: START, pace: 120, everySeconds: 20 });
    const activity = parsedActivity('basen.fit', fitFile({ sessions: [{ sport: 'swimming', subSport: 'lapSwimming', points: swim, distanceMetres: 1000 }], withoutPositions: true }), NOW);
    expect(activity).toMatchObject({ distanceMetres: 1000, distanceFrom: 'summary', sport: 'swim', teleport: false, trackPoints: swim.length });
  });

  it("reads a triathlon as one result: its legs' distances and timers added up, transitions left out, of its longest leg's sport", () => {
    const swim = warsawTrack({ metres: 1900, start: START, pace: 120, everySeconds: 10 });
    const firstTransition = warsawTrack({ metres: 300, start: minutesAfter(swim[swim.length - 1].time, 1), pace: 600, everySeconds: 10 });
    const bike = warsawTrack({ metres: 90_000, start: minutesAfter(firstTransition[firstTransition.length - 1].time, 1), pace: 120, everySeconds: 10 });
    const secondTransition = warsawTrack({ metres: 100, start: minutesAfter(bike[bike.length - 1].time, 1), pace: 600, everySeconds: 10 });
    const run = warsawTrack({ metres: 21_100, start: minutesAfter(secondTransition[secondTransition.length - 1].time, 1), pace: 300, everySeconds: 10 });
    const file = fitFile({
      sessions: [
        { sport: 'swimming', subSport: 'openWater', points: swim },
        { sport: 'transition', points: firstTransition },
        { sport: 'cycling', points: bike },
        { sport: 'transition', points: secondTransition },
        { sport: 'running', points: run },
      ],
    });
    const activity = parsedActivity('triathlon.fit', file, NOW);
    const legMetres = [swim, bike, run].map((leg) => leg[leg.length - 1].metres);
    const legSeconds = [swim, bike, run].map((leg) => (leg[leg.length - 1].time.getTime() - leg[0].time.getTime()) / 1000);
    // FIT keeps distances in centimetres
    expect(activity.distanceMetres).toBeCloseTo(legMetres[0] + legMetres[1] + legMetres[2], 1);
    expect(activity).toMatchObject({
      sport: 'ride',
      startTime: START,
      movingSeconds: legSeconds[0] + legSeconds[1] + legSeconds[2],
      elapsedSeconds: (run[run.length - 1].time.getTime() - START.getTime()) / 1000,
    });
  });

  it('is measured along its records when the device never closed the recording with a session', () => {
    const activity = parsedActivity('przerwany.fit', fitFile({ sessions: [{ sport: 'cycling', points: ride }], withoutSessions: true }), NOW);
    expect(activity).toMatchObject({ distanceFrom: 'track', sport: 'other', startTime: START, elapsedSeconds: 2880, movingSeconds: 2880 });
    expect(activity.distanceMetres).toBeCloseTo(ride[ride.length - 1].metres, -1);
  });

  it('is read gzipped', () => {
    expect(parsedActivity('ROWER.FIT.GZ', gzip(fitFile({ sessions: [{ sport: 'cycling', points: ride }] })), NOW).distanceMetres).toBeCloseTo(20_000, -1);
  });

  it('is refused when its checksum does not match its bytes', () => {
    expect(parseActivityFile('zmieniony.fit', fitFile({ sessions: [{ sport: 'cycling', points: ride }], damage: 'checksum' }), NOW)).toEqual({ ok: false, reason: 'badChecksum' });
  });

  it('is refused when cut off, though the records up to the cut could be read', () => {
    expect(parseActivityFile('urwany.fit', fitFile({ sessions: [{ sport: 'cycling', points: ride }], damage: 'truncated' }), NOW)).toEqual({ ok: false, reason: 'truncated' });
  });

  it('is refused when it holds no activity: a settings file from the same watch', () => {
    const fileId: Encodable<FileIdMesg> = { mesgNum: Profile.MesgNum.FILE_ID, type: 'settings', manufacturer: 'garmin', timeCreated: START };
    const settings = new Encoder().writeMesg(fileId).close();
    expect(parseActivityFile('ustawienia.fit', Buffer.from(settings), NOW)).toEqual({ ok: false, reason: 'noActivity' });
  });

  it('is refused with a session of 0 m and no positions: a gym session', () => {
    const gym = warsawTrack({ metres: 1000, start: START, everySeconds: 10 });
    const file = fitFile({ sessions: [{ sport: 'training', subSport: 'strengthTraining', points: gym, distanceMetres: 0 }], withoutPositions: true });
    expect(parseActivityFile('silownia.fit', file, NOW)).toEqual({ ok: false, reason: 'noDistance' });
  });
});
