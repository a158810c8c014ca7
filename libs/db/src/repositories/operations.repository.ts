import { IsNull, type EntityManager } from 'typeorm';
import { Mail, OutboxMessage } from '../entities';

/*
 * What operators watch: whether Postgres answers (the health check) and the backlogs the metrics
 * report.
 */

/** Resolves when Postgres answers a trivial query; rejects when it does not. */
export async function ping(manager: EntityManager): Promise<void> {
  await manager.query('SELECT 1');
}

/** How long, in seconds, the oldest unpublished outbox row has waited; 0 when none waits. */
export async function outboxLagSeconds(manager: EntityManager): Promise<number> {
  const oldest = await manager
    .createQueryBuilder(OutboxMessage, 'm')
    .select('EXTRACT(EPOCH FROM now() - m.created_at)', 'lag')
    .where('m.published_at IS NULL')
    .orderBy('m.id')
    .limit(1)
    .getRawOne<{ lag: string }>();
  return oldest ? Math.max(0, Number(oldest.lag)) : 0;
}

/** How many mails are not sent yet. */
export function unsentMailCount(manager: EntityManager): Promise<number> {
  return manager.count(Mail, { where: { sentAt: IsNull() } });
}
