import { recordedFigures, summaryTotal, type Reading } from './recording';
import { namedSport } from './sports';
import { everyPointTimed, measureTrack, positionAt, type TrackPoint } from './track';
import { attribute, element, elements, numberIn, parseXml, textIn, timeIn, type XmlElement } from './xml-files';

const LISTS: ReadonlySet<string> = new Set(['Activity', 'Lap', 'Track', 'Trackpoint']);

function trackPoint(point: XmlElement): TrackPoint | null {
  const time = timeIn(point.Time);
  const position = element(point.Position);
  return time === null ? null : { time, position: positionAt(numberIn(position?.LatitudeDegrees), numberIn(position?.LongitudeDegrees)) };
}

/** Epoch milliseconds when the lap's timer stopped; null without a start. */
function lapEnd(lap: XmlElement): number | null {
  const start = timeIn(lap[attribute('StartTime')]);
  return start === null ? null : start + Math.max(0, numberIn(lap.TotalTimeSeconds) ?? 0) * 1000;
}

/**
 * A TCX file: the laps of its activities. The laps' DistanceMeters and TotalTimeSeconds are the
 * device's own totals (a pool swim has them without a single position), so they win over the
 * track; the track still tells the end, and any jump. The start is the activity's Id, which
 * Garmin writes as its start time.
 */
export function readTcxFile(content: Buffer): Reading {
  const document = parseXml(content, LISTS);
  if (typeof document === 'string') return document;
  if (!('TrainingCenterDatabase' in document)) return 'unreadable';
  const activities = elements(element(element(document.TrainingCenterDatabase)?.Activities)?.Activity);
  const laps = activities.flatMap((activity) => elements(activity.Lap));
  if (laps.length === 0) return 'noActivity';
  const segments = everyPointTimed(laps.flatMap((lap) => elements(lap.Track)).map((track) => elements(track.Trackpoint).map(trackPoint)));
  if (segments === null) return 'noTimestamps';
  const measured = measureTrack(segments);
  const startTime = timeIn(activities[0].Id) ?? timeIn(laps[0][attribute('StartTime')]) ?? measured.startTime;
  if (startTime === null) return 'noTimestamps';
  const endTime = [measured.endTime, ...laps.map(lapEnd)].reduce<number>((latest, end) => Math.max(latest, end ?? latest), startTime);
  const lapDistance = summaryTotal(laps.map((lap) => numberIn(lap.DistanceMeters)));
  const lapSeconds = summaryTotal(laps.map((lap) => numberIn(lap.TotalTimeSeconds)));
  return {
    ...recordedFigures({ startTime, endTime, distanceMetres: lapDistance, movingSeconds: lapSeconds }, measured),
    sport: namedSport(textIn(activities[0][attribute('Sport')])),
    deviceName: textIn(element(activities[0].Creator)?.Name),
  };
}
