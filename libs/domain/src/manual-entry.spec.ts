import { manualDayProblem, typedInRefusal } from './manual-entry';

const base = { today: '2026-06-15', windowDays: 7, dateFrom: '2026-06-01', dateTo: '2026-06-30' };

describe('manualDayProblem', () => {
  it('accepts today and the window back to today minus its days', () => {
    expect(manualDayProblem({ ...base, day: '2026-06-15' })).toBeNull();
    expect(manualDayProblem({ ...base, day: '2026-06-08' })).toBeNull();
  });

  it('refuses tomorrow and a day past the window', () => {
    expect(manualDayProblem({ ...base, day: '2026-06-16' })).toBe('future');
    expect(manualDayProblem({ ...base, day: '2026-06-07' })).toBe('tooOld');
  });

  it('refuses days outside the event', () => {
    expect(manualDayProblem({ ...base, today: '2026-06-03', day: '2026-05-31' })).toBe('beforeEvent');
    expect(manualDayProblem({ ...base, today: '2026-07-02', windowDays: 10, day: '2026-07-01' })).toBe('afterEvent');
    expect(manualDayProblem({ ...base, dateTo: null, today: '2026-07-02', day: '2026-07-01' })).toBeNull();
  });
});

describe('typedInRefusal', () => {
  const typedIn = { allowed: true, day: '2026-06-14', today: '2026-06-15', windowDays: 7, typedInThatDay: 0 };

  it('lets an activity typed in on Strava count as a manual result would', () => {
    expect(typedInRefusal(typedIn)).toBeNull();
    expect(typedInRefusal({ ...typedIn, day: '2026-06-08', typedInThatDay: 2 })).toBeNull();
  });

  it('refuses it where the company refuses manual results: not allowed, past the window, a full day', () => {
    expect(typedInRefusal({ ...typedIn, allowed: false })).toBe('manualNotAllowed');
    expect(typedInRefusal({ ...typedIn, day: '2026-06-07' })).toBe('manualTooOld');
    expect(typedInRefusal({ ...typedIn, typedInThatDay: 3 })).toBe('manualDayLimit');
  });
});
