import { HttpStatus, Injectable, Logger } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import type { DataSource, EntityManager } from 'typeorm';
import { PATHS, QUEUES, type DeletionRequestedResponse, type Lang, type MessageResponse } from '@lesne/contracts';
import { InjectConfig, type AppConfig } from '@lesne/config';
import { deletionDueDay, formatDate, mayRequestOwnDeletion } from '@lesne/domain';
import { addToOutbox, db, inTransaction, User } from '@lesne/db';
import { StravaDisconnection } from '@lesne/strava';
import type { AuthUser } from '../access/auth-user';
import { AppError } from '../i18n/app-error';
import { translate } from '../i18n/messages';
import { DeletionLinkLimiter } from './deletion-link-limiter';
import { DeletionAnnouncements } from './deletion-announcements';

/**
 * A user's own deletion request, from My results (signed in) or through a mailed link (for
 * someone who cannot sign in). Either way, at once: the confirmation mail is queued, every
 * session ends, the name leaves the rankings and a Strava link ends as a disconnect does (Strava
 * is told, its data deleted); the daily job carries out the rest when due.
 */
@Injectable()
export class AccountDeletionService {
  private readonly logger = new Logger(AccountDeletionService.name);

  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    @InjectConfig() private readonly config: AppConfig,
    private readonly limiter: DeletionLinkLimiter,
    private readonly announce: DeletionAnnouncements,
    private readonly stravaLinks: StravaDisconnection,
  ) {}

  requestOwn(caller: AuthUser, ip: string, lang: Lang, requestId: string | null): Promise<DeletionRequestedResponse> {
    // The user's own wish: a platform admin acting as them decides nothing for them here (they withdraw or carry out requests).
    if (caller.actingAdminId !== null) throw new AppError(HttpStatus.FORBIDDEN, 'privacy.ownOnly');
    return this.request((manager) => this.requester(manager, caller.id), { via: 'account', ip, lang, requestId });
  }

  /**
   * One outbox row whether or not the address has an account, so the answer takes the same time
   * either way and reveals nothing; the workers look the account up and mail the link.
   */
  async requestLink(email: string, ip: string, lang: Lang, requestId: string | null): Promise<MessageResponse> {
    await this.limiter.request(email, ip, async () => {
      await addToOutbox(this.dataSource.manager, { queue: QUEUES.mail, name: 'accounts.deletionLinkRequested', data: { email, lang } }, requestId);
    });
    return { message: translate(lang, 'privacy.deletionLinkSent') };
  }

  confirmLink(code: string, ip: string, lang: Lang, requestId: string | null): Promise<DeletionRequestedResponse> {
    return this.limiter.confirm(ip, () =>
      this.request(async (manager) => {
        const authCode = await db.authCodes.redeemAuthCode(manager, code, ['confirmDeletion']);
        if (!authCode) throw new AppError(HttpStatus.BAD_REQUEST, 'auth.invalidCode');
        return this.requester(manager, authCode.userId);
      }, { via: 'link', ip, lang, requestId }),
    );
  }

  private async requester(manager: EntityManager, userId: number): Promise<User> {
    const user = await db.users.userById(manager, userId);
    if (!user || user.anonymisedAt) throw new AppError(HttpStatus.NOT_FOUND, 'users.notFound');
    if (!mayRequestOwnDeletion(user.role)) throw new AppError(HttpStatus.FORBIDDEN, 'privacy.adminCannotRequest');
    return user;
  }

  private async request(
    findUser: (manager: EntityManager) => Promise<User>,
    origin: { via: 'account' | 'link'; ip: string; lang: Lang; requestId: string | null },
  ): Promise<DeletionRequestedResponse> {
    const now = new Date();
    const { user, requestedAt } = await inTransaction(this.dataSource, async (manager) => {
      const found = await findUser(manager);
      const pending = await db.accountDeletion.requestDeletion(manager, found.id, now);
      if (!pending) throw new AppError(HttpStatus.NOT_FOUND, 'users.notFound');
      // Asked again (a double click, a second link): the first request stands, mailed once.
      if (isFirstRequest(pending.requestedAt, now)) {
        const dueDay = deletionDueDay(now);
        const link = new URL(PATHS.accountDeletion, this.config.APP_URL).toString();
        await db.mail.queueMail(manager, { to: found.email, lang: origin.lang, template: 'deletionRequested', params: { name: found.name, dueDay, link } }, { requestId: origin.requestId });
        await db.audit.recordAudit(manager, { action: 'account.deletionRequested', actorUserId: found.id, targetUserId: found.id, companyId: found.companyId, ip: origin.ip, details: { via: origin.via } });
      }
      return { user: found, requestedAt: pending.requestedAt };
    });
    if (isFirstRequest(requestedAt, now)) {
      // The request stands whatever happens here: the daily deletion job ends the link again before it anonymises
      await this.stravaLinks
        .end(user.id, { revokeAtStrava: true, requestId: origin.requestId })
        .catch((error: Error) => this.logger.warn(`The Strava link of user ${user.id}, who asked for their account's deletion, is left for the daily job: ${error.message}`));
    }
    this.announce.changed(user.id, user.companyId);
    const dueDay = deletionDueDay(requestedAt);
    return { message: translate(origin.lang, 'privacy.deletionRequested', { dueDay: formatDate(dueDay, origin.lang) }), requestedAt: requestedAt.toISOString(), dueDay };
  }
}

/** The request stored now, rather than one made before that stands. */
function isFirstRequest(requestedAt: Date, now: Date): boolean {
  return requestedAt.getTime() === now.getTime();
}
