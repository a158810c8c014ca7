import { Module } from '@nestjs/common';
import { AccessModule } from '../access/access.module';
import { StravaModule } from '../strava/strava.module';
import { AccountDeletionController } from './account-deletion.controller';
import { AccountDeletionService } from './account-deletion.service';
import { DeletionAnnouncements } from './deletion-announcements';
import { DeletionLinkLimiter } from './deletion-link-limiter';
import { DeletionRequestsService } from './deletion-requests.service';
import { UserExportController } from './user-export.controller';

/** Account deletion requests and a user's own data (the legal pages' promises). */
@Module({
  imports: [AccessModule, StravaModule],
  controllers: [AccountDeletionController, UserExportController],
  providers: [AccountDeletionService, DeletionRequestsService, DeletionAnnouncements, DeletionLinkLimiter],
})
export class PrivacyModule {}
