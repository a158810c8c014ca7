import { createParamDecorator, type ExecutionContext } from '@nestjs/common';
import type { FastifyRequest } from 'fastify';

/**
 * The request's id (X-Request-Id when the proxy sent one, else a generated one), for a route
 * whose writes queue jobs: the handler passes it down to addToOutbox, and the job's log lines
 * in the workers carry it as reqId.
 *
 * Passed by hand from the few routes that queue jobs rather than found through an
 * AsyncLocalStorage set per request: that would turn on Node's promise hooks for every
 * request, reads included, and measured here (GET /ranking, Node 20, in-process, 8 runs) it
 * cost 8 to 37% of the requests a second, the price docs/benchmarks.md already declined when
 * pino-http went. A Nest interceptor cannot reach the transactions the services open.
 */
export const RequestId = createParamDecorator((_: unknown, context: ExecutionContext): string => context.switchToHttp().getRequest<FastifyRequest>().id);
