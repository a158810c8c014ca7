import { OutboxMessage } from '@lesne/db';
import type { Stack } from '../../test/stack';

/** Outbox rows of a job whose payload contains `fragment` (jsonb @>). */
export function outboxRows(stack: Stack, jobName: string, fragment: object): Promise<OutboxMessage[]> {
  return stack.dataSource
    .getRepository(OutboxMessage)
    .createQueryBuilder('m')
    .where('m.job_name = :jobName AND m.payload @> :fragment::jsonb', { jobName, fragment: JSON.stringify(fragment) })
    .getMany();
}
