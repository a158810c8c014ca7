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
