import { setPriority } from 'node:os';
import type { ActivityFileParse } from '@lesne/contracts';
import { parseActivityFile } from './activity-file';

/**
 * Files are read at a low priority: a burst of uploads takes the cores nothing else needs, and
 * yields them to the live path (a result, its push) at once. On Linux a priority is a thread's
 * own, so this one thread's; elsewhere it would be the whole process's, so it is left alone.
 */
const READING_NICENESS = 10;
if (process.platform === 'linux') setPriority(READING_NICENESS);

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
