import { Module } from '@nestjs/common';
import { BullModule } from '@nestjs/bullmq';
import { APP_CONFIG, type AppConfig } from '@lesne/config';
import { QUEUES } from '@lesne/contracts';
import { SecretBox } from '@lesne/db';
import { ChatProcessor } from './chat.processor';
import { ChatSweep } from './chat-sweep';

@Module({
  imports: [BullModule.registerQueue({ name: QUEUES.chat })],
  providers: [ChatProcessor, ChatSweep, { provide: SecretBox, inject: [APP_CONFIG], useFactory: (config: AppConfig) => new SecretBox(config.ENCRYPTION_KEY) }],
})
export class ChatJobsModule {}
