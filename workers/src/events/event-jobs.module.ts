import { Module } from '@nestjs/common';
import { BullModule } from '@nestjs/bullmq';
import { QUEUES } from '@lesne/contracts';
import { CloseSchedule } from './close-schedule';
import { EventCloserProcessor } from './event-closer.processor';

@Module({ imports: [BullModule.registerQueue({ name: QUEUES.events })], providers: [EventCloserProcessor, CloseSchedule] })
export class EventJobsModule {}
