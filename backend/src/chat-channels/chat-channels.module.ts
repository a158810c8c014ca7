import { Module } from '@nestjs/common';
import { SECRET_BOX_PROVIDER } from '@lesne/db';
import { ChatChannelsController } from './chat-channels.controller';
import { ChatChannelsService } from './chat-channels.service';

@Module({
  controllers: [ChatChannelsController],
  providers: [ChatChannelsService, SECRET_BOX_PROVIDER],
})
export class ChatChannelsModule {}
