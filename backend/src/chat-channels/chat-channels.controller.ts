import { Body, Controller, Delete, Get, HttpCode, HttpStatus, Post, Put } from '@nestjs/common';
import type { ChatChannelTestResponse, ChatChannelView, Lang, MessageResponse } from '@lesne/contracts';
import { Access } from '../access/access.decorator';
import { CurrentUser, type AuthUser } from '../access/auth-user';
import { companyOf } from '../access/company-scope';
import { RequestLang } from '../i18n/request-lang';
import { translate } from '../i18n/messages';
import { ChatChannelsService } from './chat-channels.service';
import { SaveChatChannelDto } from './dto';

@Controller('company/chat-channel')
export class ChatChannelsController {
  constructor(private readonly channels: ChatChannelsService) {}

  /** The company's channel, or null when none is connected. */
  @Get()
  @Access('companyAdmin')
  async view(@CurrentUser() user: AuthUser): Promise<{ channel: ChatChannelView | null }> {
    return { channel: await this.channels.view(companyOf(user)) };
  }

  @Put()
  @Access('companyAdmin')
  save(@CurrentUser() user: AuthUser, @Body() dto: SaveChatChannelDto): Promise<ChatChannelView> {
    return this.channels.save(companyOf(user), dto);
  }

  @Delete()
  @Access('companyAdmin')
  async remove(@CurrentUser() user: AuthUser, @RequestLang() lang: Lang): Promise<MessageResponse> {
    await this.channels.remove(companyOf(user));
    return { message: translate(lang, 'chat.disconnected') };
  }

  /** Posts a test message now; the answer says whether the platform took it. */
  @Post('test')
  @HttpCode(HttpStatus.OK)
  @Access('companyAdmin')
  test(@CurrentUser() user: AuthUser, @RequestLang() lang: Lang): Promise<ChatChannelTestResponse> {
    return this.channels.test(companyOf(user), lang);
  }
}
