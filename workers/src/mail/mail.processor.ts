import { InjectDataSource } from '@nestjs/typeorm';
import { Processor } from '@nestjs/bullmq';
import type { Logger } from 'pino';
import type { DataSource, EntityManager } from 'typeorm';
import { QUEUES, toLang, type MailTemplate, type MailTemplateParams } from '@lesne/contracts';
import { lockMail, markDiplomaSent, markMailSent } from '@lesne/db';
import { LiveEmitter } from '../live/live-emitter';
import { DeletionLinkRequests } from './deletion-link-requests';
import { LostPasswordRequests } from './lost-password-requests';
import { MailTransport } from './mail.transport';
import { renderMail } from './templates';
import { QueueWorker, type JobHandlers } from '../queue-worker';

/**
 * What a template's mail changes once it is sent, in the transaction that marks it sent; answers
 * what to announce after the commit.
 */
type AfterSent = { [T in MailTemplate]?: (manager: EntityManager, params: MailTemplateParams[T]) => Promise<(() => void) | null> };

/**
 * The mail queue: sends queued e-mails, and turns lost-password requests into them. A mail's
 * row is locked while sending and marked sent before the job is acknowledged, so a retried or
 * duplicated job finds it sent and does nothing.
 */
@Processor(QUEUES.mail)
export class MailProcessor extends QueueWorker<typeof QUEUES.mail> {
  protected readonly handlers: JobHandlers<typeof QUEUES.mail> = {
    'mail.send': ({ mailId }, { log }) => this.send(mailId, log),
    'auth.lostPasswordRequested': (request, context) => this.lostPasswordRequests.mailLink(request, context),
    'accounts.deletionLinkRequested': (request, context) => this.deletionLinkRequests.mailLink(request, context),
  };

  private readonly afterSent: AfterSent = {
    /** the diploma's sent date; the admins' table and the participant hear of it */
    diploma: async (manager, { diplomaId }) => {
      const diploma = await markDiplomaSent(manager, diplomaId);
      return diploma ? () => this.live.diplomaChanged(diploma.companyId, diploma.userId) : null;
    },
  };

  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly transport: MailTransport,
    private readonly lostPasswordRequests: LostPasswordRequests,
    private readonly live: LiveEmitter,
    private readonly deletionLinkRequests: DeletionLinkRequests,
  ) {
    super();
  }

  private async send(mailId: number, log: Logger): Promise<'sent' | 'already-sent' | 'missing'> {
    const { outcome, announce } = await this.dataSource.transaction(async (manager) => {
      const mail = await lockMail(manager, mailId);
      if (!mail) return { outcome: 'missing' as const, announce: null };
      if (mail.sentAt) return { outcome: 'already-sent' as const, announce: null };
      const template = mail.template as MailTemplate;
      const params = mail.params as MailTemplateParams[MailTemplate];
      const rendered = renderMail(template, toLang(mail.lang) ?? 'pl', params);
      await this.transport.send({ to: mail.to, ...rendered, messageId: `<mail-${mail.id}@lesnewyzwanie.pl>` });
      await markMailSent(manager, mail.id);
      const afterSent = this.afterSent[template] as ((manager: EntityManager, params: MailTemplateParams[MailTemplate]) => Promise<(() => void) | null>) | undefined;
      log.info(`mail ${mail.id} (${mail.template}) sent`);
      return { outcome: 'sent' as const, announce: afterSent ? await afterSent(manager, params) : null };
    });
    announce?.();
    return outcome;
  }
}
