import { clipText, formatTrees } from './chat-format';

describe('formatTrees', () => {
  it.each([
    [0, '0 drzew'],
    [1, '1 drzewo'],
    [2, '2 drzewa'],
    [4, '4 drzewa'],
    [5, '5 drzew'],
    [12, '12 drzew'],
    [21, '21 drzew'],
    [22, '22 drzewa'],
    [25, '25 drzew'],
    [102, '102 drzewa'],
    [112, '112 drzew'],
    [0.5, '0,5 drzewa'],
    [1.5, '1,5 drzewa'],
    [12.25, '12,25 drzewa'],
  ])('writes %p trees in Polish with the right plural form: %p', (value, expected) => {
    expect(formatTrees(value, 'pl')).toBe(expected);
  });

  it.each([
    [0, '0 trees'],
    [1, '1 tree'],
    [1.5, '1.5 trees'],
    [2, '2 trees'],
  ])('writes %p trees in English: %p', (value, expected) => {
    expect(formatTrees(value, 'en')).toBe(expected);
  });

  it('groups thousands as the SPA does: Polish from five digits with a non-breaking space, English with commas', () => {
    expect(formatTrees(1234, 'pl')).toBe('1234 drzewa');
    expect(formatTrees(12345.5, 'pl')).toBe('12\u00a0345,5 drzewa');
    expect(formatTrees(1234567, 'pl')).toBe('1\u00a0234\u00a0567 drzew');
    expect(formatTrees(1234.5, 'en')).toBe('1,234.5 trees');
  });

  it('picks the plural form from the number as shown, rounded to two decimals', () => {
    expect(formatTrees(1.004, 'pl')).toBe('1 drzewo');
    expect(formatTrees(1.004, 'en')).toBe('1 tree');
    expect(formatTrees(4.999, 'pl')).toBe('5 drzew');
  });

  it('shows 0 for a number that is not one', () => {
    expect(formatTrees(Number.NaN, 'pl')).toBe('0 drzew');
  });
});

describe('clipText', () => {
  it('keeps short text and cuts long text to the limit with an ellipsis, never inside a character', () => {
    expect(clipText('Anna', 4)).toBe('Anna');
    expect(clipText('Annabelle', 4)).toBe('Ann…');
    expect(clipText('🌳🌳🌳🌳🌳', 3)).toBe('🌳🌳…');
  });
});
