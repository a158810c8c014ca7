import { createHmac, timingSafeEqual } from 'node:crypto';

/**
 * The token of a person's one-click unsubscribe link: an HMAC of their id under the server's
 * secret, so the link needs no sign-in and no stored state, and cannot be made for anyone else.
 */
export function digestUnsubscribeToken(secret: string, userId: number): string {
  const signature = createHmac('sha256', secret).update(`weekly-digest:${userId}`).digest('base64url').slice(0, 32);
  return `${userId}.${signature}`;
}

/** The user a token was made for, or null when it is not one of ours. */
export function digestUnsubscribeUser(secret: string, token: string): number | null {
  const match = /^([1-9][0-9]{0,9})\.[A-Za-z0-9_-]{32}$/.exec(token);
  if (!match) return null;
  const userId = Number(match[1]);
  const expected = Buffer.from(digestUnsubscribeToken(secret, userId));
  const given = Buffer.from(token);
  return expected.length === given.length && timingSafeEqual(expected, given) ? userId : null;
}
