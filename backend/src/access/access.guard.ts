import { HttpStatus, Injectable, type CanActivate, type ExecutionContext } from '@nestjs/common';
import { Reflector } from '@nestjs/core';
import type { Audience } from '@lesne/contracts';
import { AppError } from '../i18n/app-error';
import { ACCESS_KEY } from './access.decorator';
import { admittedUser } from './admission';
import type { AuthUser } from './auth-user';
import { SessionResolver } from './session-resolver';
import { TokenService } from './token.service';

/** `Authorization: Bearer <token>`: the scheme in any case, the token the first word after it. */
const AUTHORIZATION = /(\S+)\s+(\S+)/;

function bearerToken(header: string | string[] | undefined): string | null {
  const [, scheme, token] = (typeof header === 'string' && header.match(AUTHORIZATION)) || [];
  return scheme?.toLowerCase() === 'bearer' ? token : null;
}

/**
 * Deny by default: a route passes only as its @Access declaration allows. A refused or absent
 * token is a 401; a failure to check it (Postgres or Redis away) stays what it is (a 503).
 */
@Injectable()
export class AccessGuard implements CanActivate {
  constructor(
    private readonly reflector: Reflector,
    private readonly tokens: TokenService,
    private readonly sessions: SessionResolver,
  ) {}

  async canActivate(context: ExecutionContext): Promise<boolean> {
    const audience = this.reflector.getAllAndOverride<Audience | undefined>(ACCESS_KEY, [context.getHandler(), context.getClass()]);
    if (!audience) throw new AppError(HttpStatus.FORBIDDEN, 'errors.routeNotDeclared');
    if (audience === 'public') return true;

    const request = context.switchToHttp().getRequest<{ headers: Record<string, string | string[] | undefined>; user?: AuthUser }>();
    const token = bearerToken(request.headers.authorization);
    request.user = await admittedUser(this.sessions, token === null ? null : this.tokens.verify(token), audience);
    return true;
  }
}
