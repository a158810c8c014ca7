import { Logger, type HttpServer } from '@nestjs/common';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { ApiExceptionFilter } from '../i18n/exception.filter';
import { requestLang } from '../i18n/request-lang';

/**
 * The operators' tools are Fastify routes outside Nest's controllers, which Nest's exception
 * filter never sees: this answers their refusals and failures with the same JSON, in the
 * caller's language.
 */
export class RawRouteErrors {
  private readonly filter: ApiExceptionFilter;
  private readonly logger = new Logger(RawRouteErrors.name);

  constructor(http: HttpServer) {
    this.filter = new ApiExceptionFilter(http);
  }

  send(request: FastifyRequest, reply: FastifyReply, error: unknown): FastifyReply {
    const body = this.filter.toBody(error, requestLang(request as Parameters<typeof requestLang>[0]));
    if (body.statusCode >= 500) this.logger.error(error instanceof Error ? error.stack : String(error));
    return reply.code(body.statusCode).header('Cache-Control', 'no-store').send(body);
  }
}
