import { digestMailKey, digestPace, dueDigestWeek, finalDigestDue, placeMovement, rankingPlaces, weeklyDigestDue } from './weekly-digest';

/** 2026-11-30 is a Monday; Warsaw is UTC+1 in winter. */
const MONDAY_0800_WARSAW = new Date('2026-11-30T07:00:00Z');
const event = { dateFrom: '2026-11-01', dateTo: '2026-12-31', eventEndType: 'date' as const, closedAt: null };

describe('the weekly digest', () => {
  it('is due on Monday from 08:00 Warsaw time until midnight, for the week Monday to Sunday before', () => {
    expect(dueDigestWeek(MONDAY_0800_WARSAW)).toEqual({ monday: '2026-11-30', from: '2026-11-23', to: '2026-11-29' });
    expect(dueDigestWeek(new Date('2026-11-30T22:59:00Z'))).toEqual(expect.objectContaining({ monday: '2026-11-30' }));
    expect(dueDigestWeek(new Date('2026-11-30T06:59:00Z'))).toBeNull();
    expect(dueDigestWeek(new Date('2026-11-30T23:00:00Z'))).toBeNull();
    expect(dueDigestWeek(new Date('2026-12-01T07:00:00Z'))).toBeNull();
  });

  it('follows summer time: 08:00 in Warsaw is 06:00 UTC in June', () => {
    expect(dueDigestWeek(new Date('2026-06-01T05:59:00Z'))).toBeNull();
    expect(dueDigestWeek(new Date('2026-06-01T06:00:00Z'))).toEqual({ monday: '2026-06-01', from: '2026-05-25', to: '2026-05-31' });
  });

  it('goes to an event that ran in the week and runs still, not one that starts that Monday, waits or closed', () => {
    const week = dueDigestWeek(MONDAY_0800_WARSAW)!;
    expect(weeklyDigestDue(event, week)).toBe(true);
    expect(weeklyDigestDue({ ...event, dateFrom: '2026-11-29' }, week)).toBe(true);
    expect(weeklyDigestDue({ ...event, dateFrom: '2026-11-30' }, week)).toBe(false);
    expect(weeklyDigestDue({ ...event, dateTo: '2026-11-29' }, week)).toBe(false);
    expect(weeklyDigestDue({ ...event, closedAt: new Date('2026-11-28T12:00:00Z') }, week)).toBe(false);
    expect(weeklyDigestDue({ ...event, eventEndType: 'trees' as const, dateTo: null }, week)).toBe(true);
  });

  it('has a last one after the close: from 08:00 of the next day, for a week, never for a long-closed event', () => {
    const closedAt = new Date('2026-11-25T15:00:00Z');
    expect(finalDigestDue({ closedAt: null }, MONDAY_0800_WARSAW)).toBe(false);
    expect(finalDigestDue({ closedAt }, new Date('2026-11-25T20:00:00Z'))).toBe(false);
    expect(finalDigestDue({ closedAt }, new Date('2026-11-26T06:59:00Z'))).toBe(false);
    expect(finalDigestDue({ closedAt }, new Date('2026-11-26T07:00:00Z'))).toBe(true);
    expect(finalDigestDue({ closedAt }, new Date('2026-12-03T12:00:00Z'))).toBe(true);
    expect(finalDigestDue({ closedAt }, new Date('2026-12-04T12:00:00Z'))).toBe(false);
  });

  it('is keyed once per person and week, and once per person and event for the last one', () => {
    expect(digestMailKey(7, { kind: 'weekly', monday: '2026-11-30' })).toBe('digest:2026-11-30:7');
    expect(digestMailKey(7, { kind: 'final', companyId: 3 })).toBe('digest:final:3:7');
  });
});

describe('places in the digest', () => {
  it('are the ranking places: more trees first, then km; equal sums share one; no result, no place', () => {
    const rows = [
      { name: 'a', treeSum: 2, kmSum: 10 },
      { name: 'b', treeSum: 5, kmSum: 20 },
      { name: 'c', treeSum: 2, kmSum: 10 },
      { name: 'd', treeSum: 2, kmSum: 12 },
      { name: 'e', treeSum: 0, kmSum: 0 },
    ];
    const places = rankingPlaces(rows);
    expect(rows.map((row) => places.get(row) ?? null)).toEqual([3, 1, 3, 2, null]);
  });

  it('moved up is positive, down negative, and unknown without a place at either end', () => {
    expect(placeMovement(2, 5)).toBe(3);
    expect(placeMovement(4, 1)).toBe(-3);
    expect(placeMovement(3, 3)).toBe(0);
    expect(placeMovement(3, null)).toBeNull();
    expect(placeMovement(null, 2)).toBeNull();
  });
});

describe("the company's pace", () => {
  it("counts the weeks to the tree limit at this week's rate, or none without trees this week", () => {
    expect(digestPace({ trees: 100, weekTrees: 30, treeLimit: 200, daysLeft: null })).toEqual({ kind: 'treeLimit', weeks: 4 });
    expect(digestPace({ trees: 100, weekTrees: 0, treeLimit: 200, daysLeft: 10 })).toEqual({ kind: 'treeLimit', weeks: null });
  });

  it('projects the trees to come by the last day when a date ends the event', () => {
    expect(digestPace({ trees: 100, weekTrees: 14, treeLimit: null, daysLeft: 6 })).toEqual({ kind: 'endDate', trees: 14 });
    expect(digestPace({ trees: 100, weekTrees: 14, treeLimit: 100, daysLeft: 6 })).toEqual({ kind: 'endDate', trees: 14 });
    expect(digestPace({ trees: 100, weekTrees: 14, treeLimit: null, daysLeft: null })).toBeNull();
  });
});
