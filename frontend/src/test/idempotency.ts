/** Matches the Idempotency-Key a create form sends (newIdempotencyKey: 128 random bits as hex). */
export const anIdempotencyKey: unknown = expect.stringMatching(/^[0-9a-f]{32}$/);
