import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import type { Logger } from 'pino';
import type { DataSource, EntityManager } from 'typeorm';
import { toLang, type MailTemplate, type MailTemplateParams } from '@lesne/contracts';
import { db, inTransaction } from '@lesne/db';
import { LiveEmitter } from '../live/live-emitter';
import { MailTransport } from './mail.transport';
import { mayHaveBeenAccepted } from './smtp-failure';
import { renderMail } from './templates';

/**
 * What a template's mail changes once it is sent, in the transaction that records it sent; answers
 * what to announce after the commit.
 */
type AfterSent = { [T in MailTemplate]?: (manager: EntityManager, params: MailTemplateParams[T]) => Promise<(() => void) | null> };

export type SendOutcome = 'sent' | 'already-sent' | 'claimed' | 'unconfirmed' | 'missing';

/**
 * Sends one queued e-mail, at most once: its row is claimed in a statement of its own before the
 * SMTP server is contacted, and recorded sent right after the server's 250. A send cut off in
 * between (the worker killed, the connection lost once open, Postgres away when recording) leaves
 * the mail claimed and unconfirmed, and nothing sends it again by itself: the server may have
 * taken it, and SMTP cannot be asked. A mail the server refused, or never reached, is given back
 * and retried, under its one Message-ID.
 */
@Injectable()
export class MailSender {
  private readonly afterSent: AfterSent = {
    /** the diploma's sent date; the admins' table and the participant hear of it */
    diploma: async (manager, { diplomaId }) => {
      const diploma = await db.diplomas.markDiplomaSent(manager, diplomaId);
      return diploma ? () => this.live.diplomaChanged(diploma.companyId, diploma.userId) : null;
    },
  };

  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly transport: MailTransport,
    private readonly live: LiveEmitter,
  ) {}

  async send(mailId: number, log: Logger): Promise<SendOutcome> {
    const mail = await db.mail.claimMail(this.dataSource.manager, mailId);
    if (mail === 'claimed') log.warn(`mail ${mailId}: another send claimed it and has not confirmed it; not sent again`);
    if (typeof mail === 'string') return mail;
    const template = mail.template as MailTemplate;
    const params = mail.params as MailTemplateParams[MailTemplate];
    try {
      await this.transport.send({ to: mail.to, ...(await renderMail(template, toLang(mail.lang) ?? 'pl', params)), messageId: mail.messageId });
    } catch (error) {
      if (mayHaveBeenAccepted(error)) {
        log.warn({ err: error }, `mail ${mail.id} (${mail.template}): the send was cut off after the server may have taken it; left unconfirmed, not sent again`);
        return 'unconfirmed';
      }
      await db.mail.releaseMail(this.dataSource.manager, mail.id);
      throw error;
    }
    const announce = await inTransaction(this.dataSource, async (manager) => {
      await db.mail.markMailSent(manager, mail.id);
      const afterSent = this.afterSent[template] as ((manager: EntityManager, params: MailTemplateParams[MailTemplate]) => Promise<(() => void) | null>) | undefined;
      return afterSent ? afterSent(manager, params) : null;
    });
    log.info(`mail ${mail.id} (${mail.template}) sent`);
    announce?.();
    return 'sent';
  }
}
