import type { ActivityTypeKey } from './activity-words';

/** The formats an activity file is read from: Garmin's binary FIT, and the XML of GPX and TCX. */
export const ACTIVITY_FILE_FORMATS = ['fit', 'gpx', 'tcx'] as const;
export type ActivityFileFormat = (typeof ACTIVITY_FILE_FORMATS)[number];

/** The endings a file's name may have, compared case-insensitively: each format, plain or gzipped (Strava's bulk export gzips them). */
export const ACTIVITY_FILE_EXTENSIONS = ['.fit', '.gpx', '.tcx', '.fit.gz', '.gpx.gz', '.tcx.gz'] as const;

/** Why an activity file was not read into a result. */
export const ACTIVITY_FILE_REFUSALS = [
  /** the name ends in none of ACTIVITY_FILE_EXTENSIONS */
  'unsupportedType',
  /** the file, or what its gzip inflates to, is larger than ACTIVITY_FILE_MAX_BYTES */
  'tooLarge',
  /** XML with a DOCTYPE or entity declarations (billion laughs, external entities) */
  'unsafeXml',
  /** not what its name says (a GPX named .fit, a .gz that is no gzip), or not readable as one */
  'unreadable',
  /** a FIT file whose checksum does not match its bytes */
  'badChecksum',
  /** a FIT file shorter than its header says: the upload or the device's copy was cut off */
  'truncated',
  /** a GPX or TCX track without times on its points: neither pauses nor speeds can be told */
  'noTimestamps',
  /** starts later than now, beyond a few minutes of clock difference */
  'inFuture',
  /** no kilometres: no summary distance, and a track of 0 m */
  'noDistance',
  /** neither a track nor a summary: a route, a course or an empty file */
  'noActivity',
] as const;
export type ActivityFileRefusal = (typeof ACTIVITY_FILE_REFUSALS)[number];

/**
 * What an activity file says about the activity, and nothing of where it went: the track's points
 * show where someone lives and runs, so a parse keeps only this summary.
 */
export interface ParsedActivity {
  format: ActivityFileFormat;
  startTime: Date;
  /** whole seconds from the start to the end, pauses included */
  elapsedSeconds: number;
  /** whole seconds in motion: the device's timer, or the track without its pauses */
  movingSeconds: number;
  distanceMetres: number;
  /** summary: the device's own total (FIT session, TCX laps); track: measured along the points */
  distanceFrom: 'summary' | 'track';
  /** the activity type the file names, 'other' when it names none of ours */
  sport: ActivityTypeKey;
  /** the recording device or app, as the file names it (at most 100 characters) */
  deviceName: string | null;
  /** sha256 (hex) of the file's decompressed bytes: the same file uploaded twice has the same hash */
  contentHash: string;
  /** two consecutive points of the track are further apart than anyone travels in the time between them */
  teleport: boolean;
  trackPoints: number;
}

export type ActivityFileParse = { ok: true; activity: ParsedActivity } | { ok: false; reason: ActivityFileRefusal };
