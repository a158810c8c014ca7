import type { IncomingMessage, ServerResponse } from 'node:http';
import type { FastifyInstance } from 'fastify';
import helmet from 'helmet';
import type { Logger } from 'pino';
import { loggedUrl } from './common/logged-url';

/**
 * A page's security headers: helmet's, asked of it once, since with our options none depends on
 * the request (@fastify/helmet would build helmet per request, and helmet itself sets each
 * header anew). For the SPA, its files, and the pages served under the API's path.
 */
export const PAGE_SECURITY_HEADERS: Readonly<Record<string, string>> = (() => {
  const headers: Record<string, string> = {};
  const response = { setHeader: (name: string, value: string) => (headers[name.toLowerCase()] = value), removeHeader: () => undefined };
  helmet({ crossOriginEmbedderPolicy: false })({} as IncomingMessage, response as unknown as ServerResponse, () => undefined);
  return headers;
})();

/**
 * What an API answer, JSON, needs of them (OWASP's REST cheat sheet): it is never a page, so its
 * policy refuses everything, and it is not to be read across origins or sniffed as another type.
 * Fewer and shorter than a page's, which shows on the hot paths: Node checks every header of
 * every answer character by character, and the bytes go out with each answer.
 */
const API_SECURITY_HEADERS: Readonly<Record<string, string>> = {
  'content-security-policy': "default-src 'none'; frame-ancestors 'none'",
  'cross-origin-resource-policy': 'same-origin',
  'strict-transport-security': PAGE_SECURITY_HEADERS['strict-transport-security'],
  'x-content-type-options': 'nosniff',
};

/** Security headers on every answer: the API's under its path, a page's everywhere else. */
export function addSecurityHeaders(fastify: FastifyInstance, apiPath: string): void {
  fastify.addHook('onRequest', (request, reply, done) => {
    reply.headers(request.url.startsWith(apiPath) ? API_SECURITY_HEADERS : PAGE_SECURITY_HEADERS);
    done();
  });
}

/** One line per answered request, with the request's id (X-Request-Id when the proxy sent one) and its URL without the keys it may carry. */
export function logRequests(fastify: FastifyInstance, logger: Logger): void {
  if (!logger.isLevelEnabled('info')) return;
  fastify.addHook('onResponse', (request, reply, done) => {
    logger.info({ reqId: request.id, req: { method: request.method, url: loggedUrl(request) }, res: { statusCode: reply.statusCode }, responseTime: reply.elapsedTime }, 'request completed');
    done();
  });
}

/**
 * While the server closes, kept-alive browser connections are closed as soon as their request
 * in flight is answered, instead of holding the close open until they time out. A sweep, not
 * a per-request hook, so the request path pays nothing for it.
 */
export function endConnectionsWhenClosing(fastify: FastifyInstance): void {
  fastify.addHook('preClose', (done) => {
    const sweep = setInterval(() => fastify.server.closeIdleConnections(), 50).unref();
    fastify.server.once('close', () => clearInterval(sweep));
    done();
  });
}

/** The route label of a request that matched no route: never its raw URL, which anyone can vary. */
export const UNMATCHED_ROUTE = 'unmatched';

/**
 * Hands each answered request to `observe`: method, route pattern (bounded, unlike the URL),
 * status and seconds taken. Fastify has already timed the request, so this adds one call.
 */
export function measureRequests(fastify: FastifyInstance, observe: (method: string, route: string, statusCode: number, seconds: number) => void): void {
  fastify.addHook('onResponse', (request, reply, done) => {
    observe(request.method, request.routeOptions.url ?? UNMATCHED_ROUTE, reply.statusCode, reply.elapsedTime / 1000);
    done();
  });
}
