import { LANGS, type Lang } from '@lesne/contracts';

/**
 * One formatter per UI language, built once, as creating one costs far more than using it.
 * The language code is the locale: Polish groups thousands with a non-breaking space from
 * five digits on (1234,50 but 12 345,50), English with commas (1,234.50).
 */
export function numberFormatsByLang(options: Intl.NumberFormatOptions): Readonly<Record<Lang, Intl.NumberFormat>> {
  return Object.fromEntries(LANGS.map((lang) => [lang, new Intl.NumberFormat(lang, options)])) as Record<Lang, Intl.NumberFormat>;
}

const twoDecimals = numberFormatsByLang({ minimumFractionDigits: 2, maximumFractionDigits: 2 });

/** Numbers are shown with two decimals in the reader's language; anything unparseable shows 0.00 (0,00 in Polish). */
export function formatStat(value: unknown, lang: Lang): string {
  const number = typeof value === 'number' ? value : Number.parseFloat(String(value ?? '').replace(',', '.'));
  return twoDecimals[lang].format(Number.isFinite(number) ? number : 0);
}
