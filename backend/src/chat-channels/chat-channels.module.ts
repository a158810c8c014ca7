import { Module } from '@nestjs/common';
import { ChatChannelsController } from './chat-channels.controller';
import { ChatChannelsService } from './chat-channels.service';

@Module({ controllers: [ChatChannelsController], providers: [ChatChannelsService] })
export class ChatChannelsModule {}
