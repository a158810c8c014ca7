/**
 * How many attempts at the public account endpoints a client gets. A window is fixed: it starts
 * with the first attempt it counts and forgets them all when it ends. docs/limits.md explains
 * each number.
 */
export interface AttemptWindow {
  points: number;
  seconds: number;
}

const MINUTE = 60;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

/** Wrong passwords at one account from one address: a person mistyping gets five goes a quarter-hour. */
export const FAILED_SIGN_INS_PER_ACCOUNT_AT_ADDRESS: AttemptWindow = { points: 5, seconds: 15 * MINUTE };

/**
 * Wrong passwords from one address, at accounts never signed in to from there. An office of
 * hundreds behind one address stays far below it; spraying one guessed password across many
 * accounts stops at a hundred an hour. Successful sign-ins never count.
 */
export const FAILED_SIGN_INS_PER_ADDRESS: AttemptWindow = { points: 100, seconds: HOUR };

/**
 * Wrong passwords at one account from addresses that never signed in to it: a guesser using many
 * addresses gets `freeFailures`, then one try per growing delay, never a lockout. The owner's
 * usual addresses (a success within KNOWN_ADDRESS_MEMORY_SECONDS) are never delayed, and a
 * new address waits at most `maxDelaySeconds`.
 */
export const ACCOUNT_BACKOFF = { freeFailures: 10, firstDelaySeconds: 1, maxDelaySeconds: 5 * MINUTE, forgetAfterSeconds: DAY } as const;

/** An address that signed in to an account stays its owner's usual address this long after the last success. */
export const KNOWN_ADDRESS_MEMORY_SECONDS = 30 * DAY;

/** Seconds the next try from a new address waits after the account's `failures`-th failure: 1, 2, 4... up to the cap. */
export function accountBackoffSeconds(failures: number): number {
  const delayed = failures - ACCOUNT_BACKOFF.freeFailures;
  if (delayed <= 0) return 0;
  return Math.min(ACCOUNT_BACKOFF.maxDelaySeconds, ACCOUNT_BACKOFF.firstDelaySeconds * 2 ** (delayed - 1));
}

/**
 * Sign-ups from one address, successful or not: each hashes a password (argon2, tens of
 * milliseconds of a core on purpose). Sixty a minute lets a whole office join on the kick-off
 * morning and keeps one client from keeping a core busy.
 */
export const SIGN_UPS_PER_ADDRESS: AttemptWindow = { points: 60, seconds: MINUTE };

/** Refused sign-ups from one address: unknown invitation codes (guessing) and taken e-mails (probing who has an account). */
export const FAILED_SIGN_UPS_PER_ADDRESS: AttemptWindow = { points: 30, seconds: HOUR };

/**
 * Lost-password mails one account can be sent: a mail lost to spam and a retry, never a flooded
 * inbox. Past it a request is answered as any other but not mailed, and the owner's usual
 * addresses are not held by it, so nobody can keep the owner from recovering the account.
 */
export const LOST_PASSWORD_REQUESTS_PER_ACCOUNT: AttemptWindow = { points: 3, seconds: HOUR };

/** Lost-password requests from one address, existing accounts or not: an office's forgetful mornings fit. */
export const LOST_PASSWORD_REQUESTS_PER_ADDRESS: AttemptWindow = { points: 30, seconds: HOUR };

/** Password links refused (unknown, used or expired) for one address: links are 256-bit, so nobody honest needs more. */
export const FAILED_PASSWORD_RESETS_PER_ADDRESS: AttemptWindow = { points: 20, seconds: HOUR };

/**
 * The key limits count an address under. One IPv6 subscriber gets a whole /64, so rotating
 * within it must not escape a limit: IPv6 counts by its /64 prefix; IPv4 (also written as
 * IPv4-mapped IPv6) by the address.
 */
export function addressKey(ip: string): string {
  const address = ip.replace(/%.*$/, '').toLowerCase();
  const mapped = /^::ffff:(\d{1,3}(?:\.\d{1,3}){3})$/.exec(address);
  if (mapped) return mapped[1];
  if (!address.includes(':')) return address;
  const [head, tail] = address.split('::');
  const groups = (part: string | undefined) => (part ? part.split(':').flatMap((group) => (group.includes('.') ? ['0', '0'] : [group])) : []);
  const leading = groups(head);
  const trailing = groups(tail);
  const expanded = tail === undefined ? leading : [...leading, ...Array<string>(Math.max(0, 8 - leading.length - trailing.length)).fill('0'), ...trailing];
  const prefix = expanded.slice(0, 4).map((group) => (parseInt(group, 16) || 0).toString(16));
  return `${prefix.join(':')}::/64`;
}
