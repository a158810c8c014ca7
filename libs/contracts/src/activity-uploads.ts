import { ACTIVITY_FILE_EXTENSIONS, type ActivityFileRefusal } from './activity-files';
import type { ActivityTypeKey } from './activity-words';
import type { FlagReason } from './strava';

/**
 * An uploaded activity file's way: parsing (in the workers), parsed (waiting for its owner to
 * confirm the sport), then counted, held for the company admin's review, or refused.
 */
export const ACTIVITY_UPLOAD_STATES = ['parsing', 'parsed', 'counted', 'held', 'refused'] as const;
export type ActivityUploadState = (typeof ACTIVITY_UPLOAD_STATES)[number];

/** Why the company's rules refuse a parsed file once its owner confirms it. */
export const UPLOAD_RULE_REFUSALS = [
  /** the company takes no results from files */
  'filesNotAllowed',
  /** the event is not in progress */
  'notInProgress',
  /** the activity's day is after today */
  'future',
  /** the activity's day is further back than the company's window for files */
  'tooOld',
  'beforeEvent',
  'afterEvent',
  /** the user has FILE_RESULTS_PER_DAY results from files on that day */
  'dayLimit',
  /** the event takes no more trees */
  'treeLimit',
] as const;
export type UploadRuleRefusal = (typeof UPLOAD_RULE_REFUSALS)[number];

/** Why an upload was refused: the file could not be read, or the company's rules do not take it. */
export type UploadRefusal = ActivityFileRefusal | UploadRuleRefusal;

/** Why a counted file's result waits for the company admin: a rule doubted it, or the company approves every file. */
export type UploadHoldReason = FlagReason | 'awaitsApproval';

/** One uploaded file as its owner sees it. The track's points are never kept, only this summary. */
export interface ActivityUploadItem {
  id: number;
  fileName: string;
  state: ActivityUploadState;
  refusal: UploadRefusal | null;
  /** held: why */
  holdReason: UploadHoldReason | null;
  /** epoch milliseconds, as text; null until parsed */
  startTime: string | null;
  /** YYYY-MM-DD in Europe/Warsaw */
  day: string | null;
  distanceKm: number | null;
  elapsedSeconds: number | null;
  movingSeconds: number | null;
  /** what the file says it is; the owner confirms or changes it */
  detectedType: ActivityTypeKey | null;
  deviceName: string | null;
  /** the result it became (counted or held) */
  activityId: number | null;
  trees: number | null;
  uploadedAt: string;
}

/** GET /api/v1/activity-uploads: the user's recent uploads, newest first. */
export interface ActivityUploadsResponse {
  items: ActivityUploadItem[];
}

/** POST /api/v1/activity-uploads/:id/confirm: the sport the owner says it was. */
export interface ConfirmUploadRequest {
  activityType: number;
}

/** Whether a file's name ends as an activity file's does, in any letter case. */
export function isActivityFileName(fileName: string): boolean {
  const name = fileName.toLowerCase();
  return ACTIVITY_FILE_EXTENSIONS.some((extension) => name.endsWith(extension));
}
