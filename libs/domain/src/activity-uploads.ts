import type { ActivityTypeKey, FlagReason, UploadHoldReason, UploadRuleRefusal } from '@lesne/contracts';
import { manualDayProblem } from './manual-entry';
import { plausibilityProblem } from './result-checks';

/**
 * Results from files one person may add for one day: two trainings and a commute each way. A
 * device recorded each, so more than manual results; a limit still, as a stolen session could
 * otherwise pour a whole export of someone else's into an event.
 */
export const FILE_RESULTS_PER_DAY = 5;

/** The company's rules for results from files (its settings form explains the defaults). */
export interface FileRules {
  fileActivitiesAllowed: boolean;
  maxDaysBeforeFileActivity: number;
  dateFrom: string;
  dateTo: string | null;
}

/**
 * Why the company's rules refuse a parsed file, or null: files allowed, its day neither in the
 * future nor further back than the company's window, inside the event, and fewer than
 * FILE_RESULTS_PER_DAY results from files on that day already.
 */
export function uploadRuleRefusal(rules: FileRules, upload: { day: string; today: string; filesThatDay: number }): UploadRuleRefusal | null {
  if (!rules.fileActivitiesAllowed) return 'filesNotAllowed';
  const dayProblem = manualDayProblem({ day: upload.day, today: upload.today, windowDays: rules.maxDaysBeforeFileActivity, dateFrom: rules.dateFrom, dateTo: rules.dateTo });
  if (dayProblem) return dayProblem;
  return upload.filesThatDay >= FILE_RESULTS_PER_DAY ? 'dayLimit' : null;
}

/**
 * Why a file's result waits for the company admin, or null when it counts at once. What the
 * checks doubt comes first, so the reviewer sees it: the same activity counted already, a track
 * that jumps faster than anyone moves, a speed or a day's total beyond the records; then the
 * company's choice to approve every file.
 */
export function uploadHoldReason(upload: {
  duplicate: boolean;
  teleport: boolean;
  typeKey: ActivityTypeKey;
  km: number;
  movingSeconds: number;
  dayKmBefore: number;
  approvalRequired: boolean;
}): UploadHoldReason | null {
  const doubt: FlagReason | null = upload.duplicate
    ? 'duplicate'
    : upload.teleport
      ? 'teleport'
      : plausibilityProblem({ typeKey: upload.typeKey, km: upload.km, elapsedSeconds: upload.movingSeconds, dayKmBefore: upload.dayKmBefore });
  return doubt ?? (upload.approvalRequired ? 'awaitsApproval' : null);
}
