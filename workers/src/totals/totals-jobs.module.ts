import { Module } from '@nestjs/common';
import { BullModule } from '@nestjs/bullmq';
import { QUEUES } from '@lesne/contracts';
import { ActivityEventsProcessor } from './activity-events.processor';
import { DirtyTotalsSweep } from './dirty-totals-sweep';
import { TotalsRecompute } from './totals-recompute';

@Module({
  imports: [BullModule.registerQueue({ name: QUEUES.activityEvents })],
  providers: [ActivityEventsProcessor, TotalsRecompute, DirtyTotalsSweep],
})
export class TotalsJobsModule {}
