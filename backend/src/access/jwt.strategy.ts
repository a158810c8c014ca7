import { createSecretKey, type KeyObject } from 'node:crypto';
import { Injectable } from '@nestjs/common';
import { PassportStrategy } from '@nestjs/passport';
import { ExtractJwt, Strategy } from 'passport-jwt';
import { InjectConfig, type AppConfig } from '@lesne/config';
import type { AuthUser, TokenClaims } from './auth-user';
import { SessionResolver } from './session-resolver';

export const JWT_ALGORITHM = 'HS256';

/**
 * The signing secret as a KeyObject, made once: given a string, jsonwebtoken derives the key
 * again on every verify (after first trying it as a public key), the dearest part of a request.
 */
export function jwtKey(config: AppConfig): KeyObject {
  return createSecretKey(Buffer.from(config.JWT_SECRET, 'utf8'));
}

@Injectable()
export class JwtStrategy extends PassportStrategy(Strategy, 'jwt') {
  constructor(
    @InjectConfig() config: AppConfig,
    private readonly sessions: SessionResolver,
  ) {
    super({
      jwtFromRequest: ExtractJwt.fromAuthHeaderAsBearerToken(),
      // passport-jwt's types predate KeyObject; it hands the key to jsonwebtoken, which takes one.
      secretOrKey: jwtKey(config) as unknown as Buffer,
      algorithms: [JWT_ALGORITHM],
      ignoreExpiration: false,
    });
  }

  /** Returning null makes passport answer 401. */
  validate(claims: TokenClaims): Promise<AuthUser | null> {
    return this.sessions.resolve(claims);
  }
}
