import { ArgumentsHost, Catch, HttpException, HttpStatus, Logger, type ExceptionFilter } from '@nestjs/common';
import type { Request, Response } from 'express';
import type { ApiError, Lang } from '@lesne/contracts';
import { AppError, ValidationFailed } from './app-error';
import { isMessageKey, translate, type MessageKey } from './messages';
import { requestLang } from './request-lang';

const KEY_BY_STATUS: Partial<Record<number, MessageKey>> = {
  [HttpStatus.UNAUTHORIZED]: 'errors.unauthenticated',
  [HttpStatus.FORBIDDEN]: 'errors.unauthorized',
  [HttpStatus.NOT_FOUND]: 'errors.notFound',
  [HttpStatus.TOO_MANY_REQUESTS]: 'errors.tooManyRequests',
};

/**
 * Every error leaves as {statusCode, message, error} with the message in the caller's
 * language; nothing unexpected ever shows its stack or internals.
 */
@Catch()
export class ApiExceptionFilter implements ExceptionFilter {
  private readonly logger = new Logger('ApiExceptionFilter');

  catch(exception: unknown, host: ArgumentsHost): void {
    const http = host.switchToHttp();
    const request = http.getRequest<Request>();
    const response = http.getResponse<Response>();
    const lang = requestLang(request);
    const body = this.toBody(exception, lang);
    if (body.statusCode >= 500) this.logger.error(exception instanceof Error ? exception.stack : String(exception));
    if (exception instanceof AppError && exception.params.seconds) response.setHeader('Retry-After', String(exception.params.seconds));
    response.status(body.statusCode).json(body);
  }

  toBody(exception: unknown, lang: Lang): ApiError {
    if (exception instanceof ValidationFailed) {
      const fields = Object.fromEntries(
        Object.entries(exception.fields).map(([field, { key, params }]) => [field, translate(lang, key, params)]),
      );
      return { statusCode: 400, message: Object.values(fields)[0] ?? translate(lang, 'errors.badRequest'), error: 'Bad Request', fields };
    }
    if (exception instanceof AppError) {
      return this.body(exception.getStatus(), translate(lang, exception.key, exception.params));
    }
    if (exception instanceof HttpException) {
      const status = exception.getStatus();
      const message = this.messageOf(exception);
      if (isMessageKey(message)) return this.body(status, translate(lang, message));
      const key = KEY_BY_STATUS[status] ?? (status >= 500 ? 'errors.serverError' : 'errors.badRequest');
      return this.body(status, translate(lang, key, { seconds: 60 }));
    }
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

/**
 * express.json() rejects a malformed or oversized body before any route (or Nest filter)
 * runs; this error middleware words that rejection like every other error.
 */
export function rejectUnreadableBody(error: unknown, request: Request, response: Response, next: (error?: unknown) => void): void {
  const status = (error as { status?: unknown; type?: unknown } | null)?.status;
  if (typeof status !== 'number' || status < 400 || status >= 500 || !(error as { type?: unknown }).type) return next(error);
  response.status(status).json(new ApiExceptionFilter().body(status, translate(requestLang(request), 'errors.badRequest')));
}
