import { addDays, MANUAL_MAX_DISTANCE_KM, manualDayProblem } from '@lesne/domain';
import type { FormErrors } from '../../shared/forms/useForm';
import { parseNumber, required } from '../../shared/forms/validators';
import { formatDay } from '../../shared/format';

// A type, not an interface, so that it fits useForm's record of fields.
export type AddResultValues = {
  /** YYYY-MM-DD */
  day: string;
  /** as typed: "5,25" and "5.25" alike */
  distance: string;
  /** the activity type id, '' until one is chosen */
  activityType: string;
};

/** What decides which days a manual result may have (days in Europe/Warsaw). */
export interface ManualWindow {
  today: string;
  /** maxDaysBeforeManualActivity */
  windowDays: number;
  dateFrom: string;
  dateTo: string | null;
}

/** The first and last day the date field offers: the window back from today, inside the event. */
export function manualDayBounds({ today, windowDays, dateFrom, dateTo }: ManualWindow): { min: string; max: string } {
  const windowStart = addDays(today, -windowDays);
  return {
    min: windowStart > dateFrom ? windowStart : dateFrom,
    max: dateTo !== null && dateTo < today ? dateTo : today,
  };
}

/** A distance typed as a number; a Polish comma is a decimal point. NaN when it is not one. */
export function parseDistance(typed: string): number {
  return parseNumber(typed);
}

/** Typing past 500 km is not taken (the field keeps its value and an alert says why). */
export function exceedsMaxDistance(typed: string): boolean {
  return parseDistance(typed) > MANUAL_MAX_DISTANCE_KM;
}

/** Kilometres with at most two decimals (step 0.01). */
const DISTANCE_PATTERN = /^\d+(?:[.,]\d{1,2})?$/;

export function validateAddResult(values: AddResultValues, window: ManualWindow): FormErrors<AddResultValues> {
  const errors: FormErrors<AddResultValues> = {};
  errors.day = required(values.day) ?? dayMessage(values.day, window);
  const distance = values.distance.trim();
  if (!distance) errors.distance = { key: 'validation:required' };
  else if (!DISTANCE_PATTERN.test(distance)) errors.distance = { key: 'activities:addResult.invalid.distanceFormat' };
  else if (parseDistance(distance) <= 0) errors.distance = { key: 'activities:addResult.invalid.distancePositive' };
  else if (exceedsMaxDistance(distance)) errors.distance = { key: 'activities:addResult.maxDistance' };
  errors.activityType = required(values.activityType);
  return errors;
}

function dayMessage(day: string, window: ManualWindow) {
  const problem = manualDayProblem({ day, ...window });
  if (!problem) return undefined;
  const date = {
    future: '',
    tooOld: formatDay(addDays(window.today, -window.windowDays)),
    beforeEvent: formatDay(window.dateFrom),
    afterEvent: formatDay(window.dateTo),
  }[problem];
  return { key: `activities:addResult.invalid.${problem}`, values: { date } };
}
