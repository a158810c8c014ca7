import { addDays } from './calendar';
import { eventStatus, type EventDates } from './event-lifecycle';

/** Answers to q1 and q2: 1 (not at all) to 5 (very much). */
export const SURVEY_RATING = { min: 1, max: 5 } as const;
export const SURVEY_SUGGESTION_MAX_LENGTH = 2000;
/** After this many closes without answering, the survey is not offered again. */
export const SURVEY_CLOSES_LIMIT = 3;
/** The survey opens this many Warsaw days before the event's last day. */
export const SURVEY_DAYS_BEFORE_END = 7;

/**
 * The survey is offered from SURVEY_DAYS_BEFORE_END days before the last day (dateTo), never
 * before the start, and always once the event is closed (an event ending by trees only has no
 * last day: only once closed).
 */
export function surveyWindowOpen(event: EventDates, today: string): boolean {
  const status = eventStatus(event, today);
  if (status === 'closed') return true;
  if (status === 'waiting' || event.dateTo === null) return false;
  return today >= addDays(event.dateTo, -SURVEY_DAYS_BEFORE_END);
}

/** What the user has done with the survey so far. */
export interface SurveyProgress {
  /** sent step 3 (Wyślij) */
  answered: boolean;
  /** closed before the end (Zamknij) */
  closes: number;
  /** the Warsaw day it was last offered (YYYY-MM-DD) */
  offeredOn: string | null;
}

/**
 * Offered in the window until answered or closed SURVEY_CLOSES_LIMIT times, and at most once a
 * Warsaw day: a page load, a second tab or another phone the same day does not ask again.
 */
export function shouldShowSurvey(windowOpen: boolean, progress: SurveyProgress | null, today: string): boolean {
  if (!windowOpen) return false;
  if (!progress) return true;
  return !progress.answered && progress.closes < SURVEY_CLOSES_LIMIT && progress.offeredOn !== today;
}
