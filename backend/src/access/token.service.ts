import { Injectable } from '@nestjs/common';
import { JwtService } from '@nestjs/jwt';
import { accessTokenLifetimeSeconds } from '@lesne/domain';
import type { User } from '@lesne/db';
import type { TokenClaims } from './auth-user';

@Injectable()
export class TokenService {
  constructor(private readonly jwt: JwtService) {}

  issue(user: Pick<User, 'id' | 'tokenVersion'>, options: { remember: boolean; actingAdminId?: number }): string {
    const claims: TokenClaims = { sub: user.id, ver: user.tokenVersion, ...(options.actingAdminId ? { act: options.actingAdminId } : {}) };
    return this.jwt.sign(claims, { expiresIn: accessTokenLifetimeSeconds(options.remember) });
  }
}
