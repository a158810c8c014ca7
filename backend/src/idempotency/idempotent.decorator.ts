import { createParamDecorator, HttpStatus, type ExecutionContext } from '@nestjs/common';
import type { FastifyRequest } from 'fastify';
import { createHash } from 'node:crypto';
import { IDEMPOTENCY_KEY_HEADER } from '@lesne/contracts';
import { isIdempotencyKey } from '@lesne/domain';
import type { db } from '@lesne/db';
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

const sha256 = (text: string) => createHash('sha256').update(text).digest('hex');

/**
 * Put on a create route's handler parameter: the request's Idempotency-Key (null when it has
 * none) scoped to the caller, method and route, with the body's fingerprint. The handler passes
 * it to IdempotencyService.transaction. A malformed key is a 400.
 *
 * A signed-in caller's keys are theirs. A signed-out create (sign-up) is scoped by its
 * fingerprint instead of its address, so a phone that changes network while retrying gets its
 * first answer rather than "e-mail taken". That answer signs the sender in to the new account,
 * so it goes only to a sender of the same key and the same body, password included: one who
 * could sign in anyway (after a password change the token it gets is refused). A wrong guess is
 * another scope: a new sign-up, refused as "taken", never the stored answer. The scope is a
 * sha-256, so no header or route can outgrow the column; IdempotencyService seals both with a
 * server key before keeping them.
 */
export const Idempotent = createParamDecorator((_: unknown, context: ExecutionContext): db.idempotency.IdempotentRequest | null => {
  const request = context.switchToHttp().getRequest<FastifyRequest & { user?: AuthUser }>();
  const key = request.headers[IDEMPOTENCY_KEY_HEADER.toLowerCase()];
  if (key === undefined) return null;
  if (!isIdempotencyKey(key)) throw new AppError(HttpStatus.BAD_REQUEST, 'idempotency.keyInvalid');
  const fingerprint = sha256(canonicalJson(request.body ?? null));
  const caller = request.user ? `user:${request.user.id}` : `anonymous:${fingerprint}`;
  return {
    scope: sha256(`${caller} ${request.method} ${request.routeOptions.url ?? request.url}`),
    key,
    fingerprint,
  };
});
