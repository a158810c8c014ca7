import { LONGEST_PAUSE_SECONDS, TELEPORT_MIN_METRES, TELEPORT_SPEED_KMH } from '@lesne/domain';

export interface Position {
  lat: number;
  lon: number;
}

/** One recorded point: always timed; placed where the device had a fix (a pool swim has none). */
export interface TrackPoint {
  /** epoch milliseconds */
  time: number;
  position: Position | null;
}

/**
 * A position from degrees, or null where there is none: out of range, or exactly (0, 0), the
 * point in the Atlantic where some apps put the fixes they did not have.
 */
export function positionAt(lat: number | null, lon: number | null): Position | null {
  if (lat === null || lon === null || Math.abs(lat) > 90 || Math.abs(lon) > 180 || (lat === 0 && lon === 0)) return null;
  return { lat, lon };
}

/** Points recorded without a break: a GPX <trkseg>, a TCX <Track>, a FIT file's records. */
export type Segment = readonly TrackPoint[];

/**
 * The segments, or null when a point of one has no time (read as null): without times, pauses
 * and speeds would be guesses, and Strava refuses such files too.
 */
export function everyPointTimed(segments: ReadonlyArray<ReadonlyArray<TrackPoint | null>>): Segment[] | null {
  return segments.every((segment) => segment.every((point) => point !== null)) ? (segments as Segment[]) : null;
}

export interface TrackMeasures {
  distanceMetres: number;
  movingSeconds: number;
  teleport: boolean;
  points: number;
  /** epoch milliseconds of the earliest and latest point; null without points */
  startTime: number | null;
  endTime: number | null;
}

/** The mean Earth radius (IUGG), which the common GPX tools measure with too. */
const EARTH_RADIUS_METRES = 6_371_008.8;
const TELEPORT_METRES_PER_SECOND = TELEPORT_SPEED_KMH / 3.6;

function radians(degrees: number): number {
  return (degrees * Math.PI) / 180;
}

/** The great-circle distance: over a few metres between points, as exact as the GPS fixes are. */
export function haversineMetres(from: Position, to: Position): number {
  const dLat = radians(to.lat - from.lat);
  const dLon = radians(to.lon - from.lon);
  const a = Math.sin(dLat / 2) ** 2 + Math.cos(radians(from.lat)) * Math.cos(radians(to.lat)) * Math.sin(dLon / 2) ** 2;
  return 2 * EARTH_RADIUS_METRES * Math.asin(Math.min(1, Math.sqrt(a)));
}

function secondsBetween(from: TrackPoint, to: TrackPoint): number {
  return (to.time - from.time) / 1000;
}

/** A gap the device recorded through; a longer one (or time running backwards) is a pause. */
function inMotion(seconds: number): boolean {
  return seconds >= 0 && seconds <= LONGEST_PAUSE_SECONDS;
}

type PlacedPoint = TrackPoint & { position: Position };

function isPlaced(point: TrackPoint): point is PlacedPoint {
  return point.position !== null;
}

/** Most files time their points in whole seconds, so two points of the same second count as a second apart. */
function jumps(from: PlacedPoint, to: PlacedPoint): boolean {
  const seconds = Math.max(1, Math.abs(secondsBetween(from, to)));
  const metres = haversineMetres(from.position, to.position);
  return metres >= TELEPORT_MIN_METRES && metres / seconds > TELEPORT_METRES_PER_SECOND;
}

/**
 * Distance and time in motion along the segments, each measured on its own: a gap between
 * segments (or tracks) is where the recording stopped, so it is never walked across, and nor is
 * a pause longer than LONGEST_PAUSE_SECONDS inside one. A jump of TELEPORT_MIN_METRES or more faster than TELEPORT_SPEED_KMH is
 * looked for between every two placed points of the file, across pauses and segments too.
 */
export function measureTrack(segments: readonly Segment[]): TrackMeasures {
  let distanceMetres = 0;
  let movingSeconds = 0;
  let teleport = false;
  let points = 0;
  let startTime: number | null = null;
  let endTime: number | null = null;
  let lastPlaced: PlacedPoint | null = null;
  for (const segment of segments) {
    let previous: TrackPoint | null = null;
    let previousPlaced: PlacedPoint | null = null;
    for (const point of segment) {
      points += 1;
      startTime = Math.min(startTime ?? point.time, point.time);
      endTime = Math.max(endTime ?? point.time, point.time);
      if (previous && inMotion(secondsBetween(previous, point))) movingSeconds += secondsBetween(previous, point);
      previous = point;
      if (!isPlaced(point)) continue;
      if (previousPlaced && inMotion(secondsBetween(previousPlaced, point))) distanceMetres += haversineMetres(previousPlaced.position, point.position);
      if (lastPlaced && jumps(lastPlaced, point)) teleport = true;
      previousPlaced = point;
      lastPlaced = point;
    }
  }
  return { distanceMetres, movingSeconds, teleport, points, startTime, endTime };
}
