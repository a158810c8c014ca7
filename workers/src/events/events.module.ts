import { Module } from '@nestjs/common';
import { BullModule } from '@nestjs/bullmq';
import { QUEUES } from '@lesne/contracts';
import { EventCloserProcessor } from './event-closer.processor';

@Module({ imports: [BullModule.registerQueue({ name: QUEUES.events })], providers: [EventCloserProcessor] })
export class EventsModule {}
