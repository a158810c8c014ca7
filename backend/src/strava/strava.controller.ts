import { Body, Controller, Delete, Get, HttpCode, HttpStatus, Ip, Post, Put, Query } from '@nestjs/common';
import type {
  Lang, MessageResponse, StravaCodeResponse, StravaImportListResponse, StravaNotCountedResponse, StravaResyncResponse, StravaStatusResponse, StravaUpdateResponse,
} from '@lesne/contracts';
import type { db } from '@lesne/db';
import { Access } from '../access/access.decorator';
import { RateLimited } from '../api-docs/rate-limited.decorator';
import { CurrentUser, type AuthUser } from '../access/auth-user';
import { RequestLang } from '../i18n/request-lang';
import { Idempotent } from '../idempotency/idempotent.decorator';
import { RequestId } from '../outbox/request-id';
import { StravaCodeDto, StravaConsentDto, StravaImportsQueryDto, StravaUpdateDto, WebhookChallengeDto } from './dto';
import { StravaConnectionsService } from './strava-connections.service';
import { StravaImportsService } from './strava-imports.service';
import { StravaOwnResultsService } from './strava-own-results.service';
import { StravaWebhookService } from './strava-webhook.service';

@Controller('strava')
export class StravaController {
  constructor(
    private readonly connections: StravaConnectionsService,
    private readonly imports: StravaImportsService,
    private readonly ownResults: StravaOwnResultsService,
  ) {}

  @Get()
  @Access('participant')
  status(@CurrentUser() user: AuthUser): Promise<StravaStatusResponse> {
    return this.connections.status(user.id);
  }

  @Post('code')
  @HttpCode(HttpStatus.OK)
  @Access('participant')
  connect(@CurrentUser() user: AuthUser, @Body() dto: StravaCodeDto, @RequestId() requestId: string): Promise<StravaCodeResponse> {
    return this.connections.connect(user, dto, requestId);
  }

  @Put('consent')
  @Access('participant')
  changeConsent(@CurrentUser() user: AuthUser, @Body() dto: StravaConsentDto, @RequestLang() lang: Lang): Promise<MessageResponse> {
    return this.connections.changeConsent(user.id, dto, lang);
  }

  @Delete()
  @Access('participant')
  disconnect(@CurrentUser() user: AuthUser, @RequestLang() lang: Lang, @RequestId() requestId: string): Promise<MessageResponse> {
    return this.connections.disconnect(user.id, lang, requestId);
  }

  /** "Why didn't my run count?": the caller's own Strava activities left out or held, with why. */
  @Get('not-counted')
  @Access('participant')
  notCounted(@CurrentUser() user: AuthUser): Promise<StravaNotCountedResponse> {
    return this.ownResults.notCounted(user.id);
  }

  @Post('resync')
  @HttpCode(HttpStatus.ACCEPTED)
  @Access('participant')
  resync(@CurrentUser() user: AuthUser, @RequestLang() lang: Lang, @RequestId() requestId: string): Promise<StravaResyncResponse> {
    return this.ownResults.resync(user, lang, requestId);
  }

  @Get('imports')
  @Access('admin')
  importLog(@CurrentUser() user: AuthUser, @Query() query: StravaImportsQueryDto): Promise<StravaImportListResponse> {
    return this.imports.list(user, query);
  }
}

/** Strava calls these, unsigned and without a session: what they accept is checked in StravaWebhookService. */
@Controller('strava/webhook')
export class StravaWebhookController {
  constructor(private readonly webhook: StravaWebhookService) {}

  @Get()
  @Access('public')
  challenge(@Query() query: WebhookChallengeDto): { 'hub.challenge': string } {
    return this.webhook.challenge(query);
  }

  /** The body is checked against the job's schema, which drops fields Strava may add later rather than refusing the event. */
  @Post()
  @HttpCode(HttpStatus.OK)
  @Access('public')
  @RateLimited()
  receive(@Body() body: unknown, @Ip() ip: string, @RequestId() requestId: string): Promise<void> {
    return this.webhook.receive(body, ip, requestId);
  }
}

@Controller('user')
export class StravaUpdateController {
  constructor(private readonly imports: StravaImportsService) {}

  /** Re-import a connected user's activities from a day (docs/product.md#users). */
  @Post('stravaUpdate')
  @HttpCode(HttpStatus.OK)
  @Access('admin')
  update(
    @CurrentUser() user: AuthUser,
    @Body() dto: StravaUpdateDto,
    @Idempotent() idempotency: db.idempotency.IdempotentRequest | null,
    @RequestLang() lang: Lang,
    @RequestId() requestId: string,
  ): Promise<StravaUpdateResponse> {
    return this.imports.request(user, dto, idempotency, lang, requestId);
  }
}
