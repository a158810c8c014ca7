import { HttpStatus, Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import type { DataSource } from 'typeorm';
import type { Lang, MessageResponse, PendingDeletionsResponse } from '@lesne/contracts';
import { db, inTransaction } from '@lesne/db';
import type { AuthUser } from '../access/auth-user';
import { AppError } from '../i18n/app-error';
import { translate } from '../i18n/messages';
import { DeletionAnnouncements } from './deletion-announcements';

/** The platform admin's side of deletion requests: the pending ones, carried out at once or cancelled at the user's wish. */
@Injectable()
export class DeletionRequestsService {
  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly announce: DeletionAnnouncements,
  ) {}

  async pending(): Promise<PendingDeletionsResponse> {
    return { items: await db.accountDeletion.pendingDeletions(this.dataSource.manager) };
  }

  async carryOut(admin: AuthUser, userId: number, ip: string, lang: Lang): Promise<MessageResponse> {
    const done = await inTransaction(this.dataSource, async (manager) => {
      const anonymised = await db.accountDeletion.anonymiseAccount(manager, userId, new Date());
      if (!anonymised) throw new AppError(HttpStatus.NOT_FOUND, 'privacy.noPendingRequest');
      const { companyId, ...removed } = anonymised;
      await db.audit.recordAudit(manager, { action: 'account.anonymised', actorUserId: admin.id, targetUserId: userId, companyId, ip, details: { via: 'admin', ...removed } });
      return anonymised;
    });
    this.announce.changed(userId, done.companyId);
    return { message: translate(lang, 'privacy.deletionCarriedOut') };
  }

  async cancel(admin: AuthUser, userId: number, ip: string, lang: Lang): Promise<MessageResponse> {
    const cancelled = await inTransaction(this.dataSource, async (manager) => {
      const pending = await db.accountDeletion.cancelDeletion(manager, userId);
      if (!pending) throw new AppError(HttpStatus.NOT_FOUND, 'privacy.noPendingRequest');
      await db.audit.recordAudit(manager, {
        action: 'account.deletionCancelled', actorUserId: admin.id, targetUserId: userId, companyId: pending.companyId, ip, details: { requestedAt: pending.requestedAt.toISOString() },
      });
      return pending;
    });
    this.announce.changed(userId, cancelled.companyId);
    return { message: translate(lang, 'privacy.deletionCancelled') };
  }
}
