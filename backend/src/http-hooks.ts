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
 * While the server closes, answers carry `Connection: close`: a browser's kept-alive
 * connection then ends with the request it had in flight instead of holding the close open
 * until it times out.
 */
export function endConnectionsWhenClosing(fastify: FastifyInstance): void {
  let closing = false;
  fastify.addHook('preClose', (done) => {
    closing = true;
    done();
  });
  fastify.addHook('onSend', (_request, reply, payload, done) => {
    if (closing) reply.header('connection', 'close');
    done(null, payload);
  });
}
