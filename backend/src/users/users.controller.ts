import { Body, Controller, Delete, Get, Param, Patch, Query } from '@nestjs/common';
import type { Lang, MessageResponse, Paged, UserListItem, UserProfile } from '@lesne/contracts';
import { Access } from '../access/access.decorator';
import { CurrentUser, type AuthUser } from '../access/auth-user';
import { IdPipe } from '../common/id.pipe';
import { RequestLang } from '../i18n/request-lang';
import { RequestId } from '../outbox/request-id';
import { UserListQueryDto } from './dto';
import { UpdateProfileDto } from './update-profile.dto';
import { UsersService } from './users.service';

@Controller('user')
export class UsersController {
  constructor(private readonly users: UsersService) {}

  @Get()
  @Access('participant')
  profile(@CurrentUser() user: AuthUser): Promise<UserProfile> {
    return this.users.profile(user);
  }

  @Patch()
  @Access('participant')
  async update(@CurrentUser() user: AuthUser, @Body() dto: UpdateProfileDto): Promise<UserProfile> {
    await this.users.update(user.id, dto);
    return this.users.profile(user);
  }

  @Get('list')
  @Access('companyAdmin')
  list(@CurrentUser() user: AuthUser, @Query() query: UserListQueryDto): Promise<Paged<UserListItem>> {
    return this.users.list(user, query);
  }

  @Delete(':id')
  @Access('companyAdmin')
  remove(@CurrentUser() user: AuthUser, @Param('id', IdPipe) id: number, @RequestLang() lang: Lang, @RequestId() requestId: string): Promise<MessageResponse> {
    return this.users.remove(user, id, lang, requestId);
  }
}
