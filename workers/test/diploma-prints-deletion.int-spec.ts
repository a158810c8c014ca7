import type { Job } from 'bullmq';
import { QUEUES } from '@lesne/contracts';
import { addDays, warsawDay } from '@lesne/domain';
import { db, Diploma, User } from '@lesne/db';
import { DiplomasProcessor } from '../src/diplomas/diplomas.processor';
import { diplomaItemJobId } from '../src/diplomas/diploma-runs';
import { startStack, type Stack } from '../../test/stack';

/** A print queued before its participant asked for their account's deletion runs after it: the workers ask again. */

let stack: Stack;
beforeAll(async () => {
  stack = await startStack();
});
afterAll(() => stack.close());

const today = () => warsawDay(new Date());

async function closedEventWith(names: string[]) {
  const company = await stack.factory.company({ dateFrom: addDays(today(), -30), dateTo: addDays(today(), -1), closedAt: new Date(), orderPaid: true, treeSum: 1000 });
  const people = await Promise.all(names.map((name) => stack.factory.user({ company, name })));
  await stack.dataSource.getRepository(User).update(people.map((person) => person.id), { treeSum: 4, kmSum: 20 });
  return { company, people };
}

/** A render job as BullMQ hands it to the processor, on its first attempt. */
const renderJob = (data: { companyId: number; userId: number; runId: number | null }, id: string) =>
  ({ id, name: 'diplomas.render', data: { ...data, lang: 'pl' }, queueName: QUEUES.diplomas, attemptsMade: 0, opts: { attempts: 5 } }) as unknown as Job;

describe('a diploma print queued before its participant asked for their account’s deletion', () => {
  it('is skipped once the request is pending, and once the account is anonymised: no diploma, the run’s item counted failed', async () => {
    const { company, people } = await closedEventWith(['Ala Uczestnik', 'Bartek Uczestnik']);
    const [ala, bartek] = people;
    const run = await stack.dataSource.transaction((manager) => db.diplomas.createDiplomaRun(manager, { companyId: company.id, action: 'generate', lang: 'pl' }));
    await db.accountDeletion.requestDeletion(stack.dataSource.manager, ala.id, new Date());
    await db.accountDeletion.requestDeletion(stack.dataSource.manager, bartek.id, new Date());
    await stack.dataSource.transaction((manager) => db.accountDeletion.anonymiseAccount(manager, bartek.id, new Date()));
    const processor = stack.workers!.get(DiplomasProcessor);

    for (const person of [ala, bartek]) {
      await expect(processor.process(renderJob({ companyId: company.id, userId: person.id, runId: null }, `render-${person.id}`))).resolves.toBe('deletion-requested');
      await expect(processor.process(renderJob({ companyId: company.id, userId: person.id, runId: run!.id }, diplomaItemJobId(run!.id, person.id)))).resolves.toBe('deletion-requested');
    }

    expect(await stack.dataSource.getRepository(Diploma).countBy({ companyId: company.id })).toBe(0);
    const [progress] = await stack.dataSource.query('SELECT done, failed, finished_at FROM diploma_run WHERE id = $1', [run!.id]);
    expect(progress).toMatchObject({ done: 0, failed: 2 });
    expect(progress.finished_at).not.toBeNull();
  });
});
