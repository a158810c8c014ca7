/** Constants of spec section 9, shared by the API's validation and the SPA's forms. */
export const PASSWORD_MIN_LENGTH = 8;
export const PASSWORD_MAX_LENGTH = 128;
export const NAME_MAX_LENGTH = 100;
export const EMAIL_MAX_LENGTH = 254;
export const TEAM_NAME_MIN_LENGTH = 2;
export const SEARCH_MIN_LENGTH = 3;

export const PAGE_SIZE_OPTIONS = [10, 25, 50, 100] as const;
export const DEFAULT_PAGE_SIZE = 25;

/** Sign-in and lost-password attempts allowed per minute, per IP and per account. */
export const AUTH_ATTEMPTS_PER_MINUTE = 5;
