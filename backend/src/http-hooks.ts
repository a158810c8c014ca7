import type { FastifyInstance } from 'fastify';
import helmet from 'helmet';
import type { Logger } from 'pino';

/** Helmet's security headers on every answer, with helmet built once (@fastify/helmet builds it per request). */
export function addSecurityHeaders(fastify: FastifyInstance): void {
  const setHeaders = helmet({ crossOriginEmbedderPolicy: false });
  fastify.addHook('onRequest', (request, reply, done) => setHeaders(request.raw, reply.raw, (error?: unknown) => done(error as Error | undefined)));
}

/** One line per answered request, with the request's id (X-Request-Id when the proxy sent one). */
export function logRequests(fastify: FastifyInstance, logger: Logger): void {
  if (!logger.isLevelEnabled('info')) return;
  fastify.addHook('onResponse', (request, reply, done) => {
    logger.info({ reqId: request.id, req: { method: request.method, url: request.url }, res: { statusCode: reply.statusCode }, responseTime: reply.elapsedTime }, 'request completed');
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
