import type { IncomingMessage } from 'node:http';

/**
 * Why a request's body stopped before it arrived whole, when the error is the failure of its own
 * stream: the request timeout closed the connection (HTTP_REQUEST_TIMEOUT_MS), or the client did.
 * Undefined for any other error. Node words both as a reset connection ('aborted', ECONNRESET),
 * as it would a dropped connection to Postgres or Redis.
 */
export function whyBodyCutOff(request: IncomingMessage, error: unknown): string | undefined {
  if (error === null || request.errored !== error) return undefined;
  const closedBy = (request.socket.errored as { code?: unknown } | null)?.code;
  return closedBy === 'ERR_HTTP_REQUEST_TIMEOUT' ? 'not received within the request timeout' : 'the client closed the connection';
}
