import { formatStat } from './numbers';

describe('formatStat', () => {
  it('shows two decimals in Polish format', () => {
    expect(formatStat(1234.5, 'pl')).toBe('1234,50');
    expect(formatStat(12345.678, 'pl')).toBe('12\u00a0345,68');
    expect(formatStat('3.14159', 'pl')).toBe('3,14');
    expect(formatStat('2,5', 'pl')).toBe('2,50');
  });

  it('shows two decimals in English format', () => {
    expect(formatStat(1234.5, 'en')).toBe('1,234.50');
    expect(formatStat(12345.678, 'en')).toBe('12,345.68');
    expect(formatStat('3.14159', 'en')).toBe('3.14');
    // A Polish decimal comma from the server is still read as decimals.
    expect(formatStat('2,5', 'en')).toBe('2.50');
  });

  it('shows zero with two decimals for anything unparseable', () => {
    expect(formatStat('abc', 'pl')).toBe('0,00');
    expect(formatStat(undefined, 'pl')).toBe('0,00');
    expect(formatStat(Number.NaN, 'pl')).toBe('0,00');
    expect(formatStat('abc', 'en')).toBe('0.00');
    expect(formatStat(null, 'en')).toBe('0.00');
  });
});
