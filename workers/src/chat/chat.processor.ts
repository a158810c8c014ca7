import { Processor } from '@nestjs/bullmq';
import { InjectDataSource } from '@nestjs/typeorm';
import type { Job } from 'bullmq';
import type { Logger } from 'pino';
import type { DataSource } from 'typeorm';
import { PATHS, QUEUES, type ChatMessage } from '@lesne/contracts';
import { chatDelivery, postToHook } from '@lesne/chat';
import { InjectConfig, type AppConfig } from '@lesne/config';
import { db, inTransaction, SecretBox, type ChatChannel } from '@lesne/db';
import { delayJob } from '../strava/strava-wait';
import { QueueWorker, type JobHandlers } from '../queue-worker';

/** A post the platform does not answer within this is tried again later. */
const POST_TIMEOUT_MS = 10_000;
/** The longest a post waits when the platform asks (Retry-After): a podium a day late is no podium. */
const LONGEST_WAIT_MS = 15 * 60_000;

/** The platform refused the post for now (429, 5xx, no answer): BullMQ tries it again with its backoff. */
class ChatPostNotYet extends Error {}

/**
 * Posts to companies' Slack and Teams channels. A channel that answers "gone" (404, 410)
 * GONE_ANSWERS_TO_DISABLE times in a row is turned off and its company admins are told by mail,
 * in the same transaction; a post the platform asks to wait for (429 with Retry-After) waits
 * that long without spending an attempt.
 */
@Processor(QUEUES.chat)
export class ChatProcessor extends QueueWorker<typeof QUEUES.chat> {
  protected readonly handlers: JobHandlers<typeof QUEUES.chat> = {
    'chat.post': ({ companyId, message }, { job, log }) => this.post(companyId, message, job, log),
  };
  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    @InjectConfig() private readonly config: AppConfig,
    private readonly secrets: SecretBox,
  ) {
    super();
  }

  async post(companyId: number, message: ChatMessage, job: Job, log: Pick<Logger, 'info' | 'warn'>): Promise<string> {
    const channel = await db.chatChannels.chatChannelOf(this.dataSource.manager, companyId);
    if (!channel || channel.disabledAt) return 'no channel';
    const answer = await postToHook(this.secrets.open(channel.urlSealed), channel.platform, message, POST_TIMEOUT_MS).catch((error: unknown) => {
      throw new ChatPostNotYet(`${channel.platform} did not answer: ${(error as Error).message}`);
    });
    const delivery = chatDelivery(answer.status, answer.headers.get('retry-after'), new Date());
    if (delivery.outcome === 'retry') {
      if (delivery.afterMs !== null) return delayJob(job, new Date(Date.now() + Math.min(delivery.afterMs, LONGEST_WAIT_MS)));
      throw new ChatPostNotYet(`${channel.platform} answered ${answer.status}`);
    }
    if (delivery.outcome === 'refused') {
      log.warn({ status: answer.status, body: (await answer.text()).slice(0, 200) }, `${channel.platform} refused a ${message.kind} post: dropped`);
      return 'refused';
    }
    await inTransaction(this.dataSource, async (manager) => {
      if (await db.chatChannels.recordChatAnswer(manager, companyId, delivery.outcome === 'gone')) await this.tellAdmins(manager, channel);
    });
    log.info(`${message.kind} post to the ${channel.platform} channel of company ${companyId}: ${delivery.outcome}`);
    return delivery.outcome;
  }

  private async tellAdmins(manager: Parameters<typeof db.mail.queueMail>[0], channel: ChatChannel): Promise<void> {
    const company = await db.companies.existingCompany(manager, channel.companyId);
    const link = new URL(PATHS.settings, this.config.APP_URL).toString();
    for (const admin of await db.chatChannels.companyAdminsToTell(manager, channel.companyId)) {
      await db.mail.queueMail(
        manager,
        { to: admin.email, lang: channel.lang, template: 'chatChannelDisabled', params: { name: admin.name, companyName: company.name, platform: channel.platform, link } },
        { requestId: null, dedupeKey: `chat-disabled:${channel.companyId}:${channel.createdAt.getTime()}:${admin.email}`.slice(0, 100) },
      );
    }
  }
}
