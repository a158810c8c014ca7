import { createHash } from 'node:crypto';
import { ACTIVITY_FILE_MAX_BYTES } from '@lesne/domain';
import { billionLaughsGpx, fitFile, gpxFile, gzip, gzipBomb, tcxFile, warsawTrack, xxeGpx } from '../testing/activity-file-builders';
import { parsedActivity } from '../testing/parsed-activity';
import { parseActivityFile } from './activity-file';

const START = new Date('2026-05-01T06:00:00Z');
const NOW = new Date('2026-05-01T12:00:00Z');
const run = warsawTrack({ metres: 3000, start: START, everySeconds: 2 });
const gpx = gpxFile({ tracks: [[run]], type: 'running' });
const tcx = tcxFile({ laps: [{ points: run }] });
const fit = fitFile({ sessions: [{ sport: 'running', points: run }] });

/** The refusal and how long it took: hostile files must be turned away in well under 2 s. */
function timedRefusal(fileName: string, content: Buffer): { reason: string | null; fast: boolean } {
  const started = performance.now();
  const result = parseActivityFile(fileName, content, NOW);
  return { reason: result.ok ? null : result.reason, fast: performance.now() - started < 2000 };
}

describe('parseActivityFile', () => {
  it('takes .fit, .gpx and .tcx, each also gzipped, whatever the case of the name', () => {
    const files: Array<[string, Buffer]> = [
      ['bieg.fit', fit],
      ['bieg.gpx', gpx],
      ['bieg.tcx', tcx],
      ['Bieg.FIT.gz', gzip(fit)],
      ['bieg.gpx.GZ', gzip(gpx)],
      ['BIEG.TCX.GZ', gzip(tcx)],
    ];
    for (const [fileName, content] of files) expect([fileName, parsedActivity(fileName, content, NOW).distanceMetres]).toEqual([fileName, expect.closeTo(3000, -1)]);
  });

  it('refuses any other name as unsupportedType, whatever the content', () => {
    for (const fileName of ['bieg.kml', 'bieg.zip', 'bieg.gpx.zip', 'bieg.gz', 'bieg', 'gpx', 'bieg.gpx.txt']) {
      expect([fileName, parseActivityFile(fileName, gpx, NOW)]).toEqual([fileName, { ok: false, reason: 'unsupportedType' }]);
    }
  });

  it('refuses content that is not what its name says as unreadable', () => {
    const mismatched: Array<[string, Buffer]> = [
      ['gpx-jako.fit', gpx],
      ['fit-jako.gpx', fit],
      ['tcx-jako.gpx', tcx],
      ['gpx-jako.tcx', gpx],
      ['nie-gzip.gpx.gz', gpx],
      ['gzip-gzipu.fit.gz', gzip(gzip(fit))],
      ['obciety.gpx.gz', gzip(gpx).subarray(0, 200)],
      ['pusty.fit', Buffer.alloc(0)],
      ['pusty.gpx', Buffer.alloc(0)],
    ];
    for (const [fileName, content] of mismatched) expect([fileName, parseActivityFile(fileName, content, NOW)]).toEqual([fileName, { ok: false, reason: 'unreadable' }]);
  });

  it('refuses a file over 25 MB before reading it', () => {
    expect(timedRefusal('duzy.gpx', Buffer.alloc(ACTIVITY_FILE_MAX_BYTES + 1, ' '))).toEqual({ reason: 'tooLarge', fast: true });
  });

  it('never throws: an unexpected error makes the file unreadable', () => {
    expect(parseActivityFile('bieg.gpx', null as unknown as Buffer, NOW)).toEqual({ ok: false, reason: 'unreadable' });
  });

  it('refuses an activity starting more than 10 minutes after now, and takes one a watch set a few minutes fast recorded', () => {
    const recorded = new Date(START.getTime() - 10 * 60_000);
    expect(parseActivityFile('jutro.gpx', gpx, recorded)).toEqual({ ok: true, activity: expect.objectContaining({ startTime: START }) });
    expect(parseActivityFile('jutro.gpx', gpx, new Date(recorded.getTime() - 1000))).toEqual({ ok: false, reason: 'inFuture' });
  });

  it('hashes the decompressed bytes: a file and its gzip are known as one', () => {
    const hash = createHash('sha256').update(gpx).digest('hex');
    expect(parsedActivity('bieg.gpx', gpx, NOW).contentHash).toBe(hash);
    expect(parsedActivity('bieg.gpx.gz', gzip(gpx), NOW).contentHash).toBe(hash);
  });

  it('keeps the summary and not one point of the track', () => {
    expect(Object.keys(parsedActivity('bieg.fit', fit, NOW)).sort()).toEqual([
      'contentHash', 'deviceName', 'distanceFrom', 'distanceMetres', 'elapsedSeconds', 'format', 'movingSeconds', 'sport', 'startTime', 'teleport', 'trackPoints',
    ]);
  });

  it('keeps a device name readable: one line, no controls, at most 100 characters, none when blank', () => {
    expect(parsedActivity('bieg.gpx', gpxFile({ tracks: [[run]], creator: 'Forerunner\t965&#10;\u202Eevil' }), NOW).deviceName).toBe('Forerunner 965 evil');
    expect(parsedActivity('bieg.gpx', gpxFile({ tracks: [[run]], creator: '🌲'.repeat(150) }), NOW).deviceName).toBe('🌲'.repeat(100));
    expect(parsedActivity('bieg.gpx', gpxFile({ tracks: [[run]], creator: '   ' }), NOW).deviceName).toBeNull();
  });
});

describe('hostile files', () => {
  it('refuses the billion laughs without expanding an entity', () => {
    expect(timedRefusal('smiech.gpx', billionLaughsGpx())).toEqual({ reason: 'unsafeXml', fast: true });
  });

  it('refuses an external entity without reading what it names', () => {
    expect(timedRefusal('xxe.gpx', xxeGpx())).toEqual({ reason: 'unsafeXml', fast: true });
    expect(timedRefusal('xxe.tcx', Buffer.from(xxeGpx().toString().replace(/gpx/g, 'TrainingCenterDatabase')))).toEqual({ reason: 'unsafeXml', fast: true });
  });

  it('stops a gzip bomb at 25 MB inflated: 200 MB of zeros are never inflated whole', () => {
    expect(timedRefusal('bomba.gpx.gz', gzipBomb())).toEqual({ reason: 'tooLarge', fast: true });
  });

  it('refuses a cut-off FIT file and one with a wrong checksum, quickly', () => {
    const ride = warsawTrack({ metres: 30_000, start: START, pace: 120, everySeconds: 1 });
    expect(timedRefusal('urwany.fit', fitFile({ sessions: [{ sport: 'cycling', points: ride }], damage: 'truncated' }))).toEqual({ reason: 'truncated', fast: true });
    expect(timedRefusal('zmieniony.fit', fitFile({ sessions: [{ sport: 'cycling', points: ride }], damage: 'checksum' }))).toEqual({ reason: 'badChecksum', fast: true });
  });

  it('refuses 25 MB of nested XML elements quickly', () => {
    const nested = Buffer.from(`<gpx>${'<trk>'.repeat(5_000_000)}`);
    expect(timedRefusal('zagniezdzony.gpx', nested)).toEqual({ reason: 'unreadable', fast: true });
  });
});
