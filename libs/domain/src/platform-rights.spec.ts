import { activityDeletionRefusal, holdsPlatformRights } from './platform-rights';

const participant = { id: 1, role: 'regular', actingAdminId: null } as const;
const companyAdmin = { id: 2, role: 'companyAdmin', actingAdminId: null } as const;
const actingPlatformAdmin = { ...companyAdmin, actingAdminId: 9 } as const;
const platformAdmin = { id: 9, role: 'admin', actingAdminId: null } as const;

describe('platform rights', () => {
  it('belong to a platform admin, also while they act as a company admin or a participant', () => {
    expect(holdsPlatformRights(platformAdmin)).toBe(true);
    expect(holdsPlatformRights(actingPlatformAdmin)).toBe(true);
    expect(holdsPlatformRights({ ...participant, actingAdminId: 9 })).toBe(true);
    expect(holdsPlatformRights(companyAdmin)).toBe(false);
    expect(holdsPlatformRights(participant)).toBe(false);
  });
});

describe('deleting an activity', () => {
  const others = { userId: 5 };

  it('a platform admin deletes any, at any time, acting or not', () => {
    expect(activityDeletionRefusal(platformAdmin, others, 'closed')).toBeNull();
    expect(activityDeletionRefusal(actingPlatformAdmin, others, 'inProgress')).toBeNull();
    expect(activityDeletionRefusal(actingPlatformAdmin, others, 'closed')).toBeNull();
  });

  it('an owner deletes their own only while the event runs', () => {
    expect(activityDeletionRefusal(participant, { userId: 1 }, 'inProgress')).toBeNull();
    expect(activityDeletionRefusal(participant, { userId: 1 }, 'closed')).toBe('ownWhileRunning');
    expect(activityDeletionRefusal(companyAdmin, { userId: 2 }, 'inProgress')).toBeNull();
    expect(activityDeletionRefusal(companyAdmin, { userId: 2 }, 'closed')).toBe('ownWhileRunning');
  });

  it("refuses another's to a participant and to a company admin, saying who may", () => {
    expect(activityDeletionRefusal(participant, others, 'inProgress')).toBe('ownWhileRunning');
    expect(activityDeletionRefusal(companyAdmin, others, 'inProgress')).toBe('platformAdminOnly');
  });
});
