/**
 * Activity files made to order, for the tests and the benchmark: FIT written with Garmin's own
 * encoder, GPX and TCX as Garmin Connect and Strava export them, and the hostile ones an upload
 * must survive. No real person's track: every one is laps of a park in Warsaw.
 */
import { gzipSync } from 'node:zlib';
import { Encoder, Profile, type ActivityMesg, type Encodable, type FileIdMesg, type LapMesg, type RecordMesg, type SessionMesg } from '@garmin/fitsdk';

/** One point of a made-up track. */
export interface TrackSample {
  time: Date;
  lat: number;
  lon: number;
  /** metres along the track from its first point */
  metres: number;
  elevation: number;
  heartRate: number;
}

export interface TrackOptions {
  /** how far the track goes (to within one step between points) */
  metres: number;
  start: Date;
  /** seconds per kilometre; by default 330, an easy run's 5:30 */
  pace?: number;
  /** seconds between points; by default 1, as most watches record */
  everySeconds?: number;
  /** where the track starts; by default Pole Mokotowskie */
  from?: { lat: number; lon: number };
}

const POLE_MOKOTOWSKIE = { lat: 52.2125, lon: 20.9985 };
/** Laps of a circle this wide, about 2.5 km round: a park's loop. */
const LOOP_RADIUS_METRES = 400;
const METRES_PER_DEGREE = (6_371_008.8 * Math.PI) / 180;

/**
 * A track of laps around a park, one point every `everySeconds` at an even pace. Its `metres`
 * are the straight lines between the points, as a watch measures from its fixes.
 */
export function warsawTrack(options: TrackOptions): TrackSample[] {
  const pace = options.pace ?? 330;
  const everySeconds = options.everySeconds ?? 1;
  const from = options.from ?? POLE_MOKOTOWSKIE;
  const step = (everySeconds * 1000) / pace;
  const anglePerStep = 2 * Math.asin(step / (2 * LOOP_RADIUS_METRES));
  const steps = Math.round(options.metres / step);
  return Array.from({ length: steps + 1 }, (_, index) => {
    const angle = index * anglePerStep;
    const lat = from.lat + (LOOP_RADIUS_METRES * Math.sin(angle)) / METRES_PER_DEGREE;
    const east = LOOP_RADIUS_METRES * (1 - Math.cos(angle));
    return {
      time: new Date(options.start.getTime() + index * everySeconds * 1000),
      lat,
      lon: from.lon + east / (METRES_PER_DEGREE * Math.cos((lat * Math.PI) / 180)),
      metres: index * step,
      elevation: 100 + 5 * Math.sin(angle),
      heartRate: Math.round(145 + 10 * Math.sin(angle / 3)),
    };
  });
}

function spanMetres(points: readonly TrackSample[]): number {
  return points.length === 0 ? 0 : points[points.length - 1].metres - points[0].metres;
}

function spanSeconds(points: readonly TrackSample[]): number {
  return points.length === 0 ? 0 : (points[points.length - 1].time.getTime() - points[0].time.getTime()) / 1000;
}

export interface GpxOptions {
  /** tracks, each of segments, each of points */
  tracks: TrackSample[][][];
  /** the tracks' <type>, e.g. 'running' (Garmin Connect) or '9' (Strava) */
  type?: string;
  creator?: string;
  /** points without <time> */
  withoutTimes?: boolean;
  /** what comes before <?xml: a byte-order mark, whitespace */
  before?: string;
}

function gpxPoint(point: TrackSample, withoutTimes: boolean): string {
  const time = withoutTimes ? '' : `<time>${point.time.toISOString()}</time>`;
  return (
    `<trkpt lat="${point.lat.toFixed(7)}" lon="${point.lon.toFixed(7)}"><ele>${point.elevation.toFixed(1)}</ele>${time}` +
    `<extensions><gpxtpx:TrackPointExtension><gpxtpx:hr>${point.heartRate}</gpxtpx:hr></gpxtpx:TrackPointExtension></extensions></trkpt>\n`
  );
}

/** A GPX 1.1 file as Garmin Connect writes one, with heart rate in Garmin's extension. */
export function gpxFile(options: GpxOptions): Buffer {
  const type = options.type === undefined ? '' : `<type>${options.type}</type>`;
  const tracks = options.tracks
    .map((segments) => `<trk><name>Bieg</name>${type}${segments.map((points) => `<trkseg>\n${points.map((point) => gpxPoint(point, options.withoutTimes ?? false)).join('')}</trkseg>`).join('')}</trk>`)
    .join('\n');
  return Buffer.from(
    `${options.before ?? ''}<?xml version="1.0" encoding="UTF-8"?>\n` +
      `<gpx creator="${options.creator ?? 'Garmin Connect'}" version="1.1" xmlns="http://www.topografix.com/GPX/1/1" xmlns:gpxtpx="http://www.garmin.com/xmlschemas/TrackPointExtension/v1">\n` +
      `<metadata><time>${options.tracks.flat(2)[0]?.time.toISOString() ?? ''}</time></metadata>\n${tracks}\n</gpx>\n`,
  );
}

export interface TcxLap {
  points: TrackSample[];
  /** the lap's DistanceMeters: by default the metres its points span; null leaves it out */
  distanceMetres?: number | null;
}

export interface TcxOptions {
  laps: TcxLap[];
  /** the Activity's Sport attribute: 'Running', 'Biking' or 'Other' */
  sport?: string;
  creator?: string;
  /** trackpoints without <Position>, as a pool swim's are */
  withoutPositions?: boolean;
  /** what comes before <?xml: Strava's TCX export begins with spaces */
  before?: string;
}

function tcxPoint(point: TrackSample, withoutPositions: boolean): string {
  const position = withoutPositions ? '' : `<Position><LatitudeDegrees>${point.lat.toFixed(7)}</LatitudeDegrees><LongitudeDegrees>${point.lon.toFixed(7)}</LongitudeDegrees></Position>`;
  return (
    `<Trackpoint><Time>${point.time.toISOString()}</Time>${position}<AltitudeMeters>${point.elevation.toFixed(1)}</AltitudeMeters>` +
    `<DistanceMeters>${point.metres.toFixed(2)}</DistanceMeters><HeartRateBpm><Value>${point.heartRate}</Value></HeartRateBpm></Trackpoint>\n`
  );
}

function tcxLap(lap: TcxLap, withoutPositions: boolean): string {
  const distanceMetres = lap.distanceMetres === undefined ? spanMetres(lap.points) : lap.distanceMetres;
  const distance = distanceMetres === null ? '' : `<DistanceMeters>${distanceMetres.toFixed(2)}</DistanceMeters>`;
  return (
    `<Lap StartTime="${lap.points[0].time.toISOString()}"><TotalTimeSeconds>${spanSeconds(lap.points)}</TotalTimeSeconds>${distance}` +
    `<Intensity>Active</Intensity><TriggerMethod>Manual</TriggerMethod><Track>\n${lap.points.map((point) => tcxPoint(point, withoutPositions)).join('')}</Track></Lap>\n`
  );
}

/** A TCX file as a Garmin device writes one: an activity of laps, each with its totals and its track. */
export function tcxFile(options: TcxOptions): Buffer {
  return Buffer.from(
    `${options.before ?? ''}<?xml version="1.0" encoding="UTF-8"?>\n` +
      `<TrainingCenterDatabase xmlns="http://www.garmin.com/xmlschemas/TrainingCenterDatabase/v2" xmlns:xsi="http://www.w3.org/2001/XMLSchema-instance">\n` +
      `<Activities><Activity Sport="${options.sport ?? 'Running'}"><Id>${options.laps[0].points[0].time.toISOString()}</Id>\n` +
      options.laps.map((lap) => tcxLap(lap, options.withoutPositions ?? false)).join('') +
      `<Creator xsi:type="Device_t"><Name>${options.creator ?? 'Forerunner 965'}</Name></Creator></Activity></Activities>\n</TrainingCenterDatabase>\n`,
  );
}

export interface FitSession {
  /** FIT's sport and sub-sport names, e.g. 'running', 'trail' */
  sport: NonNullable<SessionMesg['sport']>;
  subSport?: NonNullable<SessionMesg['subSport']>;
  points: TrackSample[];
  /** total_distance: by default the metres its points span */
  distanceMetres?: number;
  /** total_timer_time: by default the seconds its points span */
  timerSeconds?: number;
}

export interface FitOptions {
  /** one for most activities; a multisport file (a triathlon) has one a leg, and transitions between */
  sessions: FitSession[];
  /** records without positions, as a pool swim's are */
  withoutPositions?: boolean;
  /** no session messages, as a recording the device never closed leaves */
  withoutSessions?: boolean;
  /** file_id's product_name (Suunto writes one; Garmin's devices go by product number: this file's is a Forerunner 935) */
  productName?: string;
  /** what happens to the bytes after encoding: a changed byte, or the last 40% cut off */
  damage?: 'checksum' | 'truncated';
}

const SEMICIRCLES_PER_DEGREE = 2 ** 31 / 180;
const FORERUNNER_935 = 2691;

function record(point: TrackSample, withoutPositions: boolean): Encodable<RecordMesg> {
  const position = withoutPositions ? {} : { positionLat: Math.round(point.lat * SEMICIRCLES_PER_DEGREE), positionLong: Math.round(point.lon * SEMICIRCLES_PER_DEGREE) };
  return { mesgNum: Profile.MesgNum.RECORD, timestamp: point.time, ...position, distance: point.metres, altitude: point.elevation, heartRate: point.heartRate };
}

function writeSession(encoder: Encoder, session: FitSession, options: FitOptions): void {
  for (const point of session.points) encoder.writeMesg(record(point, options.withoutPositions ?? false));
  const end = session.points[session.points.length - 1].time;
  const totals = {
    timestamp: end,
    startTime: session.points[0].time,
    totalElapsedTime: spanSeconds(session.points),
    totalTimerTime: session.timerSeconds ?? spanSeconds(session.points),
    totalDistance: session.distanceMetres ?? spanMetres(session.points),
  };
  const lap: Encodable<LapMesg> = { mesgNum: Profile.MesgNum.LAP, ...totals };
  encoder.writeMesg(lap);
  const summary: Encodable<SessionMesg> = { mesgNum: Profile.MesgNum.SESSION, ...totals, sport: session.sport, subSport: session.subSport ?? 'generic' };
  if (!options.withoutSessions) encoder.writeMesg(summary);
}

function damaged(bytes: Buffer, damage: FitOptions['damage']): Buffer {
  if (damage === 'truncated') return bytes.subarray(0, Math.floor(bytes.length * 0.6));
  if (damage === 'checksum') bytes[bytes.length - 1] ^= 0xff;
  return bytes;
}

/** A FIT activity file, written by Garmin's FIT SDK as a watch writes one: records, then each session's lap and session. */
export function fitFile(options: FitOptions): Buffer {
  const firstPoints = options.sessions[0].points;
  const lastPoints = options.sessions[options.sessions.length - 1].points;
  const fileId: Encodable<FileIdMesg> = {
    mesgNum: Profile.MesgNum.FILE_ID,
    type: 'activity',
    manufacturer: 'garmin',
    product: FORERUNNER_935,
    serialNumber: 3_970_013_445,
    timeCreated: firstPoints[0].time,
    productName: options.productName,
  };
  const activity: Encodable<ActivityMesg> = {
    mesgNum: Profile.MesgNum.ACTIVITY,
    timestamp: lastPoints[lastPoints.length - 1].time,
    numSessions: options.withoutSessions ? 0 : options.sessions.length,
    type: 'manual',
    event: 'activity',
    eventType: 'stop',
  };
  const encoder = new Encoder().writeMesg(fileId);
  for (const session of options.sessions) writeSession(encoder, session, options);
  return damaged(Buffer.from(encoder.writeMesg(activity).close()), options.damage);
}

export function gzip(content: Buffer): Buffer {
  return gzipSync(content);
}

/**
 * A gzip that inflates to `inflatedBytes` of zeros (200 MB by default) from about a thousandth of
 * that. Gzip members may follow one another, and gunzip inflates them all, so the bomb is one
 * megabyte of zeros compressed once and repeated: built in milliseconds, where deflating 200 MB
 * would take a second.
 */
export function gzipBomb(inflatedBytes = 200 * 1024 * 1024): Buffer {
  const megabyte = 1024 * 1024;
  const member = gzipSync(Buffer.alloc(megabyte), { level: 9 });
  return Buffer.concat(Array.from({ length: Math.ceil(inflatedBytes / megabyte) }, () => member));
}

/** A valid GPX of three points whose creator and track name use `entity`, declared in `doctype`. */
function gpxDeclaring(doctype: string, entity: string): Buffer {
  return Buffer.from(
    `<?xml version="1.0" encoding="UTF-8"?>\n${doctype}\n<gpx creator="&${entity};" version="1.1" xmlns="http://www.topografix.com/GPX/1/1">` +
      `<trk><name>&${entity};</name><trkseg>` +
      '<trkpt lat="52.2125" lon="20.9985"><time>2026-05-01T06:00:00Z</time></trkpt>' +
      '<trkpt lat="52.2134" lon="20.9985"><time>2026-05-01T06:00:30Z</time></trkpt>' +
      '<trkpt lat="52.2143" lon="20.9985"><time>2026-05-01T06:01:00Z</time></trkpt>' +
      '</trkseg></trk></gpx>\n',
  );
}

/** The "billion laughs": ten entities, each ten of the one before, expand to 10^9 "lol"s (3 GB). */
export function billionLaughsGpx(): Buffer {
  const entities = Array.from({ length: 9 }, (_, index) => `<!ENTITY lol${index + 1} "${`&lol${index};`.repeat(10)}">`).join('\n');
  return gpxDeclaring(`<!DOCTYPE gpx [\n<!ENTITY lol0 "lol">\n${entities}\n]>`, 'lol9');
}

/** An external entity: a parser that resolves it reads the server's /etc/passwd into the creator and the track's name. */
export function xxeGpx(): Buffer {
  return gpxDeclaring('<!DOCTYPE gpx [<!ENTITY xxe SYSTEM "file:///etc/passwd">]>', 'xxe');
}
