import { addDays } from './calendar';

export type ManualDayProblem = 'future' | 'tooOld' | 'beforeEvent' | 'afterEvent';

/**
 * A manual result's day: from today minus the window to today, and inside the event
 * (days in Europe/Warsaw).
 */
export function manualDayProblem(input: { day: string; today: string; windowDays: number; dateFrom: string; dateTo: string | null }): ManualDayProblem | null {
  if (input.day > input.today) return 'future';
  if (input.day < addDays(input.today, -input.windowDays)) return 'tooOld';
  if (input.day < input.dateFrom) return 'beforeEvent';
  if (input.dateTo !== null && input.day > input.dateTo) return 'afterEvent';
  return null;
}
