import { Controller, Get, HttpStatus, StreamableFile } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import type { DataSource } from 'typeorm';
import { warsawDay } from '@lesne/domain';
import { db } from '@lesne/db';
import { Access } from '../access/access.decorator';
import { CurrentUser, type AuthUser } from '../access/auth-user';
import { AppError } from '../i18n/app-error';

/** The right of access and portability: everything the product holds about the caller, as one JSON file. */
@Controller('user')
export class UserExportController {
  constructor(@InjectDataSource() private readonly dataSource: DataSource) {}

  @Get('export')
  @Access('participant')
  async export(@CurrentUser() user: AuthUser): Promise<StreamableFile> {
    // The user's own copy: a platform admin acting as them would read what only the user sees (Strava, the survey).
    if (user.actingAdminId !== null) throw new AppError(HttpStatus.FORBIDDEN, 'privacy.ownOnly');
    const now = new Date();
    const data = await db.userExport.userDataExport(this.dataSource.manager, user.id, now);
    if (!data) throw new AppError(HttpStatus.NOT_FOUND, 'users.notFound');
    return new StreamableFile(Buffer.from(JSON.stringify(data, null, 2)), {
      type: 'application/json; charset=utf-8',
      disposition: `attachment; filename="lesne-wyzwanie-moje-dane-${warsawDay(now)}.json"`,
    });
  }
}
