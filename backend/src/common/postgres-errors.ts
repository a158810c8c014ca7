/** A write refused by a unique index (e-mail taken, code reused). */
export function isUniqueViolation(error: unknown): boolean {
  return (error as { code?: string } | null)?.code === '23505';
}

/**
 * Postgres refusing a value, not failing: text it cannot parse (22P02), a number out of range
 * (22003), a byte sequence it cannot store (22021), a bad date (22007, 22008), nesting too deep
 * (54001). Validation refuses all of these first; this is the last line should a route miss one.
 */
const BAD_INPUT_CODES = new Set(['22P02', '22003', '22021', '22007', '22008', '54001']);

export function isBadInputError(error: unknown): boolean {
  return BAD_INPUT_CODES.has((error as { code?: unknown } | null)?.code as string);
}

/**
 * Two requests that met in the database: a deadlock (40P01), a serialization failure (40001),
 * or a row another request deleted meanwhile (23503, e.g. an event deleted while its results
 * were written). Nothing was changed, and sending the request again decides it.
 */
const CONCURRENT_CHANGE_CODES = new Set(['40P01', '40001', '23503']);

export function isConcurrentChange(error: unknown): boolean {
  return CONCURRENT_CHANGE_CODES.has((error as { code?: unknown } | null)?.code as string);
}
