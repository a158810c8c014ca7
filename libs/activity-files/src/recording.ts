import type { ActivityFileRefusal, ParsedActivity } from '@lesne/contracts';
import type { TrackMeasures } from './track';

/** What the reader of one format finds in a file, before the checks and the hash every format shares. */
export type Recording = Omit<ParsedActivity, 'format' | 'contentHash'>;

/** A reader's answer: the recording, or why the file holds none. */
export type Reading = Recording | ActivityFileRefusal;

/** The sum of a file's own totals (its laps', its sessions'), leaving out the missing and the impossible (negative or not a number). */
export function summaryTotal(values: ReadonlyArray<number | null | undefined>): number {
  return values.reduce<number>((total, value) => (typeof value === 'number' && value > 0 ? total + value : total), 0);
}

/**
 * The figures of a recording: the device's own totals where it wrote them (summed by
 * summaryTotal, so 0 means none), the track's measures otherwise, and the track's jumps always.
 */
export function recordedFigures(
  summary: { startTime: number; endTime: number; distanceMetres: number; movingSeconds: number },
  track: TrackMeasures,
): Pick<Recording, 'startTime' | 'elapsedSeconds' | 'movingSeconds' | 'distanceMetres' | 'distanceFrom' | 'teleport' | 'trackPoints'> {
  return {
    startTime: new Date(summary.startTime),
    elapsedSeconds: (summary.endTime - summary.startTime) / 1000,
    movingSeconds: summary.movingSeconds > 0 ? summary.movingSeconds : track.movingSeconds,
    distanceMetres: summary.distanceMetres > 0 ? summary.distanceMetres : track.distanceMetres,
    distanceFrom: summary.distanceMetres > 0 ? 'summary' : 'track',
    teleport: track.teleport,
    trackPoints: track.points,
  };
}
