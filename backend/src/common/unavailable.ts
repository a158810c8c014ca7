/** Node's words for a server that cannot be reached or dropped the connection. */
const UNREACHABLE_CODES = new Set(['ECONNREFUSED', 'ECONNRESET', 'ETIMEDOUT', 'EPIPE', 'EHOSTUNREACH', 'ENETUNREACH', 'ENOTFOUND', 'EAI_AGAIN']);

/**
 * SQLSTATE class 08 (connection exception), 57P01-57P03 (the server shutting down, crashed, or
 * still starting), 53300 (every connection slot taken), and a statement our own limits cut
 * (STATEMENT_LIMITS, libs/db): 57014, past statement_timeout, and 55P03, a lock not had within
 * lock_timeout.
 */
const POSTGRES_UNAVAILABLE_STATE = /^(08[0-9A-Z]{3}|57P0[1-3]|53300|57014|55P03)$/;

/** Errors the drivers raise without a code when the connection is gone or never came. */
const DISCONNECTED_MESSAGES = [
  /^Connection terminated/, // pg: the server went away mid-session
  /timeout exceeded when trying to connect/, // pg-pool: no connection within its connection timeout
  /is not queryable$/, // pg: a client whose connection already failed
  // TypeORM: the statement after the connection of its transaction failed (TypeORM released it then)
  /^Query runner already released/,
  /^Database connection provided by a query runner was already released/,
  /^Connection is closed\.$/, // ioredis
  /^Reached the max retries per request limit/, // ioredis: Redis did not come back while the command waited
  /^Stream isn't writeable/, // ioredis without an offline queue
];

interface DriverError {
  code?: unknown;
  message?: unknown;
  driverError?: unknown;
  cause?: unknown;
  errors?: unknown;
}

/**
 * Whether an error means Postgres or Redis can't serve right now (refused, dropped, shutting
 * down, pool timeout, no connection slot left, too busy to finish a statement or have a lock in
 * time), as opposed to a bad query or a bug. Looks through the wrappers TypeORM (driverError),
 * `cause` and AggregateError (one error per address tried) put around it.
 */
export function isUnavailable(error: unknown): boolean {
  return unavailableWithin(error, 0);
}

function unavailableWithin(error: unknown, depth: number): boolean {
  if (typeof error !== 'object' || error === null || depth > 3) return false;
  const { code, message, driverError, cause, errors } = error as DriverError;
  if (typeof code === 'string' && (UNREACHABLE_CODES.has(code) || POSTGRES_UNAVAILABLE_STATE.test(code))) return true;
  if (typeof message === 'string' && DISCONNECTED_MESSAGES.some((pattern) => pattern.test(message))) return true;
  const inner = [driverError, cause, ...(Array.isArray(errors) ? errors : [])];
  return inner.some((wrapped) => unavailableWithin(wrapped, depth + 1));
}
