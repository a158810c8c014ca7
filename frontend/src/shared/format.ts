import i18next from 'i18next';
import { DEFAULT_LANG, toLang, type Lang } from '@lesne/contracts';
import { formatDate, formatDateRange, formatDateTime, formatTimeOfDay, numberFormatsByLang } from '@lesne/domain';

const upToTwoDecimals = numberFormatsByLang({ maximumFractionDigits: 2 });

/**
 * The chosen language, for the date helpers below, which screens call while rendering. Every screen
 * that shows a date renders again on a language switch (it reads its texts through useTranslation),
 * so the date follows the language as its words do.
 */
function chosenLang(): Lang {
  return toLang(i18next.language) ?? DEFAULT_LANG;
}

/** A calendar day from the API (YYYY-MM-DD, or an ISO instant, read in Warsaw) in the language's one date style; '-' without one. */
export function formatDay(day: string | null | undefined, lang: Lang = chosenLang()): string {
  return formatDate(day, lang);
}

/** Two calendar days as a span: 01.12.2026 – 31.12.2026. */
export function formatDayRange(from: string | null | undefined, to: string | null | undefined, lang: Lang = chosenLang()): string {
  return formatDateRange(from, to, lang);
}

/** An instant from the API as its day and time in Warsaw: 28.11.2026, 15:05 or 28 November 2026, 15:05. */
export function formatMoment(instant: string, lang: Lang = chosenLang()): string {
  return formatDateTime(instant, lang);
}

/** The time of day of an instant from the API, on Warsaw's 24-hour clock in both languages, e.g. 15:05. */
export function formatTime(instant: string, lang: Lang = chosenLang()): string {
  return formatTimeOfDay(instant, lang);
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
