import {
  daysLeft, earliestStart, endsByDate, endsByTrees, eventDatesProblem, eventStatus, normalizedEndDate, pastEndDate, settingsEditable, startsEndingByTrees, takesMoreTrees, treeLimitReached,
} from './event-lifecycle';
import { warsawDay } from './calendar';

const event = { dateFrom: '2026-06-01', dateTo: '2026-06-30', eventEndType: 'date', closedAt: null } as const;

describe('eventStatus', () => {
  it('waits before the first day, runs from the first to the last day, closes after it', () => {
    expect(eventStatus(event, '2026-05-31')).toBe('waiting');
    expect(eventStatus(event, '2026-06-01')).toBe('inProgress');
    expect(eventStatus(event, '2026-06-30')).toBe('inProgress');
    expect(eventStatus(event, '2026-07-01')).toBe('closed');
  });

  it('is closed once a worker closed it, whatever the dates', () => {
    expect(eventStatus({ ...event, closedAt: new Date('2026-06-10T12:00:00Z') }, '2026-06-11')).toBe('closed');
  });

  it('an event ending by trees only has no last day', () => {
    expect(eventStatus({ ...event, dateTo: null }, '2030-01-01')).toBe('inProgress');
  });

  it('a date left on an event ending by trees only does not end it', () => {
    expect(eventStatus({ ...event, eventEndType: 'trees' }, '2026-07-01')).toBe('inProgress');
    expect(pastEndDate({ ...event, eventEndType: 'trees' }, '2026-07-01')).toBe(false);
    expect(pastEndDate({ ...event, eventEndType: 'both' }, '2026-07-01')).toBe(true);
    expect(pastEndDate(event, '2026-06-30')).toBe(false);
  });

  it('turns at midnight in Warsaw, on ordinary and daylight-saving days', () => {
    const march = { dateFrom: '2026-03-29', dateTo: '2026-03-29', eventEndType: 'date', closedAt: null } as const;
    expect(eventStatus(march, warsawDay(new Date('2026-03-28T22:59:59Z')))).toBe('waiting');
    expect(eventStatus(march, warsawDay(new Date('2026-03-28T23:00:00Z')))).toBe('inProgress');
    expect(eventStatus(march, warsawDay(new Date('2026-03-29T21:59:59Z')))).toBe('inProgress');
    expect(eventStatus(march, warsawDay(new Date('2026-03-29T22:00:00Z')))).toBe('closed');
    const october = { dateFrom: '2026-10-25', dateTo: '2026-10-25', eventEndType: 'both', closedAt: null } as const;
    expect(eventStatus(october, warsawDay(new Date('2026-10-24T21:59:59Z')))).toBe('waiting');
    expect(eventStatus(october, warsawDay(new Date('2026-10-24T22:00:00Z')))).toBe('inProgress');
    expect(eventStatus(october, warsawDay(new Date('2026-10-25T22:59:59Z')))).toBe('inProgress');
    expect(eventStatus(october, warsawDay(new Date('2026-10-25T23:00:00Z')))).toBe('closed');
  });
});

describe('end types', () => {
  it('date ends by date, trees by trees, both by either', () => {
    expect([endsByDate('date'), endsByTrees('date')]).toEqual([true, false]);
    expect([endsByDate('trees'), endsByTrees('trees')]).toEqual([false, true]);
    expect([endsByDate('both'), endsByTrees('both')]).toEqual([true, true]);
  });

  it('the tree limit counts only for trees and both, from the limit itself', () => {
    expect(treeLimitReached({ eventEndType: 'trees', treeLimit: 100, treeSum: 99.99 })).toBe(false);
    expect(treeLimitReached({ eventEndType: 'trees', treeLimit: 100, treeSum: 100 })).toBe(true);
    expect(treeLimitReached({ eventEndType: 'both', treeLimit: 100, treeSum: 150 })).toBe(true);
    expect(treeLimitReached({ eventEndType: 'date', treeLimit: 100, treeSum: 150 })).toBe(false);
  });

  it('takes approved trees while below the limit, so the result that crosses it is the last one', () => {
    expect(takesMoreTrees({ eventEndType: 'trees', treeLimit: 100, approvedTrees: 99.99 })).toBe(true);
    expect(takesMoreTrees({ eventEndType: 'both', treeLimit: 100, approvedTrees: 100 })).toBe(false);
    expect(takesMoreTrees({ eventEndType: 'trees', treeLimit: 100, approvedTrees: 140 })).toBe(false);
    expect(takesMoreTrees({ eventEndType: 'date', treeLimit: 100, approvedTrees: 150 })).toBe(true);
  });
});

describe('startsEndingByTrees', () => {
  it('only when the tree limit starts to count', () => {
    expect(startsEndingByTrees('date', 'trees')).toBe(true);
    expect(startsEndingByTrees('date', 'both')).toBe(true);
    expect(startsEndingByTrees('trees', 'both')).toBe(false);
    expect(startsEndingByTrees('both', 'trees')).toBe(false);
    expect(startsEndingByTrees('trees', 'date')).toBe(false);
    expect(startsEndingByTrees('date', 'date')).toBe(false);
  });
});

describe('settingsEditable', () => {
  it('allows dates, ratios, limit and end type while the first day is today or later', () => {
    expect(settingsEditable(event, '2026-05-30')).toBe(true);
    expect(settingsEditable(event, '2026-06-01')).toBe(true);
    expect(settingsEditable(event, '2026-06-02')).toBe(false);
    expect(settingsEditable({ ...event, closedAt: new Date() }, '2026-05-30')).toBe(false);
  });

  it('a new start may be tomorrow at the earliest', () => {
    expect(earliestStart('2026-12-31')).toBe('2027-01-01');
  });
});

describe('eventDatesProblem', () => {
  it('needs an end date after the start for date and both', () => {
    expect(eventDatesProblem({ dateFrom: '2026-06-01', dateTo: '2026-06-02', eventEndType: 'date' })).toBeNull();
    expect(eventDatesProblem({ dateFrom: '2026-06-01', dateTo: '2026-06-01', eventEndType: 'date' })).toBe('endBeforeStart');
    expect(eventDatesProblem({ dateFrom: '2026-06-01', dateTo: '2026-05-31', eventEndType: 'both' })).toBe('endBeforeStart');
    expect(eventDatesProblem({ dateFrom: '2026-06-01', dateTo: null, eventEndType: 'both' })).toBe('endDateRequired');
  });

  it('needs no end date for trees, and drops one given', () => {
    expect(eventDatesProblem({ dateFrom: '2026-06-01', dateTo: null, eventEndType: 'trees' })).toBeNull();
    expect(normalizedEndDate('2026-07-01', 'trees')).toBeNull();
    expect(normalizedEndDate('2026-07-01', 'both')).toBe('2026-07-01');
  });
});

describe('daysLeft', () => {
  const byDate = { dateTo: '2026-03-31', eventEndType: 'date' as const };

  it('counts whole days to the last day, across the clock change, 0 on the last day', () => {
    expect(daysLeft(byDate, 'inProgress', '2026-03-20')).toBe(11);
    expect(daysLeft(byDate, 'inProgress', '2026-03-31')).toBe(0);
    expect(daysLeft(byDate, 'waiting', '2026-02-20')).toBe(39);
  });

  it('is null for an event that ends by trees only or is closed', () => {
    expect(daysLeft({ dateTo: null, eventEndType: 'trees' }, 'inProgress', '2026-03-20')).toBeNull();
    expect(daysLeft(byDate, 'closed', '2026-03-20')).toBeNull();
  });
});
