import type { EntityManager } from 'typeorm';
import { QUEUES, type ActivityTypeKey, type UploadHoldReason, type UploadRefusal } from '@lesne/contracts';
import { ActivityUpload } from '../entities';
import { addToOutbox } from '../outbox';

/** How many of a user's uploads their list shows, newest first. */
const LISTED_UPLOADS = 100;

/** What the upload list, the confirmation and the export read: everything but the bytes. */
const SUMMARY_COLUMNS = [
  'id', 'userId', 'fileName', 'state', 'refusal', 'holdReason', 'contentHash', 'startTime', 'day', 'distance', 'elapsedSeconds', 'movingSeconds',
  'detectedType', 'deviceName', 'teleport', 'activityId', 'createdAt',
] as const satisfies ReadonlyArray<keyof ActivityUpload>;

export type UploadSummary = Omit<ActivityUpload, 'content' | 'user' | 'activity'>;

/** Stores the uploaded files and, in the same transaction, a parsing job for each; answers them in upload order. */
export async function addUploads(manager: EntityManager, userId: number, files: ReadonlyArray<{ fileName: string; content: Buffer }>, requestId: string | null): Promise<UploadSummary[]> {
  const stored: UploadSummary[] = [];
  for (const file of files) {
    const { content: _content, ...upload } = await manager.save(manager.create(ActivityUpload, { userId, fileName: file.fileName, content: file.content, state: 'parsing' }));
    await addToOutbox(manager, { queue: QUEUES.files, name: 'files.parse', data: { uploadId: upload.id } }, requestId);
    stored.push(upload);
  }
  return stored;
}

/** The user's latest uploads, newest first. */
export function userUploads(manager: EntityManager, userId: number): Promise<UploadSummary[]> {
  return manager.find(ActivityUpload, { select: [...SUMMARY_COLUMNS], where: { userId }, order: { id: 'DESC' }, take: LISTED_UPLOADS });
}

/** The user's uploads still to be read or confirmed: at most ACTIVITY_FILES_PER_UPLOAD at once. */
export async function uploadsWaiting(manager: EntityManager, userId: number): Promise<number> {
  const [row]: Array<{ count: number }> = await manager.query("SELECT COUNT(*)::int AS count FROM activity_upload WHERE user_id = $1 AND state IN ('parsing', 'parsed')", [userId]);
  return row.count;
}

/** The trees of the results these uploads became, by result id. */
export async function treesOfResults(manager: EntityManager, activityIds: number[]): Promise<Map<number, number>> {
  if (activityIds.length === 0) return new Map();
  const rows: Array<{ id: number; trees: string }> = await manager.query('SELECT id, trees FROM activity WHERE id = ANY($1)', [activityIds]);
  return new Map(rows.map((row) => [row.id, Number(row.trees)]));
}

/** Every upload of the user, oldest first, for their data export. */
export function allUserUploads(manager: EntityManager, userId: number): Promise<UploadSummary[]> {
  return manager.find(ActivityUpload, { select: [...SUMMARY_COLUMNS], where: { userId }, order: { id: 'ASC' } });
}

/** An upload still waiting to be parsed, with its bytes; null once parsed (or gone). */
export function uploadToParse(manager: EntityManager, uploadId: number): Promise<Pick<ActivityUpload, 'id' | 'userId' | 'fileName' | 'content'> | null> {
  return manager.findOne(ActivityUpload, { select: ['id', 'userId', 'fileName', 'content'], where: { id: uploadId, state: 'parsing' } });
}

/** Whether the upload still waits to be parsed, locked so its record is written once. */
export async function lockUploadToParse(manager: EntityManager, uploadId: number): Promise<boolean> {
  return (await manager.findOne(ActivityUpload, { select: ['id'], where: { id: uploadId, state: 'parsing' }, lock: { mode: 'pessimistic_write' } })) !== null;
}

/** Uploads left parsing since before `before` (their job lost with Redis): queued again by the sweep. */
export async function uploadsLeftParsing(manager: EntityManager, before: Date, limit: number): Promise<number[]> {
  const rows: Array<{ id: number }> = await manager.query(
    "SELECT id FROM activity_upload WHERE state = 'parsing' AND created_at < $1 ORDER BY id LIMIT $2",
    [before, limit],
  );
  return rows.map((row) => row.id);
}

export interface ParsedUpload {
  contentHash: string;
  startTime: Date;
  day: string;
  distance: number;
  elapsedSeconds: number;
  movingSeconds: number;
  detectedType: ActivityTypeKey;
  deviceName: string | null;
  teleport: boolean;
}

/** The parse's summary replaces the bytes: from here on nothing of the track is kept. */
export async function recordParsed(manager: EntityManager, uploadId: number, parsed: ParsedUpload): Promise<void> {
  await manager.update(ActivityUpload, { id: uploadId }, { ...parsed, content: null, state: 'parsed' });
}

/** Refused, by the parser or the company's rules: the bytes go too. */
export async function recordRefused(manager: EntityManager, uploadId: number, refusal: UploadRefusal): Promise<void> {
  await manager.update(ActivityUpload, { id: uploadId }, { content: null, state: 'refused', refusal });
}

/** The owner's parsed upload, locked for its confirmation; null when it is not theirs or not waiting for one. */
export function lockParsedUpload(manager: EntityManager, userId: number, uploadId: number): Promise<UploadSummary | null> {
  return manager.findOne(ActivityUpload, { select: [...SUMMARY_COLUMNS], where: { id: uploadId, userId, state: 'parsed' }, lock: { mode: 'pessimistic_write' } });
}

/** The upload became a result: counted at once, or held for review with the reason. */
export async function recordResult(manager: EntityManager, uploadId: number, result: { activityId: number; holdReason: UploadHoldReason | null }): Promise<void> {
  await manager.update(ActivityUpload, { id: uploadId }, { activityId: result.activityId, holdReason: result.holdReason, state: result.holdReason ? 'held' : 'counted' });
}

/** Whether the user has another upload of the same content that became a result which still exists. */
export async function sameContentCounted(manager: EntityManager, userId: number, uploadId: number, contentHash: string): Promise<boolean> {
  const [row]: Array<{ found: boolean }> = await manager.query(
    `SELECT EXISTS (
       SELECT 1 FROM activity_upload u JOIN activity a ON a.id = u.activity_id AND a.status <> 'denied'
        WHERE u.user_id = $1 AND u.content_hash = $2 AND u.id <> $3
     ) AS found`,
    [userId, contentHash, uploadId],
  );
  return row.found;
}

/** The user's results from files on the day, not denied: counted against FILE_RESULTS_PER_DAY. */
export async function fileResultsOnDay(manager: EntityManager, userId: number, day: string): Promise<number> {
  const [row]: Array<{ count: number }> = await manager.query(
    "SELECT COUNT(*)::int AS count FROM activity WHERE user_id = $1 AND day = $2 AND source = 'file' AND status <> 'denied'",
    [userId, day],
  );
  return row.count;
}
