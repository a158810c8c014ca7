import { Body, Controller, Delete, Get, Header, HttpStatus, Ip, Param, Post } from '@nestjs/common';
import type { Lang, MessageResponse, OfficeScreenLink, OfficeScreenView } from '@lesne/contracts';
import { Access } from '../access/access.decorator';
import { RateLimited } from '../api-docs/rate-limited.decorator';
import { CurrentUser, type AuthUser } from '../access/auth-user';
import { companyOf } from '../access/company-scope';
import { IdPipe } from '../common/id.pipe';
import { JSON_CONTENT_TYPE, type JsonBody } from '../common/json-body';
import { AppError } from '../i18n/app-error';
import { RequestLang } from '../i18n/request-lang';
import { Idempotent } from '../idempotency/idempotent.decorator';
import type { db } from '@lesne/db';
import { CreateOfficeScreenDto } from './dto';
import { OfficeScreenLinks } from './office-screen-links.service';
import { OfficeScreenMisses } from './office-screen-misses';
import { OfficeScreenViews } from './office-screen-view.service';

/** A company admin's office-screen links (a platform admin acting as one too). */
@Controller('company/office-screens')
export class CompanyOfficeScreensController {
  constructor(private readonly links: OfficeScreenLinks) {}

  @Get()
  @Access('companyAdmin')
  list(@CurrentUser() user: AuthUser): Promise<OfficeScreenLink[]> {
    return this.links.list(companyOf(user));
  }

  @Post()
  @Access('companyAdmin')
  create(@CurrentUser() user: AuthUser, @Body() dto: CreateOfficeScreenDto, @Idempotent() idempotency: db.idempotency.IdempotentRequest | null): Promise<OfficeScreenLink> {
    return this.links.create(user, companyOf(user), dto.name, idempotency);
  }

  @Delete(':id')
  @Access('companyAdmin')
  revoke(@CurrentUser() user: AuthUser, @Param('id', IdPipe) id: number, @RequestLang() lang: Lang): Promise<MessageResponse> {
    return this.links.revoke(companyOf(user), id, lang);
  }
}

/** What a screen shows, for whoever holds its link. */
@Controller('office-screen')
export class OfficeScreenController {
  constructor(
    private readonly links: OfficeScreenLinks,
    private readonly views: OfficeScreenViews,
    private readonly misses: OfficeScreenMisses,
  ) {}

  @Get(':token')
  @Access('public')
  @RateLimited()
  @Header('content-type', JSON_CONTENT_TYPE)
  @Header('Cache-Control', 'no-store')
  async view(@Param('token') token: string, @Ip() ip: string): Promise<JsonBody<OfficeScreenView>> {
    const grant = await this.links.grantOf(token);
    if (!grant) {
      await this.misses.count(ip);
      throw new AppError(HttpStatus.NOT_FOUND, 'officeScreens.linkInvalid');
    }
    return this.views.view(grant.companyId);
  }
}
