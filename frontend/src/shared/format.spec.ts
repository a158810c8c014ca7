import i18next from 'i18next';
import { formatAmount, formatDay, formatTime, shownAmount, toAmount } from './format';

describe('amounts', () => {
  it('shows whole amounts without decimals and others with up to two, in the reader language', () => {
    expect([formatAmount(1, 'pl'), formatAmount(1.5, 'pl'), formatAmount(1.256, 'pl'), formatAmount(12345.5, 'pl')]).toEqual([
      '1',
      '1,5',
      '1,26',
      '12\u00a0345,5',
    ]);
    expect([formatAmount(1, 'en'), formatAmount(1.5, 'en'), formatAmount(12345.5, 'en')]).toEqual(['1', '1.5', '12,345.5']);
  });

  it('reads numeric text with a dot or a comma, and anything else as 0', () => {
    expect([toAmount('7,25'), toAmount('7.25'), toAmount('n/a'), toAmount(undefined)]).toEqual([7.25, 7.25, 0, 0]);
    expect(formatAmount('n/a', 'pl')).toBe('0');
  });

  it('rounds as shown, so the plural form follows the figure the reader sees', () => {
    expect([shownAmount(1.004), shownAmount(0.999), shownAmount(2.345)]).toEqual([1, 1, 2.35]);
  });
});

describe('formatTime', () => {
  it("shows an instant's time of day on Warsaw's 24-hour clock, summer and winter", () => {
    expect([formatTime('2025-07-03T13:05:00.000Z'), formatTime('2025-12-03T19:45:00.000Z')]).toEqual(['15:05', '20:45']);
  });
});

describe('formatDay', () => {
  afterEach(() => i18next.changeLanguage('pl'));

  it('writes a day in the chosen language, one style each: 01.06.2025 in Polish, 1 June 2025 in English', async () => {
    await i18next.changeLanguage('pl');
    expect(formatDay('2025-06-01')).toBe('01.06.2025');
    await i18next.changeLanguage('en');
    expect([formatDay('2025-06-01'), formatDay(null)]).toEqual(['1 June 2025', '-']);
  });
});
