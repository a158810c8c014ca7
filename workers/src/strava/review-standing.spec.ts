import { approvedTreesDelta, changeOf, reviewStanding, type StoredStanding } from './review-standing';

const counted: StoredStanding = { status: 'approved', flagged: false, flagReason: null, flaggedById: null };
const held: StoredStanding = { status: 'pending', flagged: true, flagReason: 'duplicate', flaggedById: null };

describe('reviewStanding', () => {
  it('counts a new result nothing doubts, and holds one with a problem for the company admin', () => {
    expect(reviewStanding(null, null)).toEqual({ status: 'approved', flagged: false, flagReason: null });
    expect(reviewStanding(null, 'tooFast')).toEqual({ status: 'pending', flagged: true, flagReason: 'tooFast' });
  });

  it('holds a counted result that Strava changed into a doubtful one', () => {
    expect(reviewStanding(counted, 'dayTotal')).toEqual({ status: 'pending', flagged: true, flagReason: 'dayTotal' });
  });

  it('counts a held result again once its problem is gone', () => {
    expect(reviewStanding(held, null)).toEqual({ status: 'approved', flagged: false, flagReason: null });
  });

  it('keeps what the admin decided on the same problem: approved, or the flag taken off', () => {
    const approvedByAdmin: StoredStanding = { ...held, status: 'approved', flagged: true };
    expect(reviewStanding(approvedByAdmin, 'duplicate')).toEqual({ status: 'approved', flagged: true, flagReason: 'duplicate' });
    const unflaggedByAdmin: StoredStanding = { ...held, flagged: false };
    expect(reviewStanding(unflaggedByAdmin, 'duplicate')).toEqual({ status: 'pending', flagged: false, flagReason: 'duplicate' });
    expect(reviewStanding(approvedByAdmin, 'tooFast')).toEqual({ status: 'pending', flagged: true, flagReason: 'tooFast' });
  });

  it('keeps a result typed in on Strava waiting for approval, as a manual one, until the admin approves it', () => {
    expect(reviewStanding(null, null, true)).toEqual({ status: 'pending', flagged: false, flagReason: null });
    const awaiting: StoredStanding = { status: 'pending', flagged: false, flagReason: null, flaggedById: null };
    expect(reviewStanding(awaiting, null, true)).toEqual({ status: 'pending', flagged: false, flagReason: null });
    expect(reviewStanding(held, null, true)).toEqual({ status: 'pending', flagged: false, flagReason: null });
    expect(reviewStanding(counted, null, true)).toEqual({ status: 'approved', flagged: false, flagReason: null });
    expect(reviewStanding(null, 'stravaFlagged', true)).toEqual({ status: 'pending', flagged: true, flagReason: 'stravaFlagged' });
  });

  it('leaves a denied result denied, and a participant’s flag in place', () => {
    const denied: StoredStanding = { ...held, status: 'denied' };
    expect(reviewStanding(denied, null)).toEqual({ status: 'denied', flagged: true, flagReason: 'duplicate' });
    const flaggedByPerson: StoredStanding = { ...counted, flagged: true, flaggedById: 7 };
    expect(reviewStanding(flaggedByPerson, null)).toEqual({ status: 'approved', flagged: true, flagReason: null });
  });
});

describe('approvedTreesDelta', () => {
  it('counts the trees a result adds or gives back as it becomes, stays or stops being approved', () => {
    expect(approvedTreesDelta(null, { status: 'approved', trees: 1.5 })).toBe(1.5);
    expect(approvedTreesDelta(null, { status: 'pending', trees: 1.5 })).toBe(0);
    expect(approvedTreesDelta({ status: 'approved', trees: 1 }, { status: 'approved', trees: 1.2 })).toBe(0.2);
    expect(approvedTreesDelta({ status: 'approved', trees: 1 }, { status: 'pending', trees: 1 })).toBe(-1);
    expect(approvedTreesDelta({ status: 'pending', trees: 2 }, { status: 'approved', trees: 2 })).toBe(2);
  });
});

describe('changeOf', () => {
  it('names the change so the recompute, the badge and the user’s entry follow', () => {
    const approved = { status: 'approved', flagged: false, flagReason: null } as const;
    const pending = { status: 'pending', flagged: true, flagReason: 'duplicate' } as const;
    expect(changeOf(null, approved)).toBe('logged');
    expect(changeOf(null, pending)).toBe('flagged');
    expect(changeOf(null, { status: 'pending', flagged: false, flagReason: null })).toBe('loggedPending');
    expect(changeOf(pending, approved)).toBe('approved');
    expect(changeOf(approved, pending)).toBe('flagged');
    expect(changeOf(approved, approved)).toBe('logged');
    expect(changeOf({ ...approved, flagged: true }, approved)).toBe('unflagged');
  });
});
