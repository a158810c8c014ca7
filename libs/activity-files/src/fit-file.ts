import { Decoder, Stream, type FileIdMesg, type RecordMesg, type SessionMesg } from '@garmin/fitsdk';
import { recordedFigures, summaryTotal, type Reading } from './recording';
import { fitSport } from './sports';
import { measureTrack, positionAt, type TrackPoint } from './track';

/** FIT stores latitude and longitude as semicircles: 2^31 of them make 180 degrees. */
const SEMICIRCLES_PER_DEGREE = 2 ** 31 / 180;
const FILE_CRC_BYTES = 2;

/** Shorter than its header says (the header's size in byte 0, the data's in bytes 4-7): cut off, rather than changed. */
function isCutShort(content: Buffer): boolean {
  return content.length < content.readUInt8(0) + content.readUInt32LE(4) + FILE_CRC_BYTES;
}

function epochMilliseconds(time: unknown): number | null {
  return time instanceof Date && Number.isFinite(time.getTime()) ? time.getTime() : null;
}

function degrees(semicircles: number | undefined): number | null {
  return typeof semicircles === 'number' ? semicircles / SEMICIRCLES_PER_DEGREE : null;
}

function trackPoint(record: RecordMesg): TrackPoint | null {
  const time = epochMilliseconds(record.timestamp);
  return time === null ? null : { time, position: positionAt(degrees(record.positionLat), degrees(record.positionLong)) };
}

function sessionEnd(session: SessionMesg): number | null {
  const start = epochMilliseconds(session.startTime);
  return start === null || typeof session.totalElapsedTime !== 'number' ? null : start + session.totalElapsedTime * 1000;
}

/** The device as file_id names it: by its product name where the maker writes one (Suunto), else by maker and model (Garmin's "garmin fr935"). */
function deviceName(fileId: FileIdMesg | undefined): string | null {
  if (typeof fileId?.productName === 'string') return fileId.productName;
  const words = [fileId?.manufacturer, fileId?.garminProduct ?? fileId?.faveroProduct].filter((word) => typeof word === 'string');
  return words.length > 0 ? words.join(' ') : null;
}

function earlier(time: number | null, other: number | null): number | null {
  return time === null || other === null ? (time ?? other) : Math.min(time, other);
}

function later(time: number | null, other: number | null): number | null {
  return time === null || other === null ? (time ?? other) : Math.max(time, other);
}

function longest(legs: SessionMesg[]): SessionMesg | undefined {
  return legs.reduce<SessionMesg | undefined>((longest, leg) => ((leg.totalDistance ?? 0) > (longest?.totalDistance ?? 0) ? leg : longest), legs[0]);
}

/**
 * A FIT file, checked whole before it is read: a wrong checksum or a cut-off file is refused,
 * not read as far as it goes (a cut-off ride would count the kilometres up to the cut).
 *
 * The sessions are the device's own totals (its speed sensor and its auto-pause know better than
 * the GPS points: a ride can measure 4% short along them), so they win over the records. A
 * multisport file (a triathlon) is one result: its legs' distances and timer added up, of the
 * sport of its longest leg, since the counting of trees must not take a 180 km ride for a run;
 * its transitions (changing shoes and bikes) count for no leg. Without sessions (a recording the
 * device never closed), the records are measured like a GPX track.
 */
export function readFitFile(content: Buffer): Reading {
  const decoder = new Decoder(Stream.fromBuffer(content));
  if (!decoder.isFIT()) return 'unreadable';
  if (!decoder.checkIntegrity()) return isCutShort(content) ? 'truncated' : 'badChecksum';
  // Heart rates merged into the records and the fields expanded from others (enhanced speed from speed) go unread: skipping them halves the time.
  const { messages, errors } = decoder.read({ mergeHeartRates: false, expandComponents: false });
  if (errors.length > 0) return 'unreadable';
  const sessions = messages.sessionMesgs ?? [];
  const points = (messages.recordMesgs ?? []).map(trackPoint).filter((point) => point !== null);
  if (sessions.length === 0 && points.length === 0) return 'noActivity';
  const track = measureTrack([points]);
  const legs = sessions.filter((session) => session.sport !== 'transition');
  const startTime = sessions.map((session) => epochMilliseconds(session.startTime)).reduce(earlier, null) ?? track.startTime;
  if (startTime === null) return 'noTimestamps';
  const endTime = sessions.map(sessionEnd).reduce(later, null) ?? track.endTime ?? startTime;
  const sessionDistance = summaryTotal(legs.map((leg) => leg.totalDistance));
  const timerSeconds = summaryTotal(legs.map((leg) => leg.totalTimerTime));
  const sport = longest(legs) ?? messages.sportMesgs?.[0];
  return {
    ...recordedFigures({ startTime, endTime, distanceMetres: sessionDistance, movingSeconds: timerSeconds }, track),
    sport: fitSport(sport?.sport, sport?.subSport),
    deviceName: deviceName(messages.fileIdMesgs?.[0]),
  };
}
