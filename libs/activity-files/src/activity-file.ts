/**
 * One uploaded activity file (FIT, GPX or TCX, each plain or gzipped) read into the summary a
 * result needs, or refused with the reason.
 *
 * What is kept: when the activity started, how long it took and moved, how far, the sport and
 * the device the file names, whether the track jumps faster than anyone moves, how many points
 * it had, and a hash of the file to know it again. What is not kept: a single point. A track
 * shows where someone lives, works and runs each morning; the summary is all the counting of
 * trees and the checks for doubtful results need, so the points are dropped as the file is read.
 *
 * Every file is someone else's bytes: sizes are capped before and after inflating, XML may
 * declare no entities, a FIT file must match its checksum, and no error escapes. Whatever goes
 * wrong while reading makes the file 'unreadable'.
 */
import { createHash } from 'node:crypto';
import { ACTIVITY_FILE_EXTENSIONS, type ActivityFileFormat, type ActivityFileParse, type ActivityFileRefusal } from '@lesne/contracts';
import { ACTIVITY_CLOCK_SLACK_SECONDS, ACTIVITY_FILE_MAX_BYTES, NAME_MAX_LENGTH } from '@lesne/domain';
import { readFitFile } from './fit-file';
import { readGpxFile } from './gpx-file';
import { gunzipAtMost } from './gzip';
import type { Reading } from './recording';
import { readTcxFile } from './tcx-file';

const READERS: Readonly<Record<ActivityFileFormat, (content: Buffer) => Reading>> = {
  fit: readFitFile,
  gpx: readGpxFile,
  tcx: readTcxFile,
};

/** What no device name keeps: control characters and the bidirectional controls that turn the text around it (as for names, libs/domain limits.ts). */
const NOT_IN_A_NAME = /[\p{Cc}\p{Bidi_Control}]/gu;

function refused(reason: ActivityFileRefusal): ActivityFileParse {
  return { ok: false, reason };
}

/** The format a file's name says, and whether it is gzipped; null for any other name. */
function formatOfName(fileName: string): { format: ActivityFileFormat; gzipped: boolean } | null {
  const name = fileName.toLowerCase();
  const extension = ACTIVITY_FILE_EXTENSIONS.find((ending) => name.endsWith(ending));
  if (!extension) return null;
  return { format: extension.split('.')[1] as ActivityFileFormat, gzipped: extension.endsWith('.gz') };
}

/** The name as a person may read it: one line, no controls, at most NAME_MAX_LENGTH characters (not UTF-16 units: an emoji stays whole). */
function readableDeviceName(name: string | null): string | null {
  const cleaned = [...(name ?? '').replace(NOT_IN_A_NAME, ' ').replace(/\s+/g, ' ').trim()].slice(0, NAME_MAX_LENGTH).join('').trim();
  return cleaned === '' ? null : cleaned;
}

function parse(fileName: string, content: Buffer, now: Date): ActivityFileParse {
  const kind = formatOfName(fileName);
  if (!kind) return refused('unsupportedType');
  if (content.length > ACTIVITY_FILE_MAX_BYTES) return refused('tooLarge');
  const file = kind.gzipped ? gunzipAtMost(content, ACTIVITY_FILE_MAX_BYTES) : content;
  if (typeof file === 'string') return refused(file);
  const recording = READERS[kind.format](file);
  if (typeof recording === 'string') return refused(recording);
  if (recording.startTime.getTime() > now.getTime() + ACTIVITY_CLOCK_SLACK_SECONDS * 1000) return refused('inFuture');
  if (!(recording.distanceMetres > 0)) return refused('noDistance');
  return {
    ok: true,
    activity: {
      ...recording,
      format: kind.format,
      elapsedSeconds: Math.round(Math.max(0, recording.elapsedSeconds)),
      movingSeconds: Math.round(Math.max(0, recording.movingSeconds)),
      deviceName: readableDeviceName(recording.deviceName),
      contentHash: createHash('sha256').update(file).digest('hex'),
    },
  };
}

/** The summary of one activity file, or why it cannot count; `now` is when it was uploaded. Never throws. */
export function parseActivityFile(fileName: string, content: Buffer, now: Date): ActivityFileParse {
  try {
    return parse(fileName, content, now);
  } catch {
    return refused('unreadable');
  }
}
