import { Module } from '@nestjs/common';
import { ActivitiesController, CompanyActivitiesController } from './activities.controller';
import { ActivitiesService } from './activities.service';
import { ActivityChanges } from './activity-changes';
import { CompanyActivitiesService } from './company-activities.service';
import { ReviewService } from './review.service';

@Module({
  controllers: [ActivitiesController, CompanyActivitiesController],
  providers: [ActivitiesService, ReviewService, CompanyActivitiesService, ActivityChanges],
  exports: [ActivityChanges],
})
export class ActivitiesModule {}
