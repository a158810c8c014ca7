const HOUR_SECONDS = 60 * 60;
const DAY_SECONDS = 24 * HOUR_SECONDS;

/** Access token lifetime: a working day, or a month with "remember me". */
export function accessTokenLifetimeSeconds(remember: boolean): number {
  return remember ? 30 * DAY_SECONDS : 12 * HOUR_SECONDS;
}

export type AuthCodePurpose = 'lostPassword' | 'setPassword' | 'confirmDeletion';

/** The codes that set a password; a deletion link's code never does. */
export const PASSWORD_CODE_PURPOSES: readonly AuthCodePurpose[] = ['lostPassword', 'setPassword'];

/**
 * A lost-password link is valid one hour (docs/product.md#sign-in-pages). A set-password link goes to a new event
 * admin who may open it days later, so it lives a week. A deletion link, asked for by someone
 * who cannot sign in, lives a day: long enough to find the mail, short for a forgotten inbox.
 */
const AUTH_CODE_LIFETIME_SECONDS: Record<AuthCodePurpose, number> = {
  lostPassword: HOUR_SECONDS,
  setPassword: 7 * DAY_SECONDS,
  confirmDeletion: DAY_SECONDS,
};

export function authCodeExpiry(purpose: AuthCodePurpose, issuedAt: Date): Date {
  return new Date(issuedAt.getTime() + AUTH_CODE_LIFETIME_SECONDS[purpose] * 1000);
}

export function isAuthCodeUsable(code: { expiresAt: Date; usedAt: Date | null }, now: Date): boolean {
  return code.usedAt === null && code.expiresAt.getTime() > now.getTime();
}
