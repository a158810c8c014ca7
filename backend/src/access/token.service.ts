import { Injectable } from '@nestjs/common';
import { JwtService } from '@nestjs/jwt';
import { accessTokenLifetimeSeconds } from '@lesne/domain';
import type { User } from '@lesne/db';
import type { TokenClaims } from './auth-user';

type Versioned = Pick<User, 'id' | 'tokenVersion'>;

@Injectable()
export class TokenService {
  constructor(private readonly jwt: JwtService) {}

  issue(user: Versioned, options: { remember: boolean; actingAdmin?: Versioned }): string {
    const { actingAdmin } = options;
    const claims: TokenClaims = { sub: user.id, ver: user.tokenVersion, ...(actingAdmin ? { act: actingAdmin.id, actVer: actingAdmin.tokenVersion } : {}) };
    return this.jwt.sign(claims, { expiresIn: accessTokenLifetimeSeconds(options.remember) });
  }
}
