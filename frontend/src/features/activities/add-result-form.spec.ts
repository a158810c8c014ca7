import { exceedsMaxDistance, manualDayBounds, parseDistance, validateAddResult } from './add-result-form';

const WINDOW = { today: '2025-06-15', windowDays: 7, dateFrom: '2025-06-01', dateTo: '2025-06-30' };
const valid = { day: '2025-06-15', distance: '5,25', activityType: '2' };

describe('add-result rules', () => {
  it('offers days from today minus the window to today, inside the event', () => {
    expect(manualDayBounds(WINDOW)).toEqual({ min: '2025-06-08', max: '2025-06-15' });
    expect(manualDayBounds({ ...WINDOW, dateFrom: '2025-06-12' })).toEqual({ min: '2025-06-12', max: '2025-06-15' });
    expect(manualDayBounds({ ...WINDOW, today: '2025-07-02' })).toEqual({ min: '2025-06-25', max: '2025-06-30' });
    expect(manualDayBounds({ ...WINDOW, dateTo: null })).toEqual({ min: '2025-06-08', max: '2025-06-15' });
  });

  it('reads a comma as a decimal point', () => {
    expect(parseDistance('5,25')).toBe(5.25);
    expect(parseDistance('5.25')).toBe(5.25);
    expect(exceedsMaxDistance('500')).toBe(false);
    expect(exceedsMaxDistance('500,01')).toBe(true);
  });

  it('accepts a valid result', () => {
    expect(Object.values(validateAddResult(valid, WINDOW)).filter(Boolean)).toEqual([]);
    expect(Object.values(validateAddResult({ ...valid, day: '2025-06-08', distance: '500' }, WINDOW)).filter(Boolean)).toEqual([]);
  });

  it('requires a date, a distance and an activity type', () => {
    expect(validateAddResult({ day: '', distance: ' ', activityType: '' }, WINDOW)).toEqual({
      day: { key: 'validation:required' },
      distance: { key: 'validation:required' },
      activityType: { key: 'validation:required' },
    });
  });

  it('takes kilometres above 0 with at most two decimals, up to 500', () => {
    const distance = (value: string) => validateAddResult({ ...valid, distance: value }, WINDOW).distance;
    expect(distance('5,255')).toEqual({ key: 'activities:addResult.invalid.distanceFormat' });
    expect(distance('abc')).toEqual({ key: 'activities:addResult.invalid.distanceFormat' });
    expect(distance('-3')).toEqual({ key: 'activities:addResult.invalid.distanceFormat' });
    expect(distance('0')).toEqual({ key: 'activities:addResult.invalid.distancePositive' });
    expect(distance('500,5')).toEqual({ key: 'activities:addResult.maxDistance' });
  });

  it('says which day is the earliest, and refuses the future and days outside the event', () => {
    const day = (value: string, window = WINDOW) => validateAddResult({ ...valid, day: value }, window).day;
    expect(day('2025-06-07')).toEqual({ key: 'activities:addResult.invalid.tooOld', values: { date: '08.06.2025' } });
    expect(day('2025-06-16')).toEqual({ key: 'activities:addResult.invalid.future', values: { date: '' } });
    expect(day('2025-06-10', { ...WINDOW, dateFrom: '2025-06-12' })).toEqual({
      key: 'activities:addResult.invalid.beforeEvent',
      values: { date: '12.06.2025' },
    });
  });
});
