import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { DEFAULT_LANG, toLang } from '@lesne/contracts';
import { formatStat } from '@lesne/domain';
import { formatNumber } from '../format';

interface NumberFormat {
  /** a measured figure, always with two decimals; 0.00 when unparseable */
  formatStat(value: unknown): string;
  /** a plain number, up to two decimals */
  formatNumber(value: number): string;
}

/** Number formatting in the UI language; the component renders again when the language switches. */
export function useNumberFormat(): NumberFormat {
  const { i18n } = useTranslation();
  const lang = toLang(i18n.resolvedLanguage) ?? DEFAULT_LANG;
  return useMemo(
    () => ({
      formatStat: (value) => formatStat(value, lang),
      formatNumber: (value) => formatNumber(value, lang),
    }),
    [lang],
  );
}
