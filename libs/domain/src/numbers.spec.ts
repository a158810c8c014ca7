import { formatStat } from './numbers';

describe('formatStat', () => {
  it('shows two decimals in Polish format', () => {
    expect(formatStat(1234.5)).toBe('1234,50');
    expect(formatStat(12345.678)).toBe('12\u00a0345,68');
    expect(formatStat('3.14159')).toBe('3,14');
    expect(formatStat('2,5')).toBe('2,50');
  });

  it('shows 0,00 for anything unparseable', () => {
    expect(formatStat('abc')).toBe('0,00');
    expect(formatStat(undefined)).toBe('0,00');
    expect(formatStat(Number.NaN)).toBe('0,00');
  });
});
