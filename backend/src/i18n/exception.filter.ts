import { ArgumentsHost, Catch, HttpException, HttpStatus, Logger, type ExceptionFilter, type HttpServer } from '@nestjs/common';
import type { FastifyRequest } from 'fastify';
import type { ApiError, Lang } from '@lesne/contracts';
import { whyBodyCutOff } from '../common/cut-off-body';
import { isBadInputError, isConcurrentChange } from '../common/postgres-errors';
import { isUnavailable } from '../common/unavailable';
import { AppError, ValidationFailed } from './app-error';
import { isMessageKey, translate, type MessageKey } from './messages';
import { requestLang } from './request-lang';

const KEY_BY_STATUS: Partial<Record<number, MessageKey>> = {
  [HttpStatus.UNAUTHORIZED]: 'errors.unauthenticated',
  [HttpStatus.FORBIDDEN]: 'errors.unauthorized',
  [HttpStatus.NOT_FOUND]: 'errors.notFound',
  [HttpStatus.PAYLOAD_TOO_LARGE]: 'errors.tooLarge',
  [HttpStatus.TOO_MANY_REQUESTS]: 'errors.tooManyRequests',
};

/** How soon a client may ask again while Postgres or Redis can't serve: most outages are a restart. */
const UNAVAILABLE_RETRY_AFTER_SECONDS = 5;

/** Postgres or Redis can't serve now: the client should wait and ask again, not give up or sign out. */
function isOutage(exception: unknown): boolean {
  return !(exception instanceof HttpException) && isUnavailable(exception);
}

/**
 * Every error leaves as {statusCode, message, error} with the message in the caller's
 * language; nothing unexpected ever shows its stack or internals.
 */
@Catch()
export class ApiExceptionFilter implements ExceptionFilter {
  private readonly logger = new Logger('ApiExceptionFilter');

  constructor(private readonly http: HttpServer) {}

  catch(exception: unknown, host: ArgumentsHost): void {
    const context = host.switchToHttp();
    const cutOff = whyBodyCutOff(context.getRequest<FastifyRequest>().raw, exception);
    if (cutOff) {
      // its connection is closed: nobody is left to answer
      this.logger.log(`a request's body did not arrive whole: ${cutOff}`);
      return;
    }
    const response: unknown = context.getResponse();
    const body = this.toBody(exception, requestLang(context.getRequest()));
    if (isOutage(exception)) this.logger.warn(`Postgres or Redis unavailable: ${exception instanceof Error ? exception.message : String(exception)}`);
    else if (body.statusCode >= 500) this.logger.error(exception instanceof Error ? exception.stack : String(exception));
    else if (isBadInputError(exception)) this.logger.warn(`a value validation let through was refused by Postgres: ${exception instanceof Error ? exception.message : String(exception)}`);
    else if (isConcurrentChange(exception)) this.logger.warn(`a request met another in the database: ${exception instanceof Error ? exception.message : String(exception)}`);
    const retryAfter = isOutage(exception) ? UNAVAILABLE_RETRY_AFTER_SECONDS : exception instanceof AppError && exception.params.seconds;
    if (retryAfter) this.http.setHeader(response, 'Retry-After', String(retryAfter));
    this.http.reply(response, body, body.statusCode);
  }

  toBody(exception: unknown, lang: Lang): ApiError {
    if (exception instanceof ValidationFailed) {
      const fields = Object.fromEntries(
        Object.entries(exception.fields).map(([field, { key, params }]) => [field, translate(lang, key, params)]),
      );
      return { statusCode: 400, message: Object.values(fields)[0] ?? translate(lang, 'errors.badRequest'), error: 'Bad Request', fields };
    }
    if (exception instanceof AppError) {
      return { ...this.body(exception.getStatus(), translate(lang, exception.key, exception.params)), code: exception.key };
    }
    if (exception instanceof HttpException) {
      const status = exception.getStatus();
      const message = this.messageOf(exception);
      if (isMessageKey(message)) return this.body(status, translate(lang, message));
      const key = KEY_BY_STATUS[status] ?? (status >= 500 ? 'errors.serverError' : 'errors.badRequest');
      return this.body(status, translate(lang, key, { seconds: 60 }));
    }
    if (isOutage(exception)) return this.body(HttpStatus.SERVICE_UNAVAILABLE, translate(lang, 'errors.unavailable'));
    if (isBadInputError(exception)) return this.body(HttpStatus.BAD_REQUEST, translate(lang, 'errors.badRequest'));
    if (isConcurrentChange(exception)) return { ...this.body(HttpStatus.CONFLICT, translate(lang, 'errors.concurrentChange')), code: 'errors.concurrentChange' };
    return this.body(HttpStatus.INTERNAL_SERVER_ERROR, translate(lang, 'errors.serverError'));
  }

  body(statusCode: number, message: string): ApiError {
    const error = (HttpStatus[statusCode] ?? 'Error').toString().toLowerCase().replace(/(^|_)(\w)/g, (_, sep: string, c: string) => (sep ? ' ' : '') + c.toUpperCase());
    return { statusCode, message, error };
  }

  private messageOf(exception: HttpException): unknown {
    const response = exception.getResponse();
    return typeof response === 'string' ? response : (response as { message?: unknown }).message;
  }
}
