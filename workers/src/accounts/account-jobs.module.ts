import { Module } from '@nestjs/common';
import { BullModule } from '@nestjs/bullmq';
import { QUEUES } from '@lesne/contracts';
import { StravaJobsModule } from '../strava/strava-jobs.module';
import { AccountsProcessor } from './accounts.processor';
import { DeletionSchedule } from './deletion-schedule';

@Module({ imports: [BullModule.registerQueue({ name: QUEUES.accounts }), StravaJobsModule], providers: [AccountsProcessor, DeletionSchedule] })
export class AccountJobsModule {}
