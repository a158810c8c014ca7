/** Event days, the manual-entry window and the daily limit all count in Polish time. */
const EVENT_TIME_ZONE = 'Europe/Warsaw';

const dayFormat = new Intl.DateTimeFormat('en-CA', { timeZone: EVENT_TIME_ZONE, year: 'numeric', month: '2-digit', day: '2-digit' });

/** The calendar day (YYYY-MM-DD) of an instant in Europe/Warsaw. */
export function warsawDay(instant: Date): string {
  return dayFormat.format(instant);
}

/** A calendar day shifted by whole days (no time zone involved: days are labels). */
export function addDays(day: string, days: number): string {
  const date = new Date(`${day}T00:00:00Z`);
  date.setUTCDate(date.getUTCDate() + days);
  return date.toISOString().slice(0, 10);
}

/** Whole days from one calendar day to another (negative when `to` is earlier). */
export function daysBetween(from: string, to: string): number {
  return Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / 86_400_000);
}

/**
 * A day written YYYY-MM-DD that exists and that Postgres can store. Its calendar has no year 0
 * (1 BC comes before 1 AD), which JavaScript's accepts.
 */
export function isStorableDay(day: string): boolean {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(day) || day.startsWith('0000')) return false;
  const date = new Date(`${day}T00:00:00Z`);
  return !Number.isNaN(date.getTime()) && date.toISOString().slice(0, 10) === day;
}

const hourFormat = new Intl.DateTimeFormat('en-GB', { timeZone: EVENT_TIME_ZONE, hour: '2-digit', hourCycle: 'h23' });

/**
 * The instant a Warsaw calendar day starts. At midnight UTC Warsaw's clock reads its offset in
 * whole hours (1 in winter, 2 in summer), and since the clocks change at 02:00/03:00, never at
 * midnight, that offset is also the one of the day's own midnight.
 */
export function warsawMidnight(day: string): Date {
  const utcMidnight = new Date(`${day}T00:00:00Z`);
  return new Date(utcMidnight.getTime() - Number(hourFormat.format(utcMidnight)) * 3_600_000);
}
