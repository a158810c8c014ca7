import { CHAT_PLATFORMS, LANGS, type ChatPlatform, type Lang, type SaveChatChannelRequest } from '@lesne/contracts';
import { CHAT_HOOK_URL_MAX_LENGTH } from '@lesne/chat';
import { CHAT_MILESTONE_TREES } from '@lesne/domain';
import { Flag, IntInRange, Nullable, OneOf, Optional, Text, Trimmed } from '../common/fields';

export class SaveChatChannelDto implements SaveChatChannelRequest {
  @OneOf(CHAT_PLATFORMS) platform: ChatPlatform;
  @OneOf(LANGS) lang: Lang;
  @Optional() @Trimmed() @Text(CHAT_HOOK_URL_MAX_LENGTH) url?: string;
  @Nullable() @IntInRange({ min: 0, max: 23 }) podiumHour: number | null;
  @Nullable() @IntInRange(CHAT_MILESTONE_TREES) milestoneEveryTrees: number | null;
  @Flag() halfway: boolean;
  @Flag() close: boolean;
  @Flag() joiners: boolean;
}
