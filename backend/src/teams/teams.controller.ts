import { Body, Controller, Delete, Get, Param, Patch, Post } from '@nestjs/common';
import type { EmojiListResponse, Lang, MessageResponse, TeamItem, TeamListResponse, UserListItem } from '@lesne/contracts';
import type { db } from '@lesne/db';
import { Access } from '../access/access.decorator';
import { CurrentUser, type AuthUser } from '../access/auth-user';
import { companyOf } from '../access/company-scope';
import { IdPipe } from '../common/id.pipe';
import { RequestLang } from '../i18n/request-lang';
import { Idempotent } from '../idempotency/idempotent.decorator';
import { RequestId } from '../outbox/request-id';
import { AssignTeamDto, SaveTeamDto } from './dto';
import { TeamsService } from './teams.service';

@Controller()
export class TeamsController {
  constructor(private readonly teams: TeamsService) {}

  @Get('team')
  @Access('companyAdmin')
  async list(@CurrentUser() user: AuthUser): Promise<TeamListResponse> {
    return { items: await this.teams.list(companyOf(user)) };
  }

  @Post('team')
  @Access('companyAdmin')
  create(@CurrentUser() user: AuthUser, @Body() dto: SaveTeamDto, @Idempotent() idempotency: db.idempotency.IdempotentRequest | null): Promise<TeamItem> {
    return this.teams.create(companyOf(user), dto, idempotency);
  }

  @Patch('team/:id')
  @Access('companyAdmin')
  update(@CurrentUser() user: AuthUser, @Param('id', IdPipe) id: number, @Body() dto: SaveTeamDto): Promise<TeamItem> {
    return this.teams.update(companyOf(user), id, dto);
  }

  @Delete('team/:id')
  @Access('companyAdmin')
  remove(@CurrentUser() user: AuthUser, @Param('id', IdPipe) id: number, @RequestLang() lang: Lang): Promise<MessageResponse> {
    return this.teams.remove(companyOf(user), id, lang);
  }

  @Get('emoji')
  @Access('companyAdmin')
  async emoji(): Promise<EmojiListResponse> {
    return { items: await this.teams.emoji() };
  }

  @Patch('user/:id/team')
  @Access('companyAdmin')
  assign(@CurrentUser() user: AuthUser, @Param('id', IdPipe) id: number, @Body() dto: AssignTeamDto, @RequestId() requestId: string): Promise<UserListItem> {
    return this.teams.assign(companyOf(user), id, dto, { role: user.role, owner: false }, requestId);
  }
}
