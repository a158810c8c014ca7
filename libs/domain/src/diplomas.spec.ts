import { canHaveDiploma, diplomaMailAvailableAt, diplomasUnavailableReason, takesDiplomaWork, treesOnDiploma, type DiplomaEvent } from './diplomas';

const closed: DiplomaEvent = { dateFrom: '2026-05-01', dateTo: '2026-05-31', eventEndType: 'date', closedAt: new Date('2026-06-01T00:10:00Z'), orderPaid: true, treeSum: 1000 };

describe('diplomasUnavailableReason', () => {
  it('makes diplomas available for a closed, paid event of exactly 1000 trees', () => {
    expect(diplomasUnavailableReason(closed, '2026-06-02')).toBeNull();
  });

  it('refuses 999.99 trees', () => {
    expect(diplomasUnavailableReason({ ...closed, treeSum: 999.99 }, '2026-06-02')).toBe('tooFewTrees');
  });

  it('refuses an unpaid order', () => {
    expect(diplomasUnavailableReason({ ...closed, orderPaid: false }, '2026-06-02')).toBe('notPaid');
  });

  it('refuses an event still in progress, and counts one past its last day as closed by the event-status rule', () => {
    const running = { ...closed, closedAt: null };
    expect(diplomasUnavailableReason(running, '2026-05-31')).toBe('notClosed');
    expect(diplomasUnavailableReason(running, '2026-06-01')).toBeNull();
    expect(diplomasUnavailableReason({ ...running, eventEndType: 'trees', dateTo: null }, '2030-01-01')).toBe('notClosed');
  });

  it('names the first unmet condition: closed, then paid, then trees', () => {
    expect(diplomasUnavailableReason({ ...closed, closedAt: null, orderPaid: false, treeSum: 0 }, '2026-05-10')).toBe('notClosed');
    expect(diplomasUnavailableReason({ ...closed, orderPaid: false, treeSum: 0 }, '2026-06-02')).toBe('notPaid');
  });
});

describe('a participant\'s diploma', () => {
  it('prints whole trees only', () => {
    expect(treesOnDiploma(0.99)).toBe(0);
    expect(treesOnDiploma(1)).toBe(1);
    expect(treesOnDiploma(12.9999)).toBe(12);
  });

  it('needs at least one whole tree', () => {
    expect(canHaveDiploma(0)).toBe(false);
    expect(canHaveDiploma(0.99)).toBe(false);
    expect(canHaveDiploma(1)).toBe(true);
    expect(canHaveDiploma(1.5)).toBe(true);
  });
});

describe('diplomaMailAvailableAt', () => {
  const now = new Date('2026-11-27T12:00:00Z');

  it('lets a diploma never mailed, or last asked for an hour ago or more, be mailed now', () => {
    expect(diplomaMailAvailableAt(null, now)).toBeNull();
    expect(diplomaMailAvailableAt(new Date('2026-11-27T11:00:00Z'), now)).toBeNull();
  });

  it('holds one asked for within the hour until an hour after', () => {
    expect(diplomaMailAvailableAt(new Date('2026-11-27T11:59:59Z'), now)).toEqual(new Date('2026-11-27T12:59:59Z'));
  });
});

describe('whose diploma may be named, printed or mailed', () => {
  it('anyone’s while the diplomas view shows their name, whoever hides it from colleagues; nobody’s from their deletion request on', () => {
    expect(takesDiplomaWork({ deletionRequested: false, hidesName: false })).toBe(true);
    expect(takesDiplomaWork({ deletionRequested: false, hidesName: true })).toBe(true);
    expect(takesDiplomaWork({ deletionRequested: true, hidesName: false })).toBe(false);
  });
});
