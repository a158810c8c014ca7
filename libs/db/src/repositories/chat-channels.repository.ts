import { IsNull, type EntityManager } from 'typeorm';
import { QUEUES, type ChatMessage } from '@lesne/contracts';
import { SHARED_VIEWER, type DuePost } from '@lesne/domain';
import { ChatChannel, Company } from '../entities';
import { addToOutbox } from '../outbox';
import { nameAsSeenSql } from './names-as-seen';

/** Answers in a row that say a hook is gone (404, 410) before it is turned off: one may be a blip of the platform's. */
export const GONE_ANSWERS_TO_DISABLE = 3;

export function chatChannelOf(manager: EntityManager, companyId: number): Promise<ChatChannel | null> {
  return manager.findOneBy(ChatChannel, { companyId });
}

/** Connects a channel or changes what it hears; a new address starts it afresh (on, nothing gone). */
export async function saveChatChannel(manager: EntityManager, channel: Partial<ChatChannel> & Pick<ChatChannel, 'companyId'>): Promise<ChatChannel> {
  await manager.upsert(ChatChannel, channel, ['companyId']);
  return manager.findOneByOrFail(ChatChannel, { companyId: channel.companyId });
}

export async function deleteChatChannel(manager: EntityManager, companyId: number): Promise<boolean> {
  return ((await manager.delete(ChatChannel, { companyId })).affected ?? 0) > 0;
}

/** The channels that are on, with their companies: what the sweep looks at. */
export function activeChatChannels(manager: EntityManager): Promise<Array<ChatChannel & { company: Company }>> {
  return manager.find(ChatChannel, { where: { disabledAt: IsNull() }, relations: { company: true } });
}

/**
 * Marks the post as made, if no copy of the sweep did first, and queues it, in the caller's
 * transaction: a post is queued exactly once however many workers sweep. Answers whether this
 * caller queued it.
 */
export async function claimChatPost(manager: EntityManager, companyId: number, post: DuePost, state: { today: string; treeSum: number }, message: ChatMessage): Promise<boolean> {
  const claims: Record<DuePost['kind'], { set: string; unless: string; parameters: unknown[] }> = {
    podium: { set: 'podium_posted_on = $2', unless: 'podium_posted_on IS NOT DISTINCT FROM $2', parameters: [state.today] },
    milestone: { set: 'milestone_trees = $2', unless: 'milestone_trees >= $2', parameters: [state.treeSum] },
    halfway: { set: 'halfway_posted = true', unless: 'halfway_posted', parameters: [] },
    closed: { set: 'close_posted = true', unless: 'close_posted', parameters: [] },
  };
  const claim = claims[post.kind];
  const [, claimed] = (await manager.query(
    `UPDATE chat_channel SET ${claim.set} WHERE company_id = $1 AND disabled_at IS NULL AND NOT (${claim.unless})`,
    [companyId, ...claim.parameters],
  )) as [unknown, number];
  if (claimed === 0) return false;
  await queueChatPost(manager, companyId, message);
  return true;
}

/**
 * Participants who joined since the channel last looked, as the ranking names them (the
 * anonymous user for one who hides their name), oldest first; the channel then looks from now.
 */
export async function takeNewJoiners(manager: EntityManager, companyId: number, now: Date): Promise<string[]> {
  const [channel]: Array<{ since: Date }> = await manager.query(
    'SELECT joiners_since AS since FROM chat_channel WHERE company_id = $1 AND joiners AND disabled_at IS NULL FOR UPDATE',
    [companyId],
  );
  if (!channel) return [];
  const rows: Array<{ name: string | null }> = await manager.query(
    `SELECT ${nameAsSeenSql('ranking', SHARED_VIEWER, 'r')} AS name FROM app_user r
      WHERE r.company_id = $1 AND r.role = 'regular' AND r.created_at > $2 AND r.created_at <= $3 ORDER BY r.created_at, r.id`,
    [companyId, channel.since, now],
  );
  await manager.query('UPDATE chat_channel SET joiners_since = $2 WHERE company_id = $1', [companyId, now]);
  return rows.map((row) => row.name ?? '');
}

/** Queues one post now (a joiner's), in the caller's transaction. */
export async function queueChatPost(manager: EntityManager, companyId: number, message: ChatMessage): Promise<void> {
  await addToOutbox(manager, { queue: QUEUES.chat, name: 'chat.post', data: { companyId, message } });
}

/**
 * What a post's answer says of the hook: delivered puts its count of "gone" answers back to 0;
 * gone adds one, and the GONE_ANSWERS_TO_DISABLE-th turns the channel off. Answers whether this
 * answer turned it off.
 */
export async function recordChatAnswer(manager: EntityManager, companyId: number, gone: boolean): Promise<boolean> {
  if (!gone) {
    await manager.query('UPDATE chat_channel SET gone_answers = 0 WHERE company_id = $1 AND gone_answers > 0', [companyId]);
    return false;
  }
  const [rows] = (await manager.query(
    `UPDATE chat_channel SET gone_answers = gone_answers + 1,
            disabled_at = CASE WHEN gone_answers + 1 >= $2 THEN now() ELSE disabled_at END
      WHERE company_id = $1 AND disabled_at IS NULL
      RETURNING disabled_at`,
    [companyId, GONE_ANSWERS_TO_DISABLE],
  )) as [Array<{ disabled_at: Date | null }>, number];
  return rows.length > 0 && rows[0].disabled_at !== null;
}

/** The company's admins who can sign in, to tell them the channel went quiet. */
export function companyAdminsToTell(manager: EntityManager, companyId: number): Promise<Array<{ name: string; email: string }>> {
  return manager.query(
    `SELECT name, email FROM app_user
      WHERE company_id = $1 AND role = 'companyAdmin' AND deletion_requested_at IS NULL AND anonymised_at IS NULL ORDER BY id`,
    [companyId],
  );
}
