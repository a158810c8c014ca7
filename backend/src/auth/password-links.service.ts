import { HttpStatus, Injectable } from '@nestjs/common';
import { createHash, randomBytes } from 'node:crypto';
import { IsNull, type EntityManager } from 'typeorm';
import { PATHS, type Lang } from '@lesne/contracts';
import { InjectConfig, type AppConfig } from '@lesne/config';
import { authCodeExpiry, isAuthCodeUsable, type AuthCodePurpose } from '@lesne/domain';
import { AuthCode, type Company, type User } from '@lesne/db';
import { AppError } from '../i18n/app-error';
import { MailService } from '../mail/mail.service';

const PAGE_BY_PURPOSE: Record<AuthCodePurpose, { path: string; param: string }> = {
  lostPassword: { path: PATHS.lostPassword, param: 'lostPasswordCode' },
  setPassword: { path: PATHS.setPassword, param: 'code' },
};

function hashCode(code: string): string {
  return createHash('sha256').update(code).digest('hex');
}

/** Single-use password links: only the code's hash is stored; the code travels in one e-mail. */
@Injectable()
export class PasswordLinksService {
  constructor(
    @InjectConfig() private readonly config: AppConfig,
    private readonly mail: MailService,
  ) {}

  async sendLostPasswordLink(manager: EntityManager, user: User, lang: Lang, requestId: string | null = null): Promise<void> {
    const link = await this.issue(manager, user, 'lostPassword', lang);
    await this.mail.queue(manager, { to: user.email, lang, template: 'lostPassword', params: { name: user.name, link } }, requestId);
  }

  /** For a new event admin, who chooses a password before the first sign-in. */
  async sendSetPasswordLink(manager: EntityManager, user: User, company: Company, lang: Lang, requestId: string | null = null): Promise<void> {
    const link = await this.issue(manager, user, 'setPassword', lang);
    await this.mail.queue(manager, {
      to: user.email,
      lang,
      template: 'setPassword',
      params: { name: user.name, companyName: company.name, link },
    }, requestId);
  }

  /** Marks the code used and answers whose it was; refuses an unknown, used or expired code. */
  async redeem(manager: EntityManager, code: string): Promise<AuthCode> {
    const authCode = await manager.findOne(AuthCode, { where: { codeHash: hashCode(code) }, lock: { mode: 'pessimistic_write' } });
    if (!authCode || !isAuthCodeUsable(authCode, new Date())) throw new AppError(HttpStatus.BAD_REQUEST, 'auth.invalidCode');
    await manager.update(AuthCode, { userId: authCode.userId, purpose: authCode.purpose, usedAt: IsNull() }, { usedAt: new Date() });
    return authCode;
  }

  private async issue(manager: EntityManager, user: User, purpose: AuthCodePurpose, lang: Lang): Promise<string> {
    const code = randomBytes(32).toString('base64url');
    await manager.insert(AuthCode, { codeHash: hashCode(code), purpose, userId: user.id, expiresAt: authCodeExpiry(purpose, new Date()) });
    const page = PAGE_BY_PURPOSE[purpose];
    const url = new URL(page.path, this.config.APP_URL);
    url.searchParams.set(page.param, code);
    if (lang !== 'pl') url.searchParams.set('lang', lang);
    return url.toString();
  }
}
