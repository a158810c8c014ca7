import { formatDate, formatDateRange, formatDateTime, formatTimeOfDay } from './dates';

describe('dates', () => {
  it('writes a day one way per language: numeric in Polish, the month in words in English', () => {
    expect([formatDate('2026-11-28', 'pl'), formatDate('2026-11-28', 'en')]).toEqual(['28.11.2026', '28 November 2026']);
    expect([formatDate('2026-06-05', 'pl'), formatDate('2026-06-05', 'en')]).toEqual(['05.06.2026', '5 June 2026']);
  });

  it("reads an instant as its day in Warsaw, whatever the machine's time zone", () => {
    expect(formatDate('2026-11-27T23:30:00.000Z', 'pl')).toBe('28.11.2026');
    expect(formatDate(new Date('2026-07-01T22:30:00.000Z'), 'en')).toBe('2 July 2026');
  });

  it("shows '-' for a missing or unreadable day", () => {
    expect([formatDate(null, 'pl'), formatDate(undefined, 'en'), formatDate('soon', 'pl'), formatDate('', 'en')]).toEqual(['-', '-', '-', '-']);
  });

  it("writes spans, times and moments in the day's style, on Warsaw's 24-hour clock", () => {
    expect(formatDateRange('2026-12-01', '2026-12-31', 'pl')).toBe('01.12.2026 – 31.12.2026');
    expect(formatDateRange('2026-12-01', '2026-12-31', 'en')).toBe('1 December 2026 – 31 December 2026');
    expect([formatTimeOfDay('2025-07-03T13:05:00.000Z', 'en'), formatTimeOfDay('2025-12-03T19:45:00.000Z', 'pl')]).toEqual(['15:05', '20:45']);
    expect([formatDateTime('2026-11-28T14:05:00.000Z', 'pl'), formatDateTime('2026-11-28T14:05:00.000Z', 'en')]).toEqual([
      '28.11.2026, 15:05',
      '28 November 2026, 15:05',
    ]);
  });
});
