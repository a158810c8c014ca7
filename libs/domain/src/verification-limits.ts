import type { AttemptWindow } from './sign-in-limits';

/**
 * Checks of printed documents' codes from one address, found or not. Codes are 60 random bits,
 * so this is not what keeps them from being guessed; it keeps one client from trying codes in
 * bulk or loading the database. Someone checking a stack of diplomas by hand stays far below it.
 */
export const VERIFICATION_CHECKS_PER_ADDRESS: AttemptWindow = { points: 100, seconds: 60 * 60 };
