import { Module } from '@nestjs/common';
import { BullModule } from '@nestjs/bullmq';
import { QUEUES } from '@lesne/contracts';
import { LostImportsSweep } from './lost-imports-sweep';
import { SECRET_BOX_PROVIDER } from '@lesne/db';
import { StravaApi } from './strava-api';
import { StravaConditionsWatch } from './strava-conditions-watch';
import { StravaGrants } from './strava-grants';
import { StravaProcessor } from './strava.processor';
import { StravaReimports } from './strava-reimports';
import { StravaResults } from './strava-results';
import { StravaWebhooks } from './strava-webhooks';
import { WebhookPacing } from './webhook-pacing';

@Module({
  imports: [BullModule.registerQueue({ name: QUEUES.strava })],
  providers: [SECRET_BOX_PROVIDER, StravaProcessor, StravaApi, StravaResults, StravaGrants, WebhookPacing, StravaWebhooks, StravaReimports, LostImportsSweep, StravaConditionsWatch],
  exports: [StravaApi],
})
export class StravaJobsModule {}
