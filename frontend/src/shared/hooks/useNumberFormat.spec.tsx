import { act, renderHook } from '@testing-library/react';
import i18next from 'i18next';
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
