import { createParamDecorator, type ExecutionContext } from '@nestjs/common';
import type { Role } from '@lesne/contracts';

/** The caller, as the access guard established it from the token and the database. */
export interface AuthUser {
  id: number;
  role: Role;
  /** the company every company-scoped query is limited to; null for platform admins */
  companyId: number | null;
  /** the user's current tokenVersion, which their token carries */
  tokenVersion: number;
  /** the platform admin acting as this user through login-as */
  actingAdminId: number | null;
}

/** Whom the audit log names for what a caller does: the platform admin behind a login-as session, and as whom they acted. */
export function auditActor(caller: AuthUser): { actorUserId: number; actingAsUserId?: number } {
  return caller.actingAdminId === null ? { actorUserId: caller.id } : { actorUserId: caller.actingAdminId, actingAsUserId: caller.id };
}

/** Claims of our access token; role and company are read fresh from the database. */
export interface TokenClaims {
  sub: number;
  /** the user's tokenVersion when issued: a password change retires older tokens */
  ver: number;
  /** login-as: the platform admin acting as `sub`... */
  act?: number;
  /** ...and their tokenVersion when issued: the admin's password change, deletion or lost role retires the token */
  actVer?: number;
  /** set on signing from the token's lifetime; verification refuses a token past it */
  exp?: number;
}

export const CurrentUser = createParamDecorator((_: unknown, context: ExecutionContext): AuthUser => {
  return context.switchToHttp().getRequest<{ user: AuthUser }>().user;
});
