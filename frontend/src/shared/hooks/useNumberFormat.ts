import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { DEFAULT_LANG, toLang } from '@lesne/contracts';
import { formatStat, plantedTrees } from '@lesne/domain';
import { formatAmount, formatNumber, shownAmount } from '../format';

interface NumberFormat {
  /** a measured figure, always with two decimals (table columns, where decimals line up); 0.00 when unparseable */
  formatStat(value: unknown): string;
  /** a plain number, up to two decimals */
  formatNumber(value: number): string;
  /** a measured amount, whole when integral, else up to two decimals; 0 when unparseable */
  formatAmount(value: unknown): string;
  /** trees with their noun in the right plural form: 1 drzewo, 2 drzewa, 5 drzew, 1,5 drzewa; 1 tree, 2.5 trees */
  formatTrees(value: unknown): string;
  /**
   * the trees an event plants, a count: whole trees, never a fraction (523,52 reads 523). A person's
   * or an activity's trees are a measure instead (formatStat, formatAmount, formatTrees).
   */
  formatPlantedTrees(treeSum: number): string;
  /** kilometres with their unit: 12,5 km */
  formatKm(value: unknown): string;
}

/** Number formatting in the UI language; the component renders again when the language switches. */
export function useNumberFormat(): NumberFormat {
  const { t, i18n } = useTranslation('common');
  // The chosen language, not i18next's resolvedLanguage: a page opened in English starts with only
  // the Polish texts bundled, and resolvedLanguage stays Polish after the English ones are added,
  // until the next switch (Polish numbers on every English page until EN was clicked again).
  const lang = toLang(i18n.language) ?? DEFAULT_LANG;
  return useMemo(
    () => ({
      formatStat: (value) => formatStat(value, lang),
      formatNumber: (value) => formatNumber(value, lang),
      formatAmount: (value) => formatAmount(value, lang),
      formatTrees: (value) => t('amount.trees', { count: shownAmount(value), value: formatAmount(value, lang) }),
      formatPlantedTrees: (treeSum) => formatNumber(plantedTrees(treeSum), lang),
      formatKm: (value) => t('amount.km', { value: formatAmount(value, lang) }),
    }),
    [lang, t],
  );
}
