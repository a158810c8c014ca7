import { HttpStatus, Injectable } from '@nestjs/common';
import type { EntityManager } from 'typeorm';
import type { Lang } from '@lesne/contracts';
import { InjectConfig, type AppConfig } from '@lesne/config';
import { PASSWORD_CODE_PURPOSES } from '@lesne/domain';
import { type AuthCode, type Company, db, type User } from '@lesne/db';
import { AppError } from '../i18n/app-error';

/** The API's side of single-use password links (db.authCodes, libs/db); the workers mail lost-password links. */
@Injectable()
export class PasswordLinksService {
  constructor(@InjectConfig() private readonly config: AppConfig) {}

  /** For a new event admin, who chooses a password before the first sign-in. */
  async sendSetPasswordLink(manager: EntityManager, user: User, company: Company, lang: Lang, requestId: string | null = null): Promise<void> {
    await db.authCodes.mailPasswordLink(
      manager,
      { purpose: 'setPassword', user, lang, params: { name: user.name, companyName: company.name }, appUrl: this.config.APP_URL },
      { requestId },
    );
  }

  /** Marks the code used and answers whose it was; refuses an unknown, used or expired code, or a deletion link's. */
  async redeem(manager: EntityManager, code: string): Promise<AuthCode> {
    const authCode = await db.authCodes.redeemAuthCode(manager, code, PASSWORD_CODE_PURPOSES);
    if (!authCode) throw new AppError(HttpStatus.BAD_REQUEST, 'auth.invalidCode');
    return authCode;
  }
}
