import { Injectable } from '@nestjs/common';
import { PassportStrategy } from '@nestjs/passport';
import { InjectRepository } from '@nestjs/typeorm';
import { ExtractJwt, Strategy } from 'passport-jwt';
import type { Repository } from 'typeorm';
import { InjectConfig, type AppConfig } from '@lesne/config';
import { User } from '@lesne/db';
import type { AuthUser, TokenClaims } from './auth-user';

export const JWT_ALGORITHM = 'HS256';

@Injectable()
export class JwtStrategy extends PassportStrategy(Strategy, 'jwt') {
  constructor(
    @InjectConfig() config: AppConfig,
    @InjectRepository(User) private readonly users: Repository<User>,
  ) {
    super({
      jwtFromRequest: ExtractJwt.fromAuthHeaderAsBearerToken(),
      secretOrKey: config.JWT_SECRET,
      algorithms: [JWT_ALGORITHM],
      ignoreExpiration: false,
    });
  }

  /** Returning null makes passport answer 401: the user is gone or changed their password. */
  async validate(claims: TokenClaims): Promise<AuthUser | null> {
    const user = await this.users.findOne({
      where: { id: claims.sub },
      select: { id: true, role: true, companyId: true, tokenVersion: true },
    });
    if (!user || user.tokenVersion !== claims.ver) return null;
    return { id: user.id, role: user.role, companyId: user.companyId, actingAdminId: claims.act ?? null };
  }
}
