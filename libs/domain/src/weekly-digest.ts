import { addDays, warsawDay } from './calendar';
import { warsawHour } from './chat-posts';
import { eventStatus, type EventDates } from './event-lifecycle';
import { compareTotals, hasResults, type RankedTotals } from './ranking';

/** The digest goes out on Monday from this hour, Warsaw time, for the week that ended on Sunday. */
export const DIGEST_HOUR = 8;
/** A closed event's last digest goes out from DIGEST_HOUR of the day after it closed, and not after this many days. */
export const FINAL_DIGEST_WITHIN_DAYS = 7;

/** The week a Monday's digest sums up: Monday to Sunday before it (YYYY-MM-DD). */
export interface DigestWeek {
  monday: string;
  from: string;
  to: string;
}

function isMonday(day: string): boolean {
  return new Date(`${day}T12:00:00Z`).getUTCDay() === 1;
}

/**
 * The week whose digest is due now: on Monday from DIGEST_HOUR to midnight (Warsaw), else none.
 * Workers that were down all Monday send that week's digest no more: by Tuesday it would be news
 * of the week before last, and people who joined since would get a week they were not in.
 */
export function dueDigestWeek(now: Date): DigestWeek | null {
  const today = warsawDay(now);
  if (!isMonday(today) || warsawHour(now) < DIGEST_HOUR) return null;
  return { monday: today, from: addDays(today, -7), to: addDays(today, -1) };
}

/** The event ran in the week and runs still: its people get the week's digest. */
export function weeklyDigestDue(event: EventDates, week: DigestWeek): boolean {
  return event.dateFrom <= week.to && eventStatus(event, week.monday) === 'inProgress';
}

/** The event closed, and its last digest (with the final podium) is due: from DIGEST_HOUR of the next day, for FINAL_DIGEST_WITHIN_DAYS. */
export function finalDigestDue(event: Pick<EventDates, 'closedAt'>, now: Date): boolean {
  if (!event.closedAt) return false;
  const firstDay = addDays(warsawDay(event.closedAt), 1);
  const today = warsawDay(now);
  if (today < firstDay || today > addDays(firstDay, FINAL_DIGEST_WITHIN_DAYS)) return false;
  return today > firstDay || warsawHour(now) >= DIGEST_HOUR;
}

/** The mail's dedupe key: one digest per person and week, one last one per person and event, however many sweeps and copies ask. */
export function digestMailKey(userId: number, digest: { kind: 'weekly'; monday: string } | { kind: 'final'; companyId: number }): string {
  return digest.kind === 'weekly' ? `digest:${digest.monday}:${userId}` : `digest:final:${digest.companyId}:${userId}`;
}

/**
 * Places as the ranking gives them (libs/db ranking: 1 + how many rank ahead), for everyone with
 * a result; people without one hold no place.
 */
export function rankingPlaces<T extends RankedTotals>(rows: readonly T[]): Map<T, number> {
  const ranked = rows.filter(hasResults).sort(compareTotals);
  const places = new Map<T, number>();
  ranked.forEach((row, index) => places.set(row, index > 0 && compareTotals(ranked[index - 1], row) === 0 ? places.get(ranked[index - 1])! : index + 1));
  return places;
}

/** How far the person moved up the ranking in the week: positive up, negative down; null without a place at either end. */
export function placeMovement(place: number | null, placeBefore: number | null): number | null {
  return place === null || placeBefore === null ? null : placeBefore - place;
}

/** The company's pace, from its week: weeks until the tree limit at it, or the trees it would add by the last day. */
export type DigestPace = { kind: 'treeLimit'; weeks: number | null } | { kind: 'endDate'; trees: number } | null;

export function digestPace(company: { trees: number; weekTrees: number; treeLimit: number | null; daysLeft: number | null }): DigestPace {
  if (company.treeLimit !== null && company.treeLimit > company.trees) {
    return { kind: 'treeLimit', weeks: company.weekTrees > 0 ? Math.ceil((company.treeLimit - company.trees) / company.weekTrees) : null };
  }
  if (company.daysLeft !== null) return { kind: 'endDate', trees: (company.weekTrees / 7) * (company.daysLeft + 1) };
  return null;
}
