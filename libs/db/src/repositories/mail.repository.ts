import { Between, IsNull, type DataSource, type EntityManager } from 'typeorm';
import { Mail } from '../entities';

/**
 * A mail's job is named after its row (one row, one send), so whoever queues it again while
 * it waits in Redis (the outbox, the unsent-mail sweep) adds nothing.
 */
export const mailJobId = (mailId: number): string => `mail-${mailId}`;

/** Mails recorded within the window and not sent yet, oldest first. */
export async function unsentMailIds(dataSource: DataSource, recorded: { after: Date; before: Date }, limit: number): Promise<number[]> {
  const mails = await dataSource.getRepository(Mail).find({
    select: { id: true },
    where: { sentAt: IsNull(), createdAt: Between(recorded.after, recorded.before) },
    order: { id: 'ASC' },
    take: limit,
  });
  return mails.map((mail) => mail.id);
}

/** The mail, its row locked until the caller's transaction ends: a second send of it waits, then finds it sent. */
export function lockMail(manager: EntityManager, mailId: number): Promise<Mail | null> {
  return manager.findOne(Mail, { where: { id: mailId }, lock: { mode: 'pessimistic_write' } });
}

export async function markMailSent(manager: EntityManager, mailId: number, at = new Date()): Promise<void> {
  await manager.update(Mail, { id: mailId }, { sentAt: at });
}
