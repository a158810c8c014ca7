import type { EventEndType } from '@lesne/contracts';
import { addDays, daysBetween } from './calendar';
import { endsByDate, endsByTrees, eventStatus, type EventDates } from './event-lifecycle';

/** A channel's step between tree milestones: from every tree to every million. */
export const CHAT_MILESTONE_TREES = { min: 1, max: 1_000_000 } as const;

/** The hour (Europe/Warsaw) of an instant, 0 to 23. */
export function warsawHour(instant: Date): number {
  return Number(new Intl.DateTimeFormat('en-GB', { timeZone: 'Europe/Warsaw', hour: '2-digit', hourCycle: 'h23' }).format(instant));
}

/** A channel's choices and what it was told last (the chat_channel row). */
export interface ChannelState {
  podiumHour: number | null;
  milestoneEveryTrees: number | null;
  halfway: boolean;
  close: boolean;
  podiumPostedOn: string | null;
  /** the company's trees at the last tree milestone looked at */
  milestoneTrees: number;
  halfwayPosted: boolean;
  closePosted: boolean;
}

export interface ChannelEvent extends EventDates {
  treeSum: number;
  treeLimit: number;
  eventEndType: EventEndType;
  hideRanking: boolean;
}

/** A post a channel is due: at most one of each kind at a time. */
export type DuePost = { kind: 'podium' } | { kind: 'milestone'; trees: number } | { kind: 'halfway' } | { kind: 'closed' };

/**
 * The event's half-way point: by date, the middle day of its days (the later of two); by trees,
 * half the tree limit; an event ending by either reaches it at the earlier.
 */
export function pastHalfway(event: ChannelEvent, today: string): boolean {
  const byDate = endsByDate(event.eventEndType) && event.dateTo !== null && today >= addDays(event.dateFrom, Math.ceil(daysBetween(event.dateFrom, event.dateTo) / 2));
  const byTrees = endsByTrees(event.eventEndType) && event.treeSum * 2 >= event.treeLimit;
  return byDate || byTrees;
}

/**
 * What the channel should hear now, `today` and `hour` in Warsaw:
 * - the daily podium once a day from its hour, while the event runs and its ranking is shown;
 * - a tree milestone when the company's trees passed a multiple of the channel's step since the
 *   last one looked at (one post for the highest passed, never a burst);
 * - the half-way point once, while the event runs;
 * - the close once, with the final podium (the caller leaves the places out when the ranking is hidden).
 */
export function duePosts(channel: ChannelState, event: ChannelEvent, today: string, hour: number): DuePost[] {
  const status = eventStatus(event, today);
  const due: DuePost[] = [];
  if (status === 'inProgress' && channel.podiumHour !== null && hour >= channel.podiumHour && channel.podiumPostedOn !== today && !event.hideRanking) due.push({ kind: 'podium' });
  if (status !== 'waiting' && channel.milestoneEveryTrees !== null) {
    const passed = Math.floor(event.treeSum / channel.milestoneEveryTrees) * channel.milestoneEveryTrees;
    if (passed > 0 && passed > channel.milestoneTrees) due.push({ kind: 'milestone', trees: passed });
  }
  if (status === 'inProgress' && channel.halfway && !channel.halfwayPosted && pastHalfway(event, today)) due.push({ kind: 'halfway' });
  if (status === 'closed' && channel.close && !channel.closePosted) due.push({ kind: 'closed' });
  return due;
}
