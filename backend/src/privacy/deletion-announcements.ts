import { Injectable } from '@nestjs/common';
import { SessionResolver } from '../access/session-resolver';
import { CacheInvalidation } from '../redis/cache-invalidation';

/**
 * After a deletion request is made, cancelled or carried out: every API copy forgets the user's
 * session (their tokens and open sockets end within a second) and the company's cached ranking
 * pages, which show or hide the name.
 */
@Injectable()
export class DeletionAnnouncements {
  constructor(
    private readonly sessions: SessionResolver,
    private readonly invalidation: CacheInvalidation,
  ) {}

  changed(userId: number, companyId: number | null): void {
    this.sessions.announceChanged(userId);
    if (companyId !== null) this.invalidation.announce('totals', companyId);
  }
}
