import { recordedFigures, type Reading } from './recording';
import { namedSport } from './sports';
import { everyPointTimed, measureTrack, positionAt, type TrackPoint } from './track';
import { attribute, element, elements, numberIn, parseXml, textIn, timeIn, type XmlElement } from './xml-files';

const LISTS: ReadonlySet<string> = new Set(['trk', 'trkseg', 'trkpt']);

function trackPoint(point: XmlElement): TrackPoint | null {
  const time = timeIn(point.time);
  return time === null ? null : { time, position: positionAt(numberIn(point[attribute('lat')]), numberIn(point[attribute('lon')])) };
}

/**
 * A GPX file: its tracks and their segments (waypoints and routes are plans, not a record), the
 * sport of the first track that names one in <type>, the app in the creator attribute. GPX has
 * no summary, so the distance is always measured along the points.
 */
export function readGpxFile(content: Buffer): Reading {
  const document = parseXml(content, LISTS);
  if (typeof document === 'string') return document;
  if (!('gpx' in document)) return 'unreadable';
  const gpx = element(document.gpx);
  const tracks = elements(gpx?.trk);
  const segments = everyPointTimed(tracks.flatMap((track) => elements(track.trkseg)).map((segment) => elements(segment.trkpt).map(trackPoint)));
  if (segments === null) return 'noTimestamps';
  const measured = measureTrack(segments);
  if (measured.startTime === null || measured.endTime === null) return 'noActivity';
  // a GPX has no totals of its own: everything is measured along the track
  return {
    ...recordedFigures({ startTime: measured.startTime, endTime: measured.endTime, distanceMetres: 0, movingSeconds: 0 }, measured),
    sport: namedSport(tracks.map((track) => textIn(track.type)).find((type) => type !== null) ?? null),
    deviceName: textIn(gpx?.[attribute('creator')]),
  };
}
