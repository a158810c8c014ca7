import type { Lang } from '@lesne/contracts';
import { warsawDay } from './calendar';

/**
 * One way of writing a date per language, everywhere: the screens, mails, chat posts, files and
 * printed documents (docs/product.md#languages-and-formats). Polish writes 28.11.2026, English
 * 28 November 2026 (day first, so no reader takes it for 11 June). Times are Warsaw's 24-hour clock.
 */
const DAY_OPTIONS: Record<Lang, Intl.DateTimeFormatOptions> = {
  pl: { day: '2-digit', month: '2-digit', year: 'numeric' },
  en: { day: 'numeric', month: 'long', year: 'numeric' },
};
const LOCALES: Record<Lang, string> = { pl: 'pl-PL', en: 'en-GB' };

// Calendar days are labels, read at UTC midnight so no time zone moves them. Marked pure so that a
// bundle using none of these helpers (the SPA's sign-in page) leaves the formatters out.
const dayFormats = /* @__PURE__ */ byLang((lang) => new Intl.DateTimeFormat(LOCALES[lang], { ...DAY_OPTIONS[lang], timeZone: 'UTC' }));
const timeFormats = /* @__PURE__ */ byLang((lang) => new Intl.DateTimeFormat(LOCALES[lang], { hour: '2-digit', minute: '2-digit', hourCycle: 'h23', timeZone: 'Europe/Warsaw' }));

function byLang<T>(make: (lang: Lang) => T): Record<Lang, T> {
  return { pl: make('pl'), en: make('en') };
}

/** The Warsaw calendar day (YYYY-MM-DD) of a day or an instant given as text or Date; null when it is neither. */
function dayOf(value: string | Date): string | null {
  if (value instanceof Date) return Number.isNaN(value.getTime()) ? null : warsawDay(value);
  if (value.includes('T')) return dayOf(new Date(value));
  return /^\d{4}-\d{2}-\d{2}$/.test(value) ? value : null;
}

/** A calendar day (YYYY-MM-DD, or the Warsaw day of an instant) in the language's style; '-' without one. */
export function formatDate(value: string | Date | null | undefined, lang: Lang): string {
  const day = value ? dayOf(value) : null;
  return day ? dayFormats[lang].format(new Date(`${day}T00:00:00Z`)) : '-';
}

/** Two days as a span: "01.12.2026 – 31.12.2026", "1 December 2026 – 31 December 2026". */
export function formatDateRange(from: string | null | undefined, to: string | null | undefined, lang: Lang): string {
  return `${formatDate(from, lang)} – ${formatDate(to, lang)}`;
}

/** The time of day of an instant on Warsaw's 24-hour clock: 15:05. */
export function formatTimeOfDay(instant: string | Date, lang: Lang): string {
  return timeFormats[lang].format(new Date(instant));
}

/** An instant as its Warsaw day and time: "28.11.2026, 15:05", "28 November 2026, 15:05". */
export function formatDateTime(instant: string | Date, lang: Lang): string {
  return `${formatDate(instant, lang)}, ${formatTimeOfDay(instant, lang)}`;
}
