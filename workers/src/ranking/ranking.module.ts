import { Module } from '@nestjs/common';
import { BullModule } from '@nestjs/bullmq';
import { QUEUES } from '@lesne/contracts';
import { ActivityEventsProcessor } from './activity-events.processor';

@Module({ imports: [BullModule.registerQueue({ name: QUEUES.activityEvents })], providers: [ActivityEventsProcessor] })
export class RankingModule {}
