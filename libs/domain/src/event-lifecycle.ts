import type { EventEndType, EventStatus } from '@lesne/contracts';
import { addDays, daysBetween } from './calendar';

export interface EventDates {
  /** YYYY-MM-DD, the first day of the event (Europe/Warsaw) */
  dateFrom: string;
  /** YYYY-MM-DD, the last day; null when the event ends by trees only */
  dateTo: string | null;
  eventEndType: EventEndType;
  /** set once, when a worker closed the event (tree limit or end date) */
  closedAt: Date | null;
}

/**
 * waiting before the first day, closed once closed or past its end date, in progress
 * between (days in Europe/Warsaw, `today` from warsawDay). libs/db's eventStatusSql says the
 * same in SQL, for sorting.
 */
export function eventStatus(event: EventDates, today: string): EventStatus {
  if (event.closedAt) return 'closed';
  if (today < event.dateFrom) return 'waiting';
  if (pastEndDate(event, today)) return 'closed';
  return 'inProgress';
}

/**
 * Whole days from today to the event's last day (0 on the last day), or null when no date ends
 * it or it is closed (`status` from eventStatus).
 */
export function daysLeft(event: Pick<EventDates, 'dateTo' | 'eventEndType'>, status: EventStatus, today: string): number | null {
  if (!endsByDate(event.eventEndType) || event.dateTo === null || status === 'closed') return null;
  return daysBetween(today, event.dateTo);
}

/** Whether the end date ends this event (end type date or both). */
export function endsByDate(endType: EventEndType): boolean {
  return endType !== 'trees';
}

/**
 * The event ends by date and its last day (Europe/Warsaw) is over: the worker closes it
 * (libs/db's closeEventsPastEndDate, whose SQL is built from endsByDate).
 */
export function pastEndDate(event: Pick<EventDates, 'dateTo' | 'eventEndType'>, today: string): boolean {
  return endsByDate(event.eventEndType) && event.dateTo !== null && today > event.dateTo;
}

/** Whether reaching the tree limit ends this event (end type trees or both). */
export function endsByTrees(endType: EventEndType): boolean {
  return endType !== 'date';
}

/** The tree limit is reached: the worker closes such an event (exactly once). */
export function treeLimitReached(event: { eventEndType: EventEndType; treeLimit: number; treeSum: number }): boolean {
  return endsByTrees(event.eventEndType) && event.treeSum >= event.treeLimit;
}

/**
 * The tree limit is a hard cap: an approved result is taken only while the approved trees are
 * below the limit. The one that reaches or crosses it is the last, so an event closed by its
 * limit passes it by at most that one result (the company pays for the trees).
 */
export function takesMoreTrees(event: { eventEndType: EventEndType; treeLimit: number; approvedTrees: number }): boolean {
  return !treeLimitReached({ ...event, treeSum: event.approvedTrees });
}

/**
 * An end-type change after which the tree limit counts where it did not. The approved trees it
 * is checked against are kept only while an event ends by trees, so they must be counted afresh.
 */
export function startsEndingByTrees(before: EventEndType, after: EventEndType): boolean {
  return endsByTrees(after) && !endsByTrees(before);
}

/** The settings that may change only before the start (see settingsEditable). */
export const SETTINGS_LOCKED_AFTER_START = ['dateFrom', 'dateTo', 'convert', 'treeLimit', 'eventEndType'] as const;

/**
 * Dates, ratios, tree limit and end type may change only before the start: while the first
 * day is today or later (docs/product.md#event-status-and-end).
 */
export function settingsEditable(event: Pick<EventDates, 'dateFrom' | 'closedAt'>, today: string): boolean {
  return event.closedAt === null && event.dateFrom >= today;
}

/** The earliest start the settings accept: tomorrow. */
export function earliestStart(today: string): string {
  return addDays(today, 1);
}

type EventDatesProblem = 'endDateRequired' | 'endBeforeStart';

/**
 * An event that ends by date needs an end date after its start; one that ends by trees
 * has no end date (normalizedEndDate drops it).
 */
export function eventDatesProblem(event: { dateFrom: string; dateTo: string | null; eventEndType: EventEndType }): EventDatesProblem | null {
  if (!endsByDate(event.eventEndType)) return null;
  if (event.dateTo === null) return 'endDateRequired';
  return event.dateTo > event.dateFrom ? null : 'endBeforeStart';
}

export function normalizedEndDate(dateTo: string | null, eventEndType: EventEndType): string | null {
  return endsByDate(eventEndType) ? dateTo : null;
}
