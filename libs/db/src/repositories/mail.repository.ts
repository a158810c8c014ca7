import { Between, IsNull, type DataSource, type EntityManager } from 'typeorm';
import { mailJobName, QUEUES, type JobItem, type MailRequest, type MailTemplate } from '@lesne/contracts';
import { Mail } from '../entities';
import { addToOutbox } from '../outbox';

export { mailJobId } from '../outbox';

/** The job that sends the mail: its template's (mailJobName), named after the mail. */
export function mailJob(template: MailTemplate, mailId: number): JobItem {
  return mailJobName(template) === 'digest.send' ? { queue: QUEUES.digest, name: 'digest.send', data: { mailId } } : { queue: QUEUES.mail, name: 'mail.send', data: { mailId } };
}

/** Mails recorded within the window, neither sent nor claimed by a send, oldest first. */
export async function unsentMails(dataSource: DataSource, recorded: { after: Date; before: Date }, limit: number): Promise<Array<Pick<Mail, 'id' | 'template'>>> {
  return dataSource.getRepository(Mail).find({
    select: { id: true, template: true },
    where: { sentAt: IsNull(), sendStartedAt: IsNull(), createdAt: Between(recorded.after, recorded.before) },
    order: { id: 'ASC' },
    take: limit,
  });
}

/** What sending a mail takes of its row. */
export type MailToSend = Pick<Mail, 'id' | 'to' | 'lang' | 'template' | 'params' | 'messageId'>;

/**
 * Claims the mail for one send, in one statement committed before the SMTP server is contacted:
 * the mail, or why it is not to be sent now: gone, sent, or claimed by a send that has not
 * confirmed it (one running now, or one cut off after the server may have taken it).
 */
export async function claimMail(manager: EntityManager, mailId: number): Promise<MailToSend | 'missing' | 'already-sent' | 'claimed'> {
  const [claimed] = (await manager.query(
    `UPDATE mail SET send_started_at = now() WHERE id = $1 AND sent_at IS NULL AND send_started_at IS NULL
     RETURNING id, "to", lang, template, params, message_id AS "messageId"`,
    [mailId],
  )) as [MailToSend[], number];
  if (claimed[0]) return claimed[0];
  const mail = await manager.findOne(Mail, { where: { id: mailId }, select: { id: true, sentAt: true } });
  if (!mail) return 'missing';
  return mail.sentAt ? 'already-sent' : 'claimed';
}

/** Gives a claimed mail back, unsent (the SMTP server refused it or was never reached): its job's retry or the sweep sends it. */
export async function releaseMail(manager: EntityManager, mailId: number): Promise<void> {
  await manager.update(Mail, { id: mailId, sentAt: IsNull() }, { sendStartedAt: null });
}

export async function markMailSent(manager: EntityManager, mailId: number, at = new Date()): Promise<void> {
  await manager.update(Mail, { id: mailId }, { sentAt: at });
}

/** Who asks for a mail. */
export interface MailOrigin {
  /** the API request that caused the mail, carried into the sending job's log lines */
  requestId: string | null;
  /** set by a job that queues the mail: the same key again (the job retried or duplicated) queues nothing */
  dedupeKey?: string;
}

/**
 * Queues an e-mail inside the caller's transaction: it is sent (once) only if the transaction
 * commits. Answers false, queuing nothing, when a mail with the same dedupe key is recorded; a
 * duplicate running at the same time waits on the key until the first commits or rolls back.
 */
export async function queueMail<T extends MailTemplate>(manager: EntityManager, request: MailRequest<T>, origin: MailOrigin): Promise<boolean> {
  const inserted = await manager
    .createQueryBuilder()
    .insert()
    .into(Mail)
    .values({ to: request.to, lang: request.lang, template: request.template, params: request.params, dedupeKey: origin.dedupeKey ?? null })
    .orIgnore()
    .returning('id')
    .execute();
  const mail = (inserted.raw as Array<{ id: number }>)[0];
  if (!mail) return false;
  await addToOutbox(manager, mailJob(request.template, mail.id), origin.requestId);
  return true;
}
