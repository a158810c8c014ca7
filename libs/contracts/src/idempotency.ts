/**
 * The header a create call carries so that its retries create once: the same key (and body)
 * within IDEMPOTENCY_KEY_TTL_MS gets the first answer again.
 */
export const IDEMPOTENCY_KEY_HEADER = 'Idempotency-Key';
