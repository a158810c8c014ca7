import { warsawDay, warsawMidnight } from './calendar';

/**
 * How long the product keeps what it holds beyond the service itself. Each period is a promise of
 * the account-deletion page (docs/product.md#legal-pages-and-account-deletion: "retention: legal data up to 5 years, security logs
 * up to 3 years, backups up to 90 days"); docs/limits.md says which tables each one covers.
 */

/** Security logs (the audit log, mails sent, password links, Strava re-imports): "security logs up to 3 years". */
export const SECURITY_LOG_RETENTION_YEARS = 3;

/** Diplomas and certificates of a closed event, with their PDFs: "legal data up to 5 years", counted from the event's close. */
export const LEGAL_DATA_RETENTION_YEARS = 5;

/** Database dumps (scripts/backup.sh keeps the same number): "backups up to 90 days". */
export const BACKUP_RETENTION_DAYS = 90;

/**
 * The first instant still inside a period of `years` that ends by `now`: whatever happened before
 * it is past the period and goes. The promise is made to Polish users, so the period is counted
 * as Polish law counts one in years (Civil Code art. 112): a row from a Warsaw day is kept through
 * the same date `years` later (from 29 February: through 28 February) and goes from the next
 * Warsaw midnight. So the cut-off is a Warsaw midnight; the jobs run shortly after it.
 */
export function retentionCutoff(now: Date, years: number): Date {
  const [year, month, day] = warsawDay(now).split('-').map(Number);
  const from = year - years;
  // A row of 29 February was kept through 28 February of this common year: on 1 March it goes.
  const [fromMonth, fromDay] = month === 2 && day === 29 && !isLeapYear(from) ? [3, 1] : [month, day];
  return warsawMidnight(`${String(from).padStart(4, '0')}-${pad(fromMonth)}-${pad(fromDay)}`);
}

function isLeapYear(year: number): boolean {
  return (year % 4 === 0 && year % 100 !== 0) || year % 400 === 0;
}

function pad(part: number): string {
  return String(part).padStart(2, '0');
}
