import { Body, Controller, Get, HttpCode, HttpStatus, Patch, Post, Query } from '@nestjs/common';
import type { DiplomaListResponse, DiplomaRunProgress, DiplomaRunsResponse, Lang, MessageResponse } from '@lesne/contracts';
import { Access } from '../access/access.decorator';
import { RateLimited } from '../api-docs/rate-limited.decorator';
import { CurrentUser, type AuthUser } from '../access/auth-user';
import { companyOf } from '../access/company-scope';
import { RequestLang } from '../i18n/request-lang';
import { RequestId } from '../outbox/request-id';
import { BulkDiplomasDto, DiplomaListQueryDto, DiplomaNameDto, DiplomaOfUserDto } from './dto';
import { DiplomasService } from './diplomas.service';

/** The company admin's diplomas (docs/product.md#diplomas-and-certificate-pages, /dyplomy). The tenant is the caller's company, from the token. */
@Controller('diplomas')
export class DiplomasController {
  constructor(private readonly diplomas: DiplomasService) {}

  @Get()
  @Access('companyAdmin')
  list(@CurrentUser() user: AuthUser, @Query() query: DiplomaListQueryDto): Promise<DiplomaListResponse> {
    return this.diplomas.list(companyOf(user), { role: user.role, owner: false }, query);
  }

  /** Queues the print of one participant's diploma (replacing the current one). */
  @Post()
  @HttpCode(HttpStatus.ACCEPTED)
  @Access('companyAdmin')
  generate(@CurrentUser() user: AuthUser, @Body() dto: DiplomaOfUserDto, @RequestLang() lang: Lang, @RequestId() requestId: string): Promise<MessageResponse> {
    return this.diplomas.generate(companyOf(user), dto, lang, requestId);
  }

  /** Queues the mail of one participant's current diploma; 429 when its mail was asked for within the hour. */
  @Post('sendEmail')
  @HttpCode(HttpStatus.ACCEPTED)
  @Access('companyAdmin')
  @RateLimited()
  send(@CurrentUser() user: AuthUser, @Body() dto: DiplomaOfUserDto, @RequestLang() lang: Lang, @RequestId() requestId: string): Promise<MessageResponse> {
    return this.diplomas.send(companyOf(user), dto, lang, requestId);
  }

  /** Starts a bulk run; its progress comes over the socket ('diplomas:progress') and from GET /diplomas/runs. */
  @Post('bulk')
  @HttpCode(HttpStatus.ACCEPTED)
  @Access('companyAdmin')
  bulk(@CurrentUser() user: AuthUser, @Body() dto: BulkDiplomasDto, @RequestId() requestId: string): Promise<DiplomaRunProgress> {
    return this.diplomas.bulk(companyOf(user), dto, requestId);
  }

  @Get('runs')
  @Access('companyAdmin')
  runs(@CurrentUser() user: AuthUser): Promise<DiplomaRunsResponse> {
    return this.diplomas.runs(companyOf(user));
  }
}

/** PATCH /user/diplomaName: beside the user's other calls, but a diploma matter. */
@Controller('user')
export class DiplomaNamesController {
  constructor(private readonly diplomas: DiplomasService) {}

  @Patch('diplomaName')
  @Access('companyAdmin')
  rename(@CurrentUser() user: AuthUser, @Body() dto: DiplomaNameDto, @RequestLang() lang: Lang): Promise<MessageResponse> {
    return this.diplomas.rename(companyOf(user), dto, lang);
  }
}
