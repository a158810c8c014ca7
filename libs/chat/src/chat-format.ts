import type { Lang } from '@lesne/contracts';
import { numberFormatsByLang } from '@lesne/domain';

const upToTwoDecimals = numberFormatsByLang({ maximumFractionDigits: 2 });
const pluralRules: Record<Lang, Intl.PluralRules> = { pl: new Intl.PluralRules('pl'), en: new Intl.PluralRules('en') };

/** The noun after a number of trees, by CLDR's plural category: 1 drzewo, 2 drzewa, 5 drzew, 1,5 drzewa; 1 tree, 2 trees. */
const TREE_NOUNS: Record<Lang, Partial<Record<Intl.LDMLPluralRule, string>> & { other: string }> = {
  pl: { one: 'drzewo', few: 'drzewa', many: 'drzew', other: 'drzewa' },
  en: { one: 'tree', other: 'trees' },
};

/**
 * Trees as the SPA shows them (frontend/src/shared/format.ts): up to two decimals, in the
 * language's style (pl: 12,5 and 12 345; en: 12.5 and 12,345), with the noun in the right plural
 * form. The form follows the number as shown, so 1.004 reads "1 drzewo", not "1 drzewa".
 */
export function formatTrees(value: number, lang: Lang): string {
  const shown = Number.isFinite(value) ? Math.round(value * 100) / 100 : 0;
  const nouns = TREE_NOUNS[lang];
  return `${upToTwoDecimals[lang].format(shown)} ${nouns[pluralRules[lang].select(shown)] ?? nouns.other}`;
}

/** At most max characters (whole code points), the last one an ellipsis when cut. */
export function clipText(text: string, max: number): string {
  const points = Array.from(text);
  return points.length <= max ? text : `${points.slice(0, Math.max(0, max - 1)).join('')}…`;
}
