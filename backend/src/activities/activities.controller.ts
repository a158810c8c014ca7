import { Body, Controller, Delete, Get, HttpCode, HttpStatus, Param, Patch, Post, Query, StreamableFile } from '@nestjs/common';
import type {
  ActivityListResponse, ActivityTypesResponse, AddActivityResponse, BulkApprovalResponse, CompanyActivitiesResponse, Lang, MessageResponse,
  PendingListResponse, ReviewCounts, UserActivitiesResponse,
} from '@lesne/contracts';
import { warsawDay } from '@lesne/domain';
import type { db } from '@lesne/db';
import { Access } from '../access/access.decorator';
import { CurrentUser, type AuthUser } from '../access/auth-user';
import { IdPipe } from '../common/id.pipe';
import { RequestLang } from '../i18n/request-lang';
import { Idempotent } from '../idempotency/idempotent.decorator';
import { RequestId } from '../outbox/request-id';
import { ActivitiesService } from './activities.service';
import { CompanyActivitiesService } from './company-activities.service';
import {
  AddActivityDto, ApprovalDto, BulkApprovalDto, CompanyActivitiesQueryDto, FlagDto, FlaggedDecisionDto, PendingListQueryDto, UserActivitiesQueryDto,
} from './dto';
import { ReviewService } from './review.service';

@Controller('activity')
export class ActivitiesController {
  constructor(
    private readonly activities: ActivitiesService,
    private readonly review: ReviewService,
  ) {}

  @Get('types')
  @Access('participant')
  types(@CurrentUser() user: AuthUser): Promise<ActivityTypesResponse> {
    return this.activities.types(user);
  }

  @Post()
  @Access('participant')
  add(
    @CurrentUser() user: AuthUser,
    @Body() dto: AddActivityDto,
    @Idempotent() idempotency: db.idempotency.IdempotentRequest | null,
    @RequestId() requestId: string,
  ): Promise<AddActivityResponse> {
    return this.activities.add(user, dto, idempotency, requestId);
  }

  @Get('user')
  @Access('participant')
  ofUser(@CurrentUser() user: AuthUser, @Query() query: UserActivitiesQueryDto): Promise<UserActivitiesResponse> {
    return this.activities.ofUser(user, query.user_id, query.showPending ?? false);
  }

  @Delete(':id')
  @Access('participant')
  remove(@CurrentUser() user: AuthUser, @Param('id', IdPipe) id: number, @RequestLang() lang: Lang, @RequestId() requestId: string): Promise<MessageResponse> {
    return this.activities.remove(user, id, lang, requestId);
  }

  @Get('pending')
  @Access('companyAdmin')
  pending(@CurrentUser() user: AuthUser, @Query() query: PendingListQueryDto): Promise<PendingListResponse> {
    return this.review.pending(user, query);
  }

  @Patch('manual-approval')
  @Access('companyAdmin')
  decide(@CurrentUser() user: AuthUser, @Body() dto: ApprovalDto, @RequestLang() lang: Lang, @RequestId() requestId: string): Promise<MessageResponse> {
    return this.review.decide(user, dto.activity_id, dto.status, lang, requestId);
  }

  @Post('manual-approval/bulk')
  @HttpCode(HttpStatus.OK)
  @Access('companyAdmin')
  decideMany(@CurrentUser() user: AuthUser, @Body() dto: BulkApprovalDto, @RequestLang() lang: Lang, @RequestId() requestId: string): Promise<BulkApprovalResponse> {
    return this.review.decideMany(user, dto.ids, dto.status, lang, requestId);
  }

  @Patch('addFlag')
  @Access('participant')
  flag(@CurrentUser() user: AuthUser, @Body() dto: FlagDto, @RequestLang() lang: Lang, @RequestId() requestId: string): Promise<MessageResponse> {
    return this.review.flag(user, dto.activity_id, lang, requestId);
  }

  @Get('flagged')
  @Access('companyAdmin')
  async flagged(@CurrentUser() user: AuthUser): Promise<ActivityListResponse> {
    return { items: await this.review.flagged(user) };
  }

  @Patch('flagged')
  @Access('companyAdmin')
  resolveFlag(@CurrentUser() user: AuthUser, @Body() dto: FlaggedDecisionDto, @RequestLang() lang: Lang, @RequestId() requestId: string): Promise<MessageResponse> {
    return this.review.resolveFlag(user, dto.activity_id, dto.status, lang, requestId);
  }

  @Get('review-counts')
  @Access('companyAdmin')
  counts(@CurrentUser() user: AuthUser): Promise<ReviewCounts> {
    return this.review.counts(user);
  }
}

@Controller('company')
export class CompanyActivitiesController {
  constructor(private readonly activities: CompanyActivitiesService) {}

  @Get('activities')
  @Access('companyAdmin')
  list(@CurrentUser() user: AuthUser, @Query() query: CompanyActivitiesQueryDto): Promise<CompanyActivitiesResponse> {
    return this.activities.list(user, query);
  }

  @Get('activities.csv')
  @HttpCode(HttpStatus.OK)
  @Access('companyAdmin')
  csv(
    @CurrentUser() user: AuthUser,
    @Query() query: CompanyActivitiesQueryDto,
    @RequestLang() lang: Lang,
  ): StreamableFile {
    return new StreamableFile(this.activities.csv(user, query, lang), {
      type: 'text/csv; charset=utf-8',
      disposition: `attachment; filename="aktywnosci-${warsawDay(new Date())}.csv"`,
    });
  }
}
