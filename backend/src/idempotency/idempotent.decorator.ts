import { createParamDecorator, HttpStatus, type ExecutionContext } from '@nestjs/common';
import { HTTP_CODE_METADATA } from '@nestjs/common/constants';
import type { FastifyRequest } from 'fastify';
import { createHash } from 'node:crypto';
import { IDEMPOTENCY_KEY_HEADER } from '@lesne/contracts';
import { isIdempotencyKey } from '@lesne/domain';
import type { IdempotentRequest } from '@lesne/db';
import type { AuthUser } from '../access/auth-user';
import { AppError } from '../i18n/app-error';

/** The body as JSON with its keys sorted, so the fingerprint does not depend on their order. */
function canonicalJson(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(canonicalJson).join(',')}]`;
  if (value !== null && typeof value === 'object') {
    const entries = Object.entries(value).sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
    return `{${entries.map(([key, item]) => `${JSON.stringify(key)}:${canonicalJson(item)}`).join(',')}}`;
  }
  return JSON.stringify(value) ?? 'null';
}

/**
 * Put on a create route's handler parameter: the request's Idempotency-Key (null when it has
 * none) scoped to the caller (user, or address when signed out), method and route, with the
 * body's fingerprint. The handler passes it to IdempotencyService.transaction. A malformed
 * key is a 400.
 */
export const Idempotent = createParamDecorator((_: unknown, context: ExecutionContext): IdempotentRequest | null => {
  const request = context.switchToHttp().getRequest<FastifyRequest & { user?: AuthUser }>();
  const key = request.headers[IDEMPOTENCY_KEY_HEADER.toLowerCase()];
  if (key === undefined) return null;
  if (!isIdempotencyKey(key)) throw new AppError(HttpStatus.BAD_REQUEST, 'idempotency.keyInvalid');
  const caller = request.user ? `user:${request.user.id}` : `ip:${request.ip}`;
  const status: number | undefined = Reflect.getMetadata(HTTP_CODE_METADATA, context.getHandler());
  return {
    scope: `${caller} ${request.method} ${request.routeOptions.url ?? request.url}`,
    key,
    fingerprint: createHash('sha256').update(canonicalJson(request.body ?? null)).digest('hex'),
    status: status ?? (request.method === 'POST' ? HttpStatus.CREATED : HttpStatus.OK),
  };
});
