import type { ChatPlatform } from './chat';
import type { Lang } from './i18n';

/** What a company's channel hears: the daily podium at an hour, milestones, new joiners. */
export interface ChatChannelOptions {
  /** the hour (Europe/Warsaw, 0 to 23) of the daily podium; null: no daily podium */
  podiumHour: number | null;
  /** a post at every this many trees; null: none */
  milestoneEveryTrees: number | null;
  /** a post at the event's half-way point */
  halfway: boolean;
  /** a post when the event closes, with the final podium */
  close: boolean;
  /** a post for each new participant; off by default */
  joiners: boolean;
}

/** GET /api/v1/company/chat-channel: the company's channel, its address never shown again whole. */
export interface ChatChannelView extends ChatChannelOptions {
  platform: ChatPlatform;
  lang: Lang;
  /** the address's host and its last characters, e.g. "hooks.slack.com/…x7Qa" */
  addressHint: string;
  /** set when repeated answers that the hook is gone turned it off; the admin connects it again */
  disabledAt: string | null;
}

/** PUT /api/v1/company/chat-channel: connects (with an address) or changes what is posted (without one). */
export interface SaveChatChannelRequest extends ChatChannelOptions {
  platform: ChatPlatform;
  /** the language of its posts */
  lang: Lang;
  /** the incoming-webhook address; absent keeps the one connected */
  url?: string;
}

/** POST /api/v1/company/chat-channel/test: what the platform answered a test post. */
export interface ChatChannelTestResponse {
  delivered: boolean;
  /** in the caller's language, when not delivered */
  message: string | null;
}
