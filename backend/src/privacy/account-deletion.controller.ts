import { Body, Controller, Delete, Get, HttpCode, HttpStatus, Ip, Param, Post } from '@nestjs/common';
import type { DeletionRequestedResponse, Lang, MessageResponse, PendingDeletionsResponse } from '@lesne/contracts';
import { Access } from '../access/access.decorator';
import { CurrentUser, type AuthUser } from '../access/auth-user';
import { IdPipe } from '../common/id.pipe';
import { RequestLang } from '../i18n/request-lang';
import { RequestId } from '../outbox/request-id';
import { AccountDeletionService } from './account-deletion.service';
import { DeletionRequestsService } from './deletion-requests.service';
import { ConfirmDeletionDto, DeletionLinkDto } from './dto';
import { RateLimited } from '../api-docs/rate-limited.decorator';

@Controller('account-deletion')
export class AccountDeletionController {
  constructor(
    private readonly deletion: AccountDeletionService,
    private readonly requests: DeletionRequestsService,
  ) {}

  /** The caller asks for their own account's deletion (My results). */
  @Post()
  @HttpCode(HttpStatus.OK)
  @Access('participant')
  request(@CurrentUser() user: AuthUser, @Ip() ip: string, @RequestLang() lang: Lang, @RequestId() requestId: string): Promise<DeletionRequestedResponse> {
    return this.deletion.requestOwn(user, ip, lang, requestId);
  }

  /** Someone who cannot sign in asks for a link that confirms the deletion; the same answer whether the address exists or not. */
  @Post('link')
  @HttpCode(HttpStatus.OK)
  @Access('public')
  @RateLimited()
  link(@Body() dto: DeletionLinkDto, @Ip() ip: string, @RequestLang() lang: Lang, @RequestId() requestId: string): Promise<MessageResponse> {
    return this.deletion.requestLink(dto.email, ip, lang, requestId);
  }

  @Post('confirm')
  @HttpCode(HttpStatus.OK)
  @Access('public')
  @RateLimited()
  confirm(@Body() dto: ConfirmDeletionDto, @Ip() ip: string, @RequestLang() lang: Lang, @RequestId() requestId: string): Promise<DeletionRequestedResponse> {
    return this.deletion.confirmLink(dto.code, ip, lang, requestId);
  }

  @Get('requests')
  @Access('admin')
  pending(): Promise<PendingDeletionsResponse> {
    return this.requests.pending();
  }

  /** Carries a pending request out at once. */
  @Post('requests/:userId/execute')
  @HttpCode(HttpStatus.OK)
  @Access('admin')
  execute(@CurrentUser() admin: AuthUser, @Param('userId', IdPipe) userId: number, @Ip() ip: string, @RequestLang() lang: Lang): Promise<MessageResponse> {
    return this.requests.carryOut(admin, userId, ip, lang);
  }

  /** Cancels a pending request at the user's wish: they sign in again. */
  @Delete('requests/:userId')
  @Access('admin')
  cancel(@CurrentUser() admin: AuthUser, @Param('userId', IdPipe) userId: number, @Ip() ip: string, @RequestLang() lang: Lang): Promise<MessageResponse> {
    return this.requests.cancel(admin, userId, ip, lang);
  }
}
