import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import type { DataSource } from 'typeorm';
import { User } from '@lesne/db';
import type { AuthUser, TokenClaims } from './auth-user';

/** Who a verified token speaks for now: null when the user is gone or changed their password. */
@Injectable()
export class SessionResolver {
  constructor(@InjectDataSource() private readonly dataSource: DataSource) {}

  async resolve(claims: TokenClaims): Promise<AuthUser | null> {
    const user = await this.dataSource.getRepository(User).findOne({
      where: { id: claims.sub },
      select: { id: true, role: true, companyId: true, tokenVersion: true },
    });
    if (!user || user.tokenVersion !== claims.ver) return null;
    return { id: user.id, role: user.role, companyId: user.companyId, actingAdminId: claims.act ?? null };
  }
}
