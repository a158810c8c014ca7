import {
  anonymisedEmail, DELETION_DUE_AFTER_DAYS, DELETION_PROMISED_WITHIN_DAYS, deletionDueDay, isDeletionDue, mayRequestOwnDeletion,
} from './account-deletion';

describe('account deletion requests', () => {
  it('fall due two days before the 30-day promise runs out, so a daily job that misses two runs keeps it', () => {
    expect(DELETION_PROMISED_WITHIN_DAYS).toBe(30);
    expect(DELETION_DUE_AFTER_DAYS).toBe(28);
    // 23:30 UTC on 1 March is already 2 March in Warsaw: days count in Polish time.
    expect(deletionDueDay(new Date('2026-03-01T23:30:00Z'))).toBe('2026-03-30');
    expect(deletionDueDay(new Date('2026-11-24T10:00:00Z'))).toBe('2026-12-22');
  });

  it('are due from the first moment of the due day, not a moment before', () => {
    const requestedAt = new Date('2026-11-24T10:00:00Z');
    expect(isDeletionDue(requestedAt, new Date('2026-12-21T22:59:59Z'))).toBe(false);
    expect(isDeletionDue(requestedAt, new Date('2026-12-21T23:00:00Z'))).toBe(true);
    expect(isDeletionDue(requestedAt, new Date('2027-01-10T12:00:00Z'))).toBe(true);
  });

  it('may come from participants and company admins, not from a platform admin', () => {
    expect(mayRequestOwnDeletion('regular')).toBe(true);
    expect(mayRequestOwnDeletion('companyAdmin')).toBe(true);
    expect(mayRequestOwnDeletion('admin')).toBe(false);
  });

  it('leave a unique address that can never receive mail', () => {
    expect(anonymisedEmail(42)).toBe('deleted-42@anonymised.invalid');
    expect(anonymisedEmail(42)).not.toBe(anonymisedEmail(43));
  });
});
