import { Body, Controller, Get, Patch } from '@nestjs/common';
import type { UserProfile } from '@lesne/contracts';
import { Access } from '../access/access.decorator';
import { CurrentUser, type AuthUser } from '../access/auth-user';
import { UpdateProfileDto } from './update-profile.dto';
import { UsersService } from './users.service';

@Controller('user')
export class UsersController {
  constructor(private readonly users: UsersService) {}

  @Get()
  @Access('participant')
  profile(@CurrentUser() user: AuthUser): Promise<UserProfile> {
    return this.users.profile(user.id);
  }

  @Patch()
  @Access('participant')
  async update(@CurrentUser() user: AuthUser, @Body() dto: UpdateProfileDto): Promise<UserProfile> {
    await this.users.rename(user.id, dto.name);
    return this.users.profile(user.id);
  }
}
