import type { Lang } from '@lesne/contracts';
import { numberFormatsByLang, warsawDay } from '@lesne/domain';

const polishDate = new Intl.DateTimeFormat('pl-PL', { day: '2-digit', month: '2-digit', year: 'numeric' });
const upToTwoDecimals = numberFormatsByLang({ maximumFractionDigits: 2 });

/** Dates are shown in Polish format in both languages, e.g. 30.05.2025. */
export function formatDate(date: Date): string {
  return polishDate.format(date);
}

const warsawTime = new Intl.DateTimeFormat('pl-PL', { hour: '2-digit', minute: '2-digit', timeZone: 'Europe/Warsaw' });

/** The time of day of an instant from the API, on Warsaw's 24-hour clock in both languages, e.g. 15:05. */
export function formatTime(instant: string): string {
  return warsawTime.format(new Date(instant));
}

/** A calendar day from the API (YYYY-MM-DD, or an ISO instant, read in Warsaw) in Polish format; '-' without one. */
export function formatDay(day: string | null | undefined): string {
  const instant = day?.includes('T') ? new Date(day) : null;
  const text = instant && !Number.isNaN(instant.getTime()) ? warsawDay(instant) : (day ?? '');
  const match = /^(\d{4})-(\d{2})-(\d{2})/.exec(text);
  return match ? `${match[3]}.${match[2]}.${match[1]}` : '-';
}

/** A plain number in the reader's language, up to two decimals: 99 999 999 and 7,5 in Polish, 99,999,999 and 7.5 in English. */
export function formatNumber(value: number, lang: Lang): string {
  return upToTwoDecimals[lang].format(value);
}

/** A figure from the API (a number, or a numeric text with a dot or a comma); 0 when it is not one. */
export function toAmount(value: unknown): number {
  const number = typeof value === 'number' ? value : Number.parseFloat(String(value ?? '').replace(',', '.'));
  return Number.isFinite(number) ? number : 0;
}

/**
 * A measured amount (trees, km, kg) as it is shown: rounded to two decimals. Plural forms are
 * chosen from this, not from the raw value, so that 1.004 trees reads "1 tree", not "1 trees".
 */
export function shownAmount(value: unknown): number {
  return Math.round(toAmount(value) * 100) / 100;
}

/** A measured amount without trailing zeros: whole when integral, else up to two decimals (1, 1,5, 1,25 in Polish). */
export function formatAmount(value: unknown, lang: Lang): string {
  return formatNumber(shownAmount(value), lang);
}
