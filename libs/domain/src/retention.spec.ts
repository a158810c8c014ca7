import { warsawMidnight } from './calendar';
import { LEGAL_DATA_RETENTION_YEARS, retentionCutoff, SECURITY_LOG_RETENTION_YEARS } from './retention';

/** Whether a row stamped `at` is gone when a pass runs at `now`. */
const removed = (at: string, now: string, years: number) => new Date(at) < retentionCutoff(new Date(now), years);

describe('retentionCutoff', () => {
  it('keeps a security log through the same date 3 years later and removes it from the next Warsaw midnight', () => {
    // 2023-03-15 14:00 in Warsaw (CET)
    const entry = '2023-03-15T13:00:00Z';
    expect(removed(entry, '2026-03-15T22:59:59.999Z', SECURITY_LOG_RETENTION_YEARS)).toBe(false);
    expect(removed(entry, '2026-03-15T23:00:00.000Z', SECURITY_LOG_RETENTION_YEARS)).toBe(true);
  });

  it('counts days in Warsaw: a row of 23:30 in Warsaw (22:30 UTC) belongs to that Warsaw day, not to the next UTC one', () => {
    expect(retentionCutoff(new Date('2026-06-10T12:00:00Z'), 3)).toEqual(warsawMidnight('2023-06-10'));
    // the last millisecond of 9 June 2023 in Warsaw goes, the first of 10 June stays
    expect(removed('2023-06-09T21:59:59.999Z', '2026-06-10T12:00:00Z', 3)).toBe(true);
    expect(removed('2023-06-09T22:00:00.000Z', '2026-06-10T12:00:00Z', 3)).toBe(false);
  });

  it('is the same all day long, so a second pass on the same day removes nothing more', () => {
    const cutoffs = ['2026-06-09T22:00:00Z', '2026-06-10T12:00:00Z', '2026-06-10T21:59:59.999Z'].map((now) => retentionCutoff(new Date(now), 3).getTime());
    expect(new Set(cutoffs).size).toBe(1);
  });

  it('counts the legal 5 years from the same date, one day inside kept, one day past removed', () => {
    const closed = '2021-09-30T10:00:00Z';
    expect(removed(closed, '2026-09-30T10:00:00Z', LEGAL_DATA_RETENTION_YEARS)).toBe(false);
    expect(removed(closed, '2026-10-01T10:00:00Z', LEGAL_DATA_RETENTION_YEARS)).toBe(true);
  });

  it('keeps a row of 29 February through 28 February of a common year and removes it on 1 March', () => {
    const leapDay = '2024-02-29T11:00:00Z';
    expect(removed(leapDay, '2027-02-28T12:00:00Z', 3)).toBe(false);
    expect(removed(leapDay, '2027-02-28T22:59:59.999Z', 3)).toBe(false);
    expect(removed(leapDay, '2027-02-28T23:00:00.000Z', 3)).toBe(true);
    // the row of 28 February 2024 is kept through 28 February 2027 as well
    expect(removed('2024-02-28T11:00:00Z', '2027-02-28T12:00:00Z', 3)).toBe(false);
    expect(removed('2024-02-27T11:00:00Z', '2027-02-28T12:00:00Z', 3)).toBe(true);
  });

  it('on 29 February removes the rows of 28 February of a common year (their anniversary has passed)', () => {
    expect(retentionCutoff(new Date('2028-02-29T12:00:00Z'), 3)).toEqual(warsawMidnight('2025-03-01'));
    expect(removed('2025-02-28T22:00:00Z', '2028-02-29T12:00:00Z', 3)).toBe(true);
    expect(removed('2025-03-01T00:00:00Z', '2028-02-29T12:00:00Z', 3)).toBe(false);
    // from a leap year to a leap year the date exists
    expect(retentionCutoff(new Date('2028-02-29T12:00:00Z'), 4)).toEqual(warsawMidnight('2024-02-29'));
  });

  it('holds across a daylight-saving change between the row and the pass', () => {
    // 28 March 2024 was winter time in Warsaw, 28 March 2027 is summer time (clocks change on the 28th at 01:00 UTC)
    expect(retentionCutoff(new Date('2027-03-28T10:00:00Z'), 3).toISOString()).toBe('2024-03-27T23:00:00.000Z');
  });
});
