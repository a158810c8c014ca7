import { Module } from '@nestjs/common';
import { BullModule } from '@nestjs/bullmq';
import { QUEUES } from '@lesne/contracts';
import { SECRET_BOX_PROVIDER } from '@lesne/db';
import { ChatProcessor } from './chat.processor';
import { ChatSweep } from './chat-sweep';

@Module({
  imports: [BullModule.registerQueue({ name: QUEUES.chat })],
  providers: [ChatProcessor, ChatSweep, SECRET_BOX_PROVIDER],
})
export class ChatJobsModule {}
