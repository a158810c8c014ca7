import { manualDayProblem } from './manual-entry';

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
