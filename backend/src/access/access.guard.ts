import { HttpStatus, Injectable, type ExecutionContext } from '@nestjs/common';
import { Reflector } from '@nestjs/core';
import { AuthGuard } from '@nestjs/passport';
import { ROLES_ADMITTED, type Audience } from '@lesne/contracts';
import { AppError } from '../i18n/app-error';
import { ACCESS_KEY } from './access.decorator';
import type { AuthUser } from './auth-user';

/** Deny by default: a route passes only as its @Access declaration allows. */
@Injectable()
export class AccessGuard extends AuthGuard('jwt') {
  constructor(private readonly reflector: Reflector) {
    super();
  }

  async canActivate(context: ExecutionContext): Promise<boolean> {
    const audience = this.reflector.getAllAndOverride<Audience | undefined>(ACCESS_KEY, [context.getHandler(), context.getClass()]);
    if (!audience) throw new AppError(HttpStatus.FORBIDDEN, 'errors.routeNotDeclared');
    if (audience === 'public') return true;

    await super.canActivate(context);
    const user = context.switchToHttp().getRequest<{ user: AuthUser }>().user;
    if (!ROLES_ADMITTED[audience].includes(user.role)) throw new AppError(HttpStatus.FORBIDDEN, 'errors.unauthorized');
    return true;
  }

  /**
   * Passport reports a token it refuses as no user, and a failure to check it (Postgres or
   * Redis away) as an error: only the first ends the session; the second stays what it is (a 503).
   */
  handleRequest<T>(error: unknown, user: T): T {
    if (error) throw error;
    if (!user) throw new AppError(HttpStatus.UNAUTHORIZED, 'errors.unauthenticated');
    return user;
  }
}
