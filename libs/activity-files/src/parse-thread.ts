import type { ActivityFileParse } from '@lesne/contracts';
import { parseActivityFile } from './activity-file';

/** One file to read, as it crosses to a worker thread (the bytes as a view, not a copy). */
export interface ParseTask {
  fileName: string;
  content: Uint8Array;
  now: Date;
}

/** A thread's task (see ActivityFileThreads in the workers): parseActivityFile, off the thread that serves the queues. */
export function parse(task: ParseTask): ActivityFileParse {
  return parseActivityFile(task.fileName, Buffer.from(task.content.buffer, task.content.byteOffset, task.content.byteLength), task.now);
}
