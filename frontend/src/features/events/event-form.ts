import type { AdminEventRow, CreateEventRequest, EventEndType, UpdateEventRequest } from '@lesne/contracts';
import {
  addDays,
  ADMIN_KM_PER_TREE,
  ADMIN_TREE_LIMIT,
  ADMIN_TREE_LIMIT_WHEN_ENDING_BY_DATE,
  COMPANY_NAME_MAX_LENGTH,
  endsByDate,
  MANUAL_WINDOW_DAYS,
  NEW_EVENT_DEFAULTS,
} from '@lesne/domain';
import type { FormErrors } from '../../shared/forms/useForm';
import { check, EMAIL_RULES, maxLength, NAME_RULES, numberIn, parseNumber, required } from '../../shared/forms/validators';
import { checkEndDate, type EventParameterValues } from '../company';

/** The add and edit forms: numbers as typed, so a half-typed value can be corrected. */
export type EventFormValues = EventParameterValues & {
  company: string;
  email: string;
  userName: string;
  orderPaid: boolean;
  flagSystem: boolean;
  isTest: boolean;
  teams: boolean;
  hideRanking: boolean;
};

export type EventFormMode = 'add' | 'edit';

/** A new event: starts in 30 days, ends in 60, with the defaults of docs/product.md#constants. */
export function newEventValues(today: string): EventFormValues {
  const d = NEW_EVENT_DEFAULTS;
  return {
    company: '',
    email: '',
    userName: '',
    dateFrom: addDays(today, d.startInDays),
    dateTo: addDays(today, d.endInDays),
    standard: String(d.convert.standard),
    bike: String(d.convert.bike),
    treeLimit: String(d.treeLimit),
    eventEndType: d.eventEndType,
    manualActivitiesAllowed: d.manualActivitiesAllowed,
    manualActivitiesApproval: d.manualActivitiesApproval,
    maxDaysBeforeManualActivity: String(d.maxDaysBeforeManualActivity),
    orderPaid: d.orderPaid,
    flagSystem: d.flagSystem,
    isTest: d.isTest,
    teams: d.teams,
    hideRanking: d.hideRanking,
  };
}

export function eventValuesFrom(row: AdminEventRow): EventFormValues {
  return {
    company: row.companyName,
    email: '',
    userName: '',
    dateFrom: row.dateFrom,
    dateTo: row.dateTo ?? '',
    standard: String(row.convert.standard),
    bike: String(row.convert.bike),
    treeLimit: String(row.treeLimit),
    eventEndType: row.eventType,
    manualActivitiesAllowed: row.manualActivitiesAllowed,
    manualActivitiesApproval: row.manualActivitiesApproval,
    maxDaysBeforeManualActivity: String(row.maxDaysBeforeManualActivity),
    orderPaid: row.orderPaid,
    flagSystem: row.flagSystem,
    isTest: row.isTest,
    teams: row.teams,
    hideRanking: row.hideRanking,
  };
}

/**
 * What else changes when the end type is chosen: ending by date puts in a tree limit that is
 * never reached; ending by trees has no end date; both needs both (docs/product.md#event-status-and-end).
 */
export function endTypeChange(eventEndType: EventEndType): Partial<EventFormValues> {
  if (eventEndType === 'trees') return { eventEndType, dateTo: '' };
  // Date, and date or trees, both put 99 999 in the tree limit (docs/product.md#event-status-and-end).
  return { eventEndType, treeLimit: String(ADMIN_TREE_LIMIT_WHEN_ENDING_BY_DATE) };
}

export function validateEvent(values: EventFormValues, mode: EventFormMode): FormErrors<EventFormValues> {
  return {
    company: check(values.company.trim(), required, maxLength(COMPANY_NAME_MAX_LENGTH)),
    email: mode === 'add' ? check(values.email, ...EMAIL_RULES) : undefined,
    userName: mode === 'add' ? check(values.userName.trim(), ...NAME_RULES) : undefined,
    dateFrom: check(values.dateFrom, required),
    dateTo: checkEndDate(values),
    standard: check(values.standard, required, numberIn(ADMIN_KM_PER_TREE, { decimals: true })),
    bike: check(values.bike, required, numberIn(ADMIN_KM_PER_TREE, { decimals: true })),
    treeLimit: check(values.treeLimit, required, numberIn(ADMIN_TREE_LIMIT)),
    maxDaysBeforeManualActivity: check(values.maxDaysBeforeManualActivity, required, numberIn(MANUAL_WINDOW_DAYS)),
  };
}

function eventFields(values: EventFormValues): Omit<CreateEventRequest, 'email' | 'userName'> {
  return {
    company: values.company.trim(),
    dateFrom: values.dateFrom,
    dateTo: endsByDate(values.eventEndType) ? values.dateTo : null,
    convert: { standard: parseNumber(values.standard), bike: parseNumber(values.bike) },
    manualActivitiesAllowed: values.manualActivitiesAllowed,
    // Approval means nothing without manual entries.
    manualActivitiesApproval: values.manualActivitiesAllowed && values.manualActivitiesApproval,
    treeLimit: parseNumber(values.treeLimit),
    eventEndType: values.eventEndType,
    maxDaysBeforeManualActivity: parseNumber(values.maxDaysBeforeManualActivity),
    orderPaid: values.orderPaid,
    flagSystem: values.flagSystem,
    isTest: values.isTest,
    teams: values.teams,
    hideRanking: values.hideRanking,
  };
}

export function toCreateRequest(values: EventFormValues): CreateEventRequest {
  return { ...eventFields(values), email: values.email.trim(), userName: values.userName.trim() };
}

export function toUpdateRequest(values: EventFormValues): UpdateEventRequest {
  return eventFields(values);
}
