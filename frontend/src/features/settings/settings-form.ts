import type { CompanyStats, EventEndType, EventSettingsRequest } from '@lesne/contracts';
import {
  clamp,
  earliestStart,
  endsByDate,
  endsByTrees,
  MANUAL_WINDOW_DAYS,
  SETTINGS_KM_PER_TREE,
  SETTINGS_TREE_LIMIT,
  TREE_LIMIT_WHEN_ENDING_BY_DATE,
} from '@lesne/domain';
import { formatDay } from '../../shared/format';
import type { FormErrors } from '../../shared/forms/useForm';
import { check, numberIn, parseNumber, required } from '../../shared/forms/validators';
import { checkEndDate, type EventParameterValues } from '../company';

/** The event's parameters, and whether Strava's virtual and trainer activities count. */
export type SettingsValues = EventParameterValues & {
  countVirtualActivities: boolean;
  fileActivitiesAllowed: boolean;
  fileActivitiesApproval: boolean;
  maxDaysBeforeFileActivity: string;
  weeklyDigest: boolean;
};

/** The event settings form (docs/product.md#validation). */
export function settingsValuesFrom(stats: CompanyStats): SettingsValues {
  return {
    dateFrom: stats.dateFrom,
    dateTo: stats.dateTo ?? '',
    standard: String(stats.convert.standard),
    bike: String(stats.convert.bike),
    treeLimit: endsByTrees(stats.eventEndType) ? String(stats.treeLimit) : '',
    eventEndType: stats.eventEndType,
    manualActivitiesAllowed: stats.manualActivitiesAllowed,
    manualActivitiesApproval: stats.manualActivitiesApproval,
    maxDaysBeforeManualActivity: String(stats.maxDaysBeforeManualActivity),
    countVirtualActivities: stats.countVirtualActivities,
    fileActivitiesAllowed: stats.fileActivitiesAllowed,
    fileActivitiesApproval: stats.fileActivitiesApproval,
    maxDaysBeforeFileActivity: String(stats.maxDaysBeforeFileActivity),
    weeklyDigest: stats.weeklyDigest,
  };
}

/** A typed number pulled into its range (km per tree, manual window); anything else is left for validation. */
export function clampTyped(value: string, range: { min: number; max: number }): string {
  const number = parseNumber(value);
  return Number.isNaN(number) ? value : String(clamp(number, range));
}

/**
 * Ending by date needs no tree limit (the event keeps one that is never reached); ending by
 * trees has no end date. Switching to trees fills the limit with the event's own (99 999 from
 * the platform admin's form when it ended by date), pulled into the settings' range, so the
 * field is never empty; switching back offers the saved end date again.
 */
export function settingsEndTypeChange(eventEndType: EventEndType, saved: CompanyStats): Partial<SettingsValues> {
  if (eventEndType === 'trees') {
    return { eventEndType, dateTo: '', treeLimit: String(clamp(saved.treeLimit, SETTINGS_TREE_LIMIT)) };
  }
  return { eventEndType, treeLimit: '', dateTo: saved.dateTo ?? '' };
}

const TREE_LIMIT_MESSAGES = { min: 'settings:event.treeLimitMin', max: 'settings:event.treeLimitMax' };

function checkTreeLimit(value: string) {
  const problem = check(value, required, numberIn(SETTINGS_TREE_LIMIT));
  if (!problem || typeof problem === 'string') return problem;
  // Our own words for the range (docs/product.md#validation: at least 100).
  if (problem.key === 'validation:min') return { key: TREE_LIMIT_MESSAGES.min };
  if (problem.key === 'validation:max') return { key: TREE_LIMIT_MESSAGES.max };
  return problem;
}

interface SettingsContext {
  saved: CompanyStats;
  /** YYYY-MM-DD in Warsaw */
  today: string;
}

/** Any number: the ranges of km per tree and of the manual window are clamped, not refused. */
const ANY = { min: Number.NEGATIVE_INFINITY, max: Number.POSITIVE_INFINITY };

export function validateSettings(values: SettingsValues, { saved, today }: SettingsContext): FormErrors<SettingsValues> {
  const manualWindow = check(values.maxDaysBeforeManualActivity, required, numberIn(ANY));
  const fileWindow = check(values.maxDaysBeforeFileActivity, required, numberIn(ANY));
  if (!saved.settingsEditable) return { maxDaysBeforeManualActivity: manualWindow, maxDaysBeforeFileActivity: fileWindow };

  const start = earliestStart(today);
  // A start that is not changed stays as it is, even when it is today.
  const startChanged = values.dateFrom !== saved.dateFrom;
  return {
    dateFrom:
      check(values.dateFrom, required) ??
      (startChanged && values.dateFrom < start ? { key: 'validation:startFrom', values: { date: formatDay(start) } } : undefined),
    dateTo: checkEndDate(values),
    standard: check(values.standard, required, numberIn(ANY, { decimals: true })),
    bike: check(values.bike, required, numberIn(ANY, { decimals: true })),
    treeLimit: endsByTrees(values.eventEndType) ? checkTreeLimit(values.treeLimit) : undefined,
    maxDaysBeforeManualActivity: manualWindow,
    maxDaysBeforeFileActivity: fileWindow,
  };
}

/**
 * What to send: the activity options (Strava's virtual ones too) always; the dates, ratios, tree limit and end type only
 * while the event has not started, and only those that changed (the API refuses locked fields).
 */
export function settingsRequest(values: SettingsValues, saved: CompanyStats): EventSettingsRequest {
  const body: EventSettingsRequest = {
    manualActivitiesAllowed: values.manualActivitiesAllowed,
    manualActivitiesApproval: values.manualActivitiesAllowed && values.manualActivitiesApproval,
    maxDaysBeforeManualActivity: clamp(parseNumber(values.maxDaysBeforeManualActivity), MANUAL_WINDOW_DAYS),
    countVirtualActivities: values.countVirtualActivities,
    fileActivitiesAllowed: values.fileActivitiesAllowed,
    fileActivitiesApproval: values.fileActivitiesAllowed && values.fileActivitiesApproval,
    maxDaysBeforeFileActivity: clamp(parseNumber(values.maxDaysBeforeFileActivity), MANUAL_WINDOW_DAYS),
    weeklyDigest: values.weeklyDigest,
  };
  if (!saved.settingsEditable) return body;

  const dateTo = endsByDate(values.eventEndType) ? values.dateTo : null;
  const convert = {
    standard: clamp(parseNumber(values.standard), SETTINGS_KM_PER_TREE.standard),
    bike: clamp(parseNumber(values.bike), SETTINGS_KM_PER_TREE.bike),
  };
  const treeLimit = endsByTrees(values.eventEndType) ? parseNumber(values.treeLimit) : TREE_LIMIT_WHEN_ENDING_BY_DATE;
  if (values.dateFrom !== saved.dateFrom) body.dateFrom = values.dateFrom;
  if (dateTo !== saved.dateTo) body.dateTo = dateTo;
  if (convert.standard !== saved.convert.standard || convert.bike !== saved.convert.bike) body.convert = convert;
  if (treeLimit !== saved.treeLimit) body.treeLimit = treeLimit;
  if (values.eventEndType !== saved.eventEndType) body.eventEndType = values.eventEndType;
  return body;
}
