import { Module } from '@nestjs/common';
import { APP_CONFIG, type AppConfig } from '@lesne/config';
import { SecretBox } from '@lesne/db';
import { ChatChannelsController } from './chat-channels.controller';
import { ChatChannelsService } from './chat-channels.service';

@Module({
  controllers: [ChatChannelsController],
  providers: [ChatChannelsService, { provide: SecretBox, inject: [APP_CONFIG], useFactory: (config: AppConfig) => new SecretBox(config.ENCRYPTION_KEY) }],
})
export class ChatChannelsModule {}
