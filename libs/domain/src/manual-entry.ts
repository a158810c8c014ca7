import type { StravaSkipReason } from '@lesne/contracts';
import { addDays } from './calendar';
import { MANUAL_RESULTS_PER_DAY } from './limits';

export type ManualDayProblem = 'future' | 'tooOld' | 'beforeEvent' | 'afterEvent';

/** A day further back than the company's window for results typed in by hand. */
function beforeManualWindow(day: string, today: string, windowDays: number): boolean {
  return day < addDays(today, -windowDays);
}

/**
 * A manual result's day: from today minus the window to today, and inside the event
 * (days in Europe/Warsaw).
 */
export function manualDayProblem(input: { day: string; today: string; windowDays: number; dateFrom: string; dateTo: string | null }): ManualDayProblem | null {
  if (input.day > input.today) return 'future';
  if (beforeManualWindow(input.day, input.today, input.windowDays)) return 'tooOld';
  if (input.day < input.dateFrom) return 'beforeEvent';
  if (input.dateTo !== null && input.day > input.dateTo) return 'afterEvent';
  return null;
}

/** Why an activity typed in by hand on Strava does not count: the company's rules for manual results refuse it. */
export type TypedInRefusal = Extract<StravaSkipReason, 'manualNotAllowed' | 'manualTooOld' | 'manualDayLimit'>;

/**
 * An activity its athlete typed into Strava by hand is a manual result that came another way, so
 * the company's manual-entry rules decide it as they decide one added here: manual results
 * allowed at all, its day within the window back from today (the day we first hear of it), and
 * at most MANUAL_RESULTS_PER_DAY results typed in by hand on its day, counting both ways. Whether
 * it waits for approval is the company's approval setting, as for any manual result.
 */
export function typedInRefusal(input: { allowed: boolean; day: string; today: string; windowDays: number; typedInThatDay: number }): TypedInRefusal | null {
  if (!input.allowed) return 'manualNotAllowed';
  if (beforeManualWindow(input.day, input.today, input.windowDays)) return 'manualTooOld';
  if (input.typedInThatDay >= MANUAL_RESULTS_PER_DAY) return 'manualDayLimit';
  return null;
}
