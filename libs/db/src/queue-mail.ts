import type { EntityManager } from 'typeorm';
import { QUEUES, type MailRequest, type MailTemplate } from '@lesne/contracts';
import { Mail } from './entities';
import { addToOutbox } from './outbox';

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
  await addToOutbox(manager, { queue: QUEUES.mail, name: 'mail.send', data: { mailId: mail.id } }, origin.requestId);
  return true;
}
