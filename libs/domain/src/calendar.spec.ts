import { addDays, isStorableDay, warsawDay, warsawMidnight } from './calendar';

describe('warsawDay', () => {
  it('counts midnight in Warsaw, not in UTC', () => {
    expect(warsawDay(new Date('2026-01-14T22:59:59Z'))).toBe('2026-01-14');
    expect(warsawDay(new Date('2026-01-14T23:00:00Z'))).toBe('2026-01-15');
    expect(warsawDay(new Date('2026-07-14T21:59:59Z'))).toBe('2026-07-14');
    expect(warsawDay(new Date('2026-07-14T22:00:00Z'))).toBe('2026-07-15');
  });

  it('holds across the daylight-saving changes', () => {
    // 2026-03-29: clocks go 02:00 -> 03:00; 2026-10-25: 03:00 -> 02:00
    expect(warsawDay(new Date('2026-03-28T22:59:59Z'))).toBe('2026-03-28');
    expect(warsawDay(new Date('2026-03-28T23:00:00Z'))).toBe('2026-03-29');
    expect(warsawDay(new Date('2026-03-29T21:59:59Z'))).toBe('2026-03-29');
    expect(warsawDay(new Date('2026-03-29T22:00:00Z'))).toBe('2026-03-30');
    expect(warsawDay(new Date('2026-10-24T21:59:59Z'))).toBe('2026-10-24');
    expect(warsawDay(new Date('2026-10-25T22:59:59Z'))).toBe('2026-10-25');
    expect(warsawDay(new Date('2026-10-25T23:00:00Z'))).toBe('2026-10-26');
  });
});

describe('addDays', () => {
  it('moves across months, years and leap days', () => {
    expect(addDays('2026-01-31', 1)).toBe('2026-02-01');
    expect(addDays('2026-12-31', 1)).toBe('2027-01-01');
    expect(addDays('2028-02-28', 1)).toBe('2028-02-29');
    expect(addDays('2026-03-01', -1)).toBe('2026-02-28');
    expect(addDays('2026-03-29', 1)).toBe('2026-03-30');
  });
});

describe('isStorableDay', () => {
  it('takes the days that exist, leap days included, from year 1 to 9999', () => {
    for (const day of ['2026-01-31', '2028-02-29', '0001-01-01', '9999-12-31']) expect(isStorableDay(day)).toBe(true);
  });

  it('refuses days that do not exist, the year 0000 Postgres cannot store, and other shapes', () => {
    for (const day of ['2026-02-29', '2026-13-01', '2026-04-31', '0000-01-01', '0000-02-29', '10000-01-01', '-0001-01-01', '2026-1-1', '2026-01-01T00:00', '']) {
      expect(isStorableDay(day)).toBe(false);
    }
  });
});

describe('warsawMidnight', () => {
  it('is the first instant of the Warsaw day, in winter, in summer and on the days the clocks change', () => {
    expect(warsawMidnight('2026-01-15').toISOString()).toBe('2026-01-14T23:00:00.000Z');
    expect(warsawMidnight('2026-07-15').toISOString()).toBe('2026-07-14T22:00:00.000Z');
    expect(warsawMidnight('2026-03-29').toISOString()).toBe('2026-03-28T23:00:00.000Z');
    expect(warsawMidnight('2026-10-25').toISOString()).toBe('2026-10-24T22:00:00.000Z');
    expect(warsawMidnight('2028-02-29').toISOString()).toBe('2028-02-28T23:00:00.000Z');
  });

  it('starts the day warsawDay names, one millisecond after the day before', () => {
    for (const day of ['2026-01-01', '2026-03-29', '2026-03-30', '2026-10-25', '2026-10-26', '2028-02-29']) {
      const midnight = warsawMidnight(day);
      expect(warsawDay(midnight)).toBe(day);
      expect(warsawDay(new Date(midnight.getTime() - 1))).toBe(addDays(day, -1));
    }
  });
});
