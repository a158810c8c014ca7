import { accessTokenLifetimeSeconds, authCodeExpiry, isAuthCodeUsable } from './sessions';

describe('sessions', () => {
  it('lasts 12 hours, or 30 days when remembered', () => {
    expect(accessTokenLifetimeSeconds(false)).toBe(43_200);
    expect(accessTokenLifetimeSeconds(true)).toBe(2_592_000);
  });

  it('a lost-password code lives an hour, a set-password code a week', () => {
    const issued = new Date('2026-11-22T10:00:00Z');
    expect(authCodeExpiry('lostPassword', issued).toISOString()).toBe('2026-11-22T11:00:00.000Z');
    expect(authCodeExpiry('setPassword', issued).toISOString()).toBe('2026-11-29T10:00:00.000Z');
    expect(authCodeExpiry('confirmDeletion', issued).toISOString()).toBe('2026-11-23T10:00:00.000Z');
  });

  it('a code is usable once and only before it expires', () => {
    const expiresAt = new Date('2026-11-22T11:00:00Z');
    expect(isAuthCodeUsable({ expiresAt, usedAt: null }, new Date('2026-11-22T10:59:59Z'))).toBe(true);
    expect(isAuthCodeUsable({ expiresAt, usedAt: null }, new Date('2026-11-22T11:00:00Z'))).toBe(false);
    expect(isAuthCodeUsable({ expiresAt, usedAt: new Date('2026-11-22T10:30:00Z') }, new Date('2026-11-22T10:31:00Z'))).toBe(false);
  });
});
