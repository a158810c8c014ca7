import { Body, Controller, Get, Param, Post, Req } from '@nestjs/common';
import type { FastifyRequest } from 'fastify';
import type { ActivityUploadItem, ActivityUploadsResponse } from '@lesne/contracts';
import { Access } from '../access/access.decorator';
import { CurrentUser, type AuthUser } from '../access/auth-user';
import { IdPipe } from '../common/id.pipe';
import { RequestId } from '../outbox/request-id';
import { ActivityUploadsService } from './activity-uploads.service';
import { ConfirmUploadDto } from './dto';
import { readUploadedFile } from './uploaded-file';

@Controller('activity-uploads')
export class ActivityUploadsController {
  constructor(private readonly uploads: ActivityUploadsService) {}

  /** One file a request (multipart, field `file`): each file of a drop goes on its own, with its own progress and answer. */
  @Post()
  @Access('participant')
  async add(@CurrentUser() user: AuthUser, @Req() request: FastifyRequest, @RequestId() requestId: string): Promise<ActivityUploadItem> {
    return this.uploads.add(user, await readUploadedFile(request), requestId);
  }

  @Get()
  @Access('participant')
  list(@CurrentUser() user: AuthUser): Promise<ActivityUploadsResponse> {
    return this.uploads.list(user);
  }

  @Post(':id/confirm')
  @Access('participant')
  confirm(@CurrentUser() user: AuthUser, @Param('id', IdPipe) id: number, @Body() dto: ConfirmUploadDto, @RequestId() requestId: string): Promise<ActivityUploadItem> {
    return this.uploads.confirm(user, id, dto.activityType, requestId);
  }
}
