import { Module } from '@nestjs/common';
import { BullModule } from '@nestjs/bullmq';
import { QUEUES } from '@lesne/contracts';
import { RetentionProcessor } from './retention.processor';
import { RetentionSchedule } from './retention-schedule';

@Module({ imports: [BullModule.registerQueue({ name: QUEUES.retention })], providers: [RetentionProcessor, RetentionSchedule] })
export class RetentionJobsModule {}
