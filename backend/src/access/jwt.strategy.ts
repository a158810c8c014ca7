import { Injectable } from '@nestjs/common';
import { PassportStrategy } from '@nestjs/passport';
import { ExtractJwt, Strategy } from 'passport-jwt';
import { InjectConfig, type AppConfig } from '@lesne/config';
import type { AuthUser, TokenClaims } from './auth-user';
import { SessionResolver } from './session-resolver';

export const JWT_ALGORITHM = 'HS256';

@Injectable()
export class JwtStrategy extends PassportStrategy(Strategy, 'jwt') {
  constructor(
    @InjectConfig() config: AppConfig,
    private readonly sessions: SessionResolver,
  ) {
    super({
      jwtFromRequest: ExtractJwt.fromAuthHeaderAsBearerToken(),
      secretOrKey: config.JWT_SECRET,
      algorithms: [JWT_ALGORITHM],
      ignoreExpiration: false,
    });
  }

  /** Returning null makes passport answer 401. */
  validate(claims: TokenClaims): Promise<AuthUser | null> {
    return this.sessions.resolve(claims);
  }
}
