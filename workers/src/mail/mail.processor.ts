import { InjectDataSource } from '@nestjs/typeorm';
import { Processor } from '@nestjs/bullmq';
import type { Logger } from 'pino';
import type { DataSource } from 'typeorm';
import { QUEUES, toLang, type MailTemplate, type MailTemplateParams } from '@lesne/contracts';
import { lockMail, markMailSent } from '@lesne/db';
import { DeletionLinkRequests } from './deletion-link-requests';
import { LostPasswordRequests } from './lost-password-requests';
import { MailTransport } from './mail.transport';
import { renderMail } from './templates';
import { QueueWorker, type JobHandlers } from '../queue-worker';

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

  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly transport: MailTransport,
    private readonly lostPasswordRequests: LostPasswordRequests,
    private readonly deletionLinkRequests: DeletionLinkRequests,
  ) {
    super();
  }

  private send(mailId: number, log: Logger): Promise<'sent' | 'already-sent' | 'missing'> {
    return this.dataSource.transaction(async (manager) => {
      const mail = await lockMail(manager, mailId);
      if (!mail) return 'missing';
      if (mail.sentAt) return 'already-sent';
      const rendered = renderMail(mail.template as MailTemplate, toLang(mail.lang) ?? 'pl', mail.params as MailTemplateParams[MailTemplate]);
      await this.transport.send({ to: mail.to, ...rendered, messageId: `<mail-${mail.id}@lesnewyzwanie.pl>` });
      await markMailSent(manager, mail.id);
      log.info(`mail ${mail.id} (${mail.template}) sent`);
      return 'sent';
    });
  }
}
