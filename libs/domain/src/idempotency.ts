/**
 * How long the answer to a create sent with an Idempotency-Key is kept: a retry within it gets
 * the first answer instead of creating again. A day covers a phone that lost its connection
 * and retries when it is back, without keeping every answer forever.
 */
export const IDEMPOTENCY_KEY_TTL_MS = 24 * 60 * 60 * 1000;

export const IDEMPOTENCY_KEY_MAX_LENGTH = 100;

/** A client-chosen key: 1 to 100 visible ASCII characters (a UUID fits). */
export function isIdempotencyKey(value: unknown): value is string {
  return typeof value === 'string' && value.length <= IDEMPOTENCY_KEY_MAX_LENGTH && /^[\x21-\x7e]+$/.test(value);
}
