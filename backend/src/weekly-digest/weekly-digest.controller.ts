import { Controller, HttpCode, HttpStatus, Post, Query } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import type { DataSource } from 'typeorm';
import { DIGEST_UNSUBSCRIBE_ROUTE, type Lang, type MessageResponse } from '@lesne/contracts';
import { InjectConfig, type AppConfig } from '@lesne/config';
import { db, digestUnsubscribeUser } from '@lesne/db';
import { Access } from '../access/access.decorator';
import { RateLimited } from '../api-docs/rate-limited.decorator';
import { AppError } from '../i18n/app-error';
import { translate } from '../i18n/messages';
import { RequestLang } from '../i18n/request-lang';
import { UnsubscribeQueryDto } from './dto';

/**
 * The weekly digest's one-click unsubscribe: posted by mail clients (RFC 8058, a form body of
 * `List-Unsubscribe=One-Click`) and by the SPA's page behind the mail's link. The token names
 * the person, so no sign-in is needed; the answer is the same whether they were subscribed or not.
 */
@Controller()
export class WeeklyDigestController {
  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    @InjectConfig() private readonly config: AppConfig,
  ) {}

  @Post(DIGEST_UNSUBSCRIBE_ROUTE.slice(1))
  @HttpCode(HttpStatus.OK)
  @Access('public')
  @RateLimited()
  async unsubscribe(@Query() query: UnsubscribeQueryDto, @RequestLang() lang: Lang): Promise<MessageResponse> {
    const userId = digestUnsubscribeUser(this.config.JWT_SECRET, query.token);
    if (userId === null) throw new AppError(HttpStatus.BAD_REQUEST, 'digest.badLink');
    await db.users.updateUser(this.dataSource.manager, userId, { weeklyDigest: false });
    return { message: translate(lang, 'digest.unsubscribed') };
  }
}
