import { act, renderHook } from '@testing-library/react';
import i18next from 'i18next';
import type { ReactNode } from 'react';
import { I18nextProvider } from 'react-i18next';
import { en } from '../../i18n/en';
import { pl } from '../../i18n/pl';
import { useNumberFormat } from './useNumberFormat';

describe('useNumberFormat', () => {
  afterEach(async () => {
    await act(() => i18next.changeLanguage('pl'));
  });

  it('names trees in the Polish plural forms, fractions included (1 drzewo, 2 drzewa, 5 drzew, 1,5 drzewa)', () => {
    const { result } = renderHook(() => useNumberFormat());
    const { formatTrees } = result.current;
    expect([formatTrees(1), formatTrees(2), formatTrees(5), formatTrees(22), formatTrees(1.5), formatTrees(1.004)]).toEqual([
      '1 drzewo',
      '2 drzewa',
      '5 drzew',
      '22 drzewa',
      '1,5 drzewa',
      '1 drzewo',
    ]);
  });

  it('writes English numbers on a page opened in English, as the app starts: Polish texts bundled, English ones added before the first render', async () => {
    const opened = i18next.createInstance();
    await opened.init({ resources: { pl }, lng: 'en', fallbackLng: 'en', supportedLngs: ['pl', 'en'], initAsync: false, showSupportNotice: false });
    for (const [namespace, texts] of Object.entries(en)) opened.addResourceBundle('en', namespace, texts);
    const wrapper = ({ children }: { children: ReactNode }) => <I18nextProvider i18n={opened}>{children}</I18nextProvider>;
    const { result } = renderHook(() => useNumberFormat(), { wrapper });
    expect(result.current.formatNumber(11517.41)).toBe('11,517.41');
    expect(result.current.formatStat(523.52)).toBe('523.52');
  });

  it('says "1 tree" and "1.5 trees" in English, never "1.00 trees", and km with up to two decimals', async () => {
    const { result } = renderHook(() => useNumberFormat());
    await act(() => i18next.changeLanguage('en'));
    expect([result.current.formatTrees(1), result.current.formatTrees(1.5), result.current.formatTrees('12.30')]).toEqual([
      '1 tree',
      '1.5 trees',
      '12.3 trees',
    ]);
    expect(result.current.formatKm(5.25)).toBe('5.25 km');
    expect(result.current.formatKm(10)).toBe('10 km');
  });
});
