import { Body, Controller, Delete, Get, HttpCode, HttpStatus, Param, Patch, Post, Query } from '@nestjs/common';
import type { AdminEventRow, CompanyResponse, EventListResponse, Lang, MessageResponse } from '@lesne/contracts';
import type { db } from '@lesne/db';
import { Access } from '../access/access.decorator';
import { CurrentUser, type AuthUser } from '../access/auth-user';
import { companyOf } from '../access/company-scope';
import { IdPipe } from '../common/id.pipe';
import { RequestLang } from '../i18n/request-lang';
import { Idempotent } from '../idempotency/idempotent.decorator';
import { RequestId } from '../outbox/request-id';
import { CreateEventDto, EventListQueryDto, EventSettingsDto, UpdateEventDto } from './dto';
import { EventSettingsService } from './event-settings.service';
import { EventsService } from './events.service';

@Controller('event')
export class EventsController {
  constructor(
    private readonly events: EventsService,
    private readonly settings: EventSettingsService,
  ) {}

  @Get()
  @Access('admin')
  async list(@Query() query: EventListQueryDto): Promise<EventListResponse> {
    return { items: await this.events.list(query) };
  }

  @Post()
  @Access('admin')
  create(
    @Body() dto: CreateEventDto,
    @CurrentUser() actor: AuthUser,
    @RequestLang() lang: Lang,
    @Idempotent() idempotency: db.idempotency.IdempotentRequest | null,
    @RequestId() requestId: string,
  ): Promise<AdminEventRow> {
    return this.events.create(dto, actor, lang, idempotency, requestId);
  }

  /** The company admin's settings of their own event. */
  @Patch()
  @Access('companyAdmin')
  updateSettings(@CurrentUser() user: AuthUser, @Body() dto: EventSettingsDto): Promise<CompanyResponse> {
    return this.settings.update(companyOf(user), dto);
  }

  @Patch(':id')
  @Access('admin')
  update(@Param('id', IdPipe) id: number, @Body() dto: UpdateEventDto, @CurrentUser() actor: AuthUser): Promise<AdminEventRow> {
    return this.events.update(id, dto, actor);
  }

  @Delete(':id')
  @Access('admin')
  remove(@Param('id', IdPipe) id: number, @CurrentUser() actor: AuthUser, @RequestLang() lang: Lang): Promise<MessageResponse> {
    return this.events.remove(id, actor, lang);
  }

  @Delete(':id/activities')
  @Access('admin')
  removeActivities(@Param('id', IdPipe) id: number, @CurrentUser() actor: AuthUser, @RequestLang() lang: Lang, @RequestId() requestId: string): Promise<MessageResponse> {
    return this.events.removeActivities(id, actor, lang, requestId);
  }

  @Post('setPassword/:adminId')
  @HttpCode(HttpStatus.OK)
  @Access('admin')
  sendPasswordLink(@Param('adminId', IdPipe) adminId: number, @RequestLang() lang: Lang, @RequestId() requestId: string): Promise<MessageResponse> {
    return this.events.sendPasswordLink(adminId, lang, requestId);
  }
}
