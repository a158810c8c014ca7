import type { Lang } from '@lesne/contracts';
import { numberFormatsByLang, warsawDay } from '@lesne/domain';

const polishDate = new Intl.DateTimeFormat('pl-PL', { day: '2-digit', month: '2-digit', year: 'numeric' });
const upToTwoDecimals = numberFormatsByLang({ maximumFractionDigits: 2 });

/** Dates are shown in Polish format in both languages, e.g. 30.05.2025. */
export function formatDate(date: Date): string {
  return polishDate.format(date);
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
