import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import type { DataSource } from 'typeorm';
import { ALL_CHANGED } from '@lesne/contracts';
import { db } from '@lesne/db';
import { CacheInvalidation } from '../redis/cache-invalidation';
import { LocalCache } from '../redis/local-cache';
import type { AuthUser, TokenClaims } from './auth-user';

/**
 * Who a verified token speaks for now: null when the user is gone or changed their password,
 * or, for a login-as token, when the acting platform admin is gone, changed their password or
 * lost the role.
 * Runs on every authenticated request, so each copy keeps the answer until a message on the
 * sessions channel names the user (see announceChanged).
 */
@Injectable()
export class SessionResolver {
  private readonly sessions: LocalCache<{ session: db.users.UserSession | null }>;

  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly invalidation: CacheInvalidation,
  ) {
    this.sessions = new LocalCache(invalidation, { channels: ['sessions'], ttlMs: 60_000, max: 100_000 });
  }

  async resolve(claims: TokenClaims): Promise<AuthUser | null> {
    // jsonwebtoken checks `exp` only when a token has one; ours always do, and one without would never end.
    if (typeof claims.exp !== 'number') return null;
    const session = await this.current(claims.sub);
    if (!session || session.tokenVersion !== claims.ver) return null;
    if (claims.act !== undefined) {
      const actingAdmin = await this.current(claims.act);
      if (!(actingAdmin?.role === 'admin' && actingAdmin.tokenVersion === claims.actVer)) return null;
    }
    return { id: session.id, role: session.role, companyId: session.companyId, tokenVersion: session.tokenVersion, actingAdminId: claims.act ?? null };
  }

  /** After a commit that changes a user's password, role or company, or deletes users. */
  announceChanged(userId: number | 'all'): void {
    this.invalidation.announce('sessions', userId === 'all' ? ALL_CHANGED : userId);
  }

  /**
   * Calls `changed` on every copy once it has forgotten a user's session ('all': every session,
   * also after missed messages), so what holds a token, like an open socket, can resolve it again.
   */
  onChanged(changed: (userId: number | 'all') => void): void {
    // Registered after this resolver's own cache, so the cache forgets before `changed` resolves again.
    this.invalidation.listen('sessions', (id) => changed(id === ALL_CHANGED ? 'all' : Number(id)), () => changed('all'));
  }

  private async current(userId: number): Promise<db.users.UserSession | null> {
    return (await this.sessions.get(userId, 'session', () => this.load(userId))).session;
  }

  private async load(userId: number): Promise<{ session: db.users.UserSession | null }> {
    return { session: await db.users.userSession(this.dataSource.manager, userId) };
  }
}
