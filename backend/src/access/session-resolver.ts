import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import type { DataSource } from 'typeorm';
import type { Role } from '@lesne/contracts';
import type { AuthUser, TokenClaims } from './auth-user';

/**
 * Who a verified token speaks for now: null when the user is gone or changed their password.
 * Runs on every authenticated request, hence one plain primary-key query.
 */
@Injectable()
export class SessionResolver {
  constructor(@InjectDataSource() private readonly dataSource: DataSource) {}

  async resolve(claims: TokenClaims): Promise<AuthUser | null> {
    const [user]: Array<{ id: number; role: Role; company_id: number | null; token_version: number }> = await this.dataSource.query(
      'SELECT id, role, company_id, token_version FROM app_user WHERE id = $1',
      [claims.sub],
    );
    if (!user || user.token_version !== claims.ver) return null;
    return { id: user.id, role: user.role, companyId: user.company_id, actingAdminId: claims.act ?? null };
  }
}
