import { Module } from '@nestjs/common';
import { ActivitiesModule } from '../activities/activities.module';
import { ActivityUploadsController } from './activity-uploads.controller';
import { ActivityUploadsService } from './activity-uploads.service';

@Module({ imports: [ActivitiesModule], controllers: [ActivityUploadsController], providers: [ActivityUploadsService] })
export class ActivityUploadsModule {}
