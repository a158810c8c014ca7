import { HttpStatus, Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import type { DataSource } from 'typeorm';
import { invitationUrl, type ChatChannelTestResponse, type ChatChannelView, type Lang } from '@lesne/contracts';
import { chatDelivery, chatHookUrlProblem, postToHook } from '@lesne/chat';
import { InjectConfig, type AppConfig } from '@lesne/config';
import { eventStatus, pastHalfway, warsawDay } from '@lesne/domain';
import { db, inTransaction, SecretBox, type ChatChannel } from '@lesne/db';
import { AppError } from '../i18n/app-error';
import { translate } from '../i18n/messages';
import { chatHookOrigins } from './chat-hook-origins';
import type { SaveChatChannelDto } from './dto';

/** A test post the platform does not answer within this is reported as not delivered. */
const TEST_TIMEOUT_MS = 8000;
/** Characters of the address shown after it is saved: enough to tell two hooks apart, too few to post with. */
const ADDRESS_HINT_CHARACTERS = 4;

function addressHint(url: string): string {
  const { host } = new URL(url);
  return `${host}/…${url.slice(-ADDRESS_HINT_CHARACTERS)}`;
}

function toView(channel: ChatChannel): ChatChannelView {
  return {
    platform: channel.platform,
    lang: channel.lang,
    addressHint: channel.addressHint,
    podiumHour: channel.podiumHour,
    milestoneEveryTrees: channel.milestoneEveryTrees,
    halfway: channel.halfway,
    close: channel.close,
    joiners: channel.joiners,
    disabledAt: channel.disabledAt?.toISOString() ?? null,
  };
}

/**
 * A company's Slack or Teams channel, as its admins connect it: the address is checked to be the
 * platform's own, sealed at rest and never shown again whole. What is posted and when is the
 * workers' (ChatSweep, ChatProcessor).
 */
@Injectable()
export class ChatChannelsService {
  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    @InjectConfig() private readonly config: AppConfig,
    private readonly secrets: SecretBox,
  ) {}

  async view(companyId: number): Promise<ChatChannelView | null> {
    const channel = await db.chatChannels.chatChannelOf(this.dataSource.manager, companyId);
    return channel && toView(channel);
  }

  /**
   * Connects the channel (with an address) or changes what it hears. A new address starts it
   * afresh: on again, and told only what happens from now on (no milestone, half-way or close
   * already past, no one who joined before).
   */
  save(companyId: number, dto: SaveChatChannelDto): Promise<ChatChannelView> {
    return inTransaction(this.dataSource, async (manager) => {
      const existing = await db.chatChannels.chatChannelOf(manager, companyId);
      if (!dto.url && existing?.platform !== dto.platform) throw new AppError(HttpStatus.BAD_REQUEST, 'chat.addressRequired');
      const options = { companyId, platform: dto.platform, lang: dto.lang, podiumHour: dto.podiumHour, milestoneEveryTrees: dto.milestoneEveryTrees, halfway: dto.halfway, close: dto.close, joiners: dto.joiners };
      if (!dto.url) return toView(await db.chatChannels.saveChatChannel(manager, options));
      // not a hook at all, or the other platform's: either way, what this platform's hooks look like
      if (chatHookUrlProblem(dto.platform, dto.url, { allowedOrigins: chatHookOrigins(this.config) })) throw new AppError(HttpStatus.BAD_REQUEST, `chat.${dto.platform}AddressExpected`);
      const company = await db.companies.existingCompany(manager, companyId);
      const today = warsawDay(new Date());
      return toView(
        await db.chatChannels.saveChatChannel(manager, {
          ...options,
          urlSealed: this.secrets.seal(dto.url),
          addressHint: addressHint(dto.url),
          podiumPostedOn: null,
          milestoneTrees: company.treeSum,
          halfwayPosted: pastHalfway(company, today),
          closePosted: eventStatus(company, today) === 'closed',
          joinersSince: new Date(),
          goneAnswers: 0,
          disabledAt: null,
        }),
      );
    });
  }

  async remove(companyId: number): Promise<void> {
    if (!(await db.chatChannels.deleteChatChannel(this.dataSource.manager, companyId))) throw new AppError(HttpStatus.NOT_FOUND, 'chat.notConnected');
  }

  /** Posts a test message at once and says what the platform answered, in the caller's language. */
  async test(companyId: number, lang: Lang): Promise<ChatChannelTestResponse> {
    const channel = await db.chatChannels.chatChannelOf(this.dataSource.manager, companyId);
    if (!channel) throw new AppError(HttpStatus.NOT_FOUND, 'chat.notConnected');
    const company = await db.companies.existingCompany(this.dataSource.manager, companyId);
    const message = { kind: 'test', lang: channel.lang, companyName: company.name, joinUrl: invitationUrl(this.config.APP_URL, company.registerNumber) } as const;
    try {
      const answer = await postToHook(this.secrets.open(channel.urlSealed), channel.platform, message, TEST_TIMEOUT_MS);
      const { outcome } = chatDelivery(answer.status, answer.headers.get('retry-after'), new Date());
      if (outcome === 'delivered') {
        await inTransaction(this.dataSource, (manager) => db.chatChannels.recordChatAnswer(manager, companyId, false));
        return { delivered: true, message: null };
      }
      return { delivered: false, message: translate(lang, `chat.test.${outcome}`, { status: answer.status }) };
    } catch {
      return { delivered: false, message: translate(lang, 'chat.test.unreachable') };
    }
  }
}
