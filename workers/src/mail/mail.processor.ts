import { InjectDataSource } from '@nestjs/typeorm';
import { Processor } from '@nestjs/bullmq';
import type { Job } from 'bullmq';
import type { DataSource } from 'typeorm';
import { QUEUES, toLang, type JobData, type MailTemplate, type MailTemplateParams } from '@lesne/contracts';
import { Mail } from '@lesne/db';
import { MailTransport } from './mail.transport';
import { renderMail } from './templates';
import { QueueWorker } from '../queue-worker';

/**
 * Sends one queued e-mail. The row is locked while sending and marked sent before the
 * job is acknowledged, so a retried or duplicated job finds it sent and does nothing.
 */
@Processor(QUEUES.mail)
export class MailProcessor extends QueueWorker {

  constructor(@InjectDataSource() private readonly dataSource: DataSource, private readonly transport: MailTransport) {
    super();
  }

  async process(job: Job<JobData<'mail.send'>>): Promise<'sent' | 'already-sent' | 'missing'> {
    return this.dataSource.transaction(async (manager) => {
      const mail = await manager.findOne(Mail, { where: { id: job.data.mailId }, lock: { mode: 'pessimistic_write' } });
      if (!mail) return 'missing';
      if (mail.sentAt) return 'already-sent';
      const rendered = renderMail(mail.template as MailTemplate, toLang(mail.lang) ?? 'pl', mail.params as MailTemplateParams[MailTemplate]);
      await this.transport.send({ to: mail.to, ...rendered, messageId: `<mail-${mail.id}@lesnewyzwanie.pl>` });
      await manager.update(Mail, { id: mail.id }, { sentAt: new Date() });
      this.logger.log(`mail ${mail.id} (${mail.template}) sent`);
      return 'sent';
    });
  }
}
