import { Module } from '@nestjs/common';
import { ActivitiesController, CompanyActivitiesController } from './activities.controller';
import { ActivitiesService } from './activities.service';
import { TotalsChanges } from './totals-changes';
import { CompanyActivitiesService } from './company-activities.service';
import { ReviewService } from './review.service';

@Module({
  controllers: [ActivitiesController, CompanyActivitiesController],
  providers: [ActivitiesService, ReviewService, CompanyActivitiesService, TotalsChanges],
  exports: [TotalsChanges],
})
export class ActivitiesModule {}
