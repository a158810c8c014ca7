import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import type { DataSource } from 'typeorm';
import { invitationUrl, PODIUM_PLACES, type ChatMessage, type ChatMilestoneMessage, type ChatPodiumPlace } from '@lesne/contracts';
import { assignPlaces, duePosts, endsByDate, endsByTrees, warsawDay, warsawHour, type DuePost } from '@lesne/domain';
import { InjectConfig, type AppConfig } from '@lesne/config';
import { db, inTransaction, type ChatChannel, type Company } from '@lesne/db';
import { Clock } from '../clock';
import { PeriodicSweep } from '../periodic-sweep';

/** The company's trees and how its event ends: its tree limit or its last day, whichever it ends by. */
function eventEnd(company: Company): Pick<ChatMilestoneMessage, 'companyTrees' | 'treeLimit' | 'dateTo'> {
  return {
    companyTrees: company.treeSum,
    treeLimit: endsByTrees(company.eventEndType) ? company.treeLimit : null,
    dateTo: endsByDate(company.eventEndType) ? company.dateTo : null,
  };
}

/** Channels hear their posts within this of their time: an hour's podium, a milestone passed, a joiner. */
const SWEEP_INTERVAL_MS = 60_000;

/**
 * What companies' channels are due (libs/domain chat-posts.ts), queued once each: a post is
 * claimed on the channel's row and queued in one transaction, so any number of worker copies
 * sweeping queue it once, and a worker that dies after the claim leaves the outbox to send it.
 */
@Injectable()
export class ChatSweep extends PeriodicSweep {
  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    @InjectConfig() private readonly config: AppConfig,
    private readonly clock: Clock,
  ) {
    super(SWEEP_INTERVAL_MS);
  }

  protected async pass(): Promise<number> {
    const now = this.clock.now();
    let queued = 0;
    for (const channel of await db.chatChannels.activeChatChannels(this.dataSource.manager)) queued += await this.postsOf(channel, now);
    return queued;
  }

  private async postsOf(channel: ChatChannel & { company: Company }, now: Date): Promise<number> {
    const { company } = channel;
    const today = warsawDay(now);
    const context = { lang: channel.lang, companyName: company.name, joinUrl: invitationUrl(this.config.APP_URL, company.registerNumber) };
    let queued = 0;
    for (const post of duePosts(channel, company, today, warsawHour(now))) {
      const message = await this.messageOf(post, company, context, today);
      const claimed = await inTransaction(this.dataSource, (manager) => db.chatChannels.claimChatPost(manager, company.id, post, { today, treeSum: company.treeSum }, message));
      if (claimed) queued++;
    }
    if (channel.joiners) {
      queued += await inTransaction(this.dataSource, async (manager) => {
        const names = await db.chatChannels.takeNewJoiners(manager, company.id, now);
        for (const name of names) await db.chatChannels.queueChatPost(manager, company.id, { kind: 'joined', ...context, name });
        return names.length;
      });
    }
    return queued;
  }

  private async messageOf(post: DuePost, company: Company, context: Pick<ChatMessage, 'lang' | 'companyName' | 'joinUrl'>, today: string): Promise<ChatMessage> {
    switch (post.kind) {
      case 'podium':
        return { kind: 'podium', ...context, day: today, places: await this.podium(company), companyTrees: company.treeSum };
      case 'milestone':
        return { kind: 'milestone', ...context, milestone: { type: 'trees', trees: post.trees }, ...eventEnd(company) };
      case 'halfway':
        return { kind: 'milestone', ...context, milestone: { type: 'halfway' }, ...eventEnd(company) };
      case 'closed':
        return { kind: 'closed', ...context, companyTrees: company.treeSum, places: company.hideRanking ? [] : await this.podium(company) };
    }
  }

  /** Places 1 to 3 of the people's ranking, trees only, names as the ranking shows them. */
  private async podium(company: Company): Promise<ChatPodiumPlace[]> {
    const rows = await db.ranking.rankingPage(this.dataSource.manager, 'user', company.id, { offset: 0, limit: PODIUM_PLACES * 2 });
    const places = assignPlaces(rows, 1, 1);
    return rows.flatMap((row, index) => (places[index] <= PODIUM_PLACES ? [{ place: places[index], name: row.name ?? '', trees: row.treeSum }] : []));
  }
}
