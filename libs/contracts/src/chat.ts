import { z } from 'zod';
import { LANGS, type Lang } from './i18n';

/**
 * Posts to a company's own chat channel (libs/chat): the company admin pastes an incoming-webhook
 * URL of Slack or of a Microsoft Teams workflow, and the channel hears the daily podium, the
 * milestones and the close, in the company's language. Trees and places only, never km: a
 * person's km come partly from Strava, which lets only their owner see them.
 */
export const CHAT_PLATFORMS = ['slack', 'teams'] as const;
export type ChatPlatform = (typeof CHAT_PLATFORMS)[number];

export const CHAT_MESSAGE_KINDS = ['test', 'podium', 'milestone', 'closed', 'joined'] as const;
export type ChatMessageKind = (typeof CHAT_MESSAGE_KINDS)[number];

/**
 * The most podium rows a message carries: places 1-3, and equal sums share a place, so a tie can
 * put more than three people on it (as the ranking's page 0). The post shows them in the order given.
 */
export const CHAT_PODIUM_MAX_ROWS = 10;

/** A row of a podium: the place (1-3), the name ('' when withheld: the anonymous user) and the trees, never km. */
export interface ChatPodiumPlace {
  place: number;
  name: string;
  trees: number;
}

/** What every message carries: the company's language, its name and where people join its event. */
interface ChatMessageBase {
  lang: Lang;
  companyName: string;
  /** the button's target: the invitation link (invitationUrl in paths.ts) */
  joinUrl: string;
}

/** The admin's "Test": the channel hears that it is connected. */
export interface ChatTestMessage extends ChatMessageBase {
  kind: 'test';
}

/** The daily podium: the ranking's places 1-3 (trees so far in the event) as on the day, and the company's trees. */
export interface ChatPodiumMessage extends ChatMessageBase {
  kind: 'podium';
  /** YYYY-MM-DD (Europe/Warsaw): the day the podium stands as of */
  day: string;
  places: ChatPodiumPlace[];
  companyTrees: number;
}

/** every N trees (trees: the milestone passed, e.g. 500), or the event's half-way point */
export type ChatMilestone = { type: 'trees'; trees: number } | { type: 'halfway' };

export interface ChatMilestoneMessage extends ChatMessageBase {
  kind: 'milestone';
  milestone: ChatMilestone;
  companyTrees: number;
  /** the trees that end the event (end type trees or both), else null */
  treeLimit: number | null;
  /** YYYY-MM-DD, the event's last day (end type date or both), else null */
  dateTo: string | null;
}

/** The event closed: the company's trees and the final podium. */
export interface ChatClosedMessage extends ChatMessageBase {
  kind: 'closed';
  companyTrees: number;
  places: ChatPodiumPlace[];
}

/** A new participant ('' when their name is withheld: the anonymous user). */
export interface ChatJoinedMessage extends ChatMessageBase {
  kind: 'joined';
  name: string;
}

export type ChatMessage = ChatTestMessage | ChatPodiumMessage | ChatMilestoneMessage | ChatClosedMessage | ChatJoinedMessage;

/**
 * ChatMessage as a zod schema, for job payloads (the `chat.post` job's message), checked when a
 * worker takes the job. Lengths are generous on purpose: libs/chat clips names to what a post
 * holds, and a message written before a deploy must still pass after it. Built in a pure call, as
 * JOBS is, so that the SPA leaves zod out of its bundle.
 */
export const chatMessageSchema = /* @__PURE__ */ (() => {
  const day = z.string().regex(/^\d{4}-\d{2}-\d{2}$/, 'a day as YYYY-MM-DD');
  const trees = z.number().nonnegative();
  const base = {
    lang: z.enum(LANGS),
    companyName: z.string().max(1000),
    joinUrl: z.string().url().max(2048),
  };
  const places = z.array(z.object({ place: z.number().int().min(1).max(3), name: z.string().max(1000), trees })).max(CHAT_PODIUM_MAX_ROWS);
  return z.discriminatedUnion('kind', [
    z.object({ kind: z.literal('test'), ...base }),
    z.object({ kind: z.literal('podium'), ...base, day, places, companyTrees: trees }),
    z.object({
      kind: z.literal('milestone'),
      ...base,
      milestone: z.discriminatedUnion('type', [z.object({ type: z.literal('trees'), trees: z.number().positive() }), z.object({ type: z.literal('halfway') })]),
      companyTrees: trees,
      treeLimit: z.number().positive().nullable(),
      dateTo: day.nullable(),
    }),
    z.object({ kind: z.literal('closed'), ...base, companyTrees: trees, places }),
    z.object({ kind: z.literal('joined'), ...base, name: z.string().max(1000) }),
  ]);
})();
