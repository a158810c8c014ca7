import type { Role } from '@lesne/contracts';
import { addDays, warsawDay } from './calendar';
import { LOST_PASSWORD_REQUESTS_PER_ACCOUNT, LOST_PASSWORD_REQUESTS_PER_ADDRESS, type AttemptWindow } from './sign-in-limits';

/**
 * The promise of the account-deletion page (docs/product.md#legal-pages-and-account-deletion): a deletion request is carried out
 * within 30 calendar days of the request.
 */
export const DELETION_PROMISED_WITHIN_DAYS = 30;

/**
 * A request falls due this many days after the day it was made (Europe/Warsaw), two days before
 * the promise runs out: the anonymising job runs daily, so even when it misses a day or two
 * (a deploy, Postgres or Redis away) the next run still keeps the 30-day promise.
 */
export const DELETION_DUE_AFTER_DAYS = DELETION_PROMISED_WITHIN_DAYS - 2;

/** The calendar day (YYYY-MM-DD, Europe/Warsaw) from which a request made at `requestedAt` is carried out. */
export function deletionDueDay(requestedAt: Date): string {
  return addDays(warsawDay(requestedAt), DELETION_DUE_AFTER_DAYS);
}

/** Whether a request made at `requestedAt` is due at `now`: from the first moment of its due day. */
export function isDeletionDue(requestedAt: Date, now: Date): boolean {
  return warsawDay(now) >= deletionDueDay(requestedAt);
}

/**
 * Who may ask for their own account's deletion: everyone with a company (participants and
 * company admins, whose results count like anyone's). Not a platform admin: an account that runs
 * the platform is closed by another platform admin, so the platform can never lose its last one
 * to a mailed link.
 */
export function mayRequestOwnDeletion(role: Role): boolean {
  return role !== 'admin';
}

/**
 * The e-mail an anonymised account keeps: unique per account, so app_user's unique index holds,
 * and on a reserved domain (RFC 2606), so no mail ever reaches anyone.
 */
export function anonymisedEmail(userId: number): string {
  return `deleted-${userId}@anonymised.invalid`;
}

/**
 * Deletion links asked for by e-mail are limited as lost-password links are (sign-in-limits.ts
 * says why): per account, answered alike but not mailed past the limit; per address, refused.
 */
export const DELETION_LINK_REQUESTS_PER_ACCOUNT: AttemptWindow = LOST_PASSWORD_REQUESTS_PER_ACCOUNT;
export const DELETION_LINK_REQUESTS_PER_ADDRESS: AttemptWindow = LOST_PASSWORD_REQUESTS_PER_ADDRESS;
