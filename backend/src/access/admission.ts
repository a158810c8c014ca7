import { HttpStatus } from '@nestjs/common';
import { ROLES_ADMITTED, type Audience } from '@lesne/contracts';
import { AppError } from '../i18n/app-error';
import type { AuthUser, TokenClaims } from './auth-user';
import type { SessionResolver } from './session-resolver';

/**
 * Who a credential's claims speak for, if their role is admitted to the audience: a 401 when
 * they speak for no one (no claims, a retired session), a 403 when the role is not admitted. A
 * failure to look the session up stays what it is (a 503). The access guard's rule, and that of
 * every credential checked outside it (the queue board's pass).
 */
export async function admittedUser(sessions: SessionResolver, claims: TokenClaims | null, audience: Exclude<Audience, 'public'>): Promise<AuthUser> {
  const user = claims && (await sessions.resolve(claims));
  if (!user) throw new AppError(HttpStatus.UNAUTHORIZED, 'errors.unauthenticated');
  if (!ROLES_ADMITTED[audience].includes(user.role)) throw new AppError(HttpStatus.FORBIDDEN, 'errors.unauthorized');
  return user;
}
