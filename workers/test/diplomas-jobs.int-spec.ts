import type { Job } from 'bullmq';
import { getQueueToken } from '@nestjs/bullmq';
import type { Queue } from 'bullmq';
import { IsNull } from 'typeorm';
import { QUEUES, type JobName } from '@lesne/contracts';
import { addDays, warsawDay } from '@lesne/domain';
import { db, Diploma, Mail, User } from '@lesne/db';
import { DiplomasProcessor } from '../src/diplomas/diplomas.processor';
import { diplomaItemJobId, DiplomaRuns } from '../src/diplomas/diploma-runs';
import { LostDiplomaRunsSweep } from '../src/diplomas/lost-diploma-runs-sweep';
import { eventually, startStack, type Stack } from '../../test/stack';

/** Jobs of the diplomas queue run twice, as a retry after a crash or a duplicate does: the second changes nothing. */

let stack: Stack;
beforeAll(async () => {
  stack = await startStack();
});
afterAll(() => stack.close());

const today = () => warsawDay(new Date());

async function closedEventWith(trees: number[]) {
  const company = await stack.factory.company({ dateFrom: addDays(today(), -30), dateTo: addDays(today(), -1), closedAt: new Date(), orderPaid: true, treeSum: 1000 });
  const people = await Promise.all(trees.map((treeSum, index) => stack.factory.user({ company, name: `Osoba ${index}` })));
  await Promise.all(people.map((person, index) => stack.dataSource.getRepository(User).update({ id: person.id }, { treeSum: trees[index], kmSum: trees[index] * 5 })));
  return { company, people };
}

/** A job as BullMQ hands it to the processor, on its last attempt. */
const jobOf = (name: JobName, data: object, id: string) => ({ id, name, data, queueName: QUEUES.diplomas, attemptsMade: 4, opts: { attempts: 5 } }) as unknown as Job;

describe('diploma jobs run twice', () => {
  it('a run\'s render job retried after it committed prints no second diploma', async () => {
    const { company, people } = await closedEventWith([3]);
    // No job of the run is queued: the test plays the workers' part by hand.
    const run = await stack.dataSource.transaction((manager) => db.diplomas.createDiplomaRun(manager, { companyId: company.id, action: 'generate', lang: 'en' }));
    const job = jobOf('diplomas.render', { companyId: company.id, userId: people[0].id, lang: 'en', runId: run!.id }, diplomaItemJobId(run!.id, people[0].id));
    const processor = stack.workers!.get(DiplomasProcessor);
    const outcomes = await Promise.all([processor.process(job), processor.process(job)]);
    expect(outcomes.sort()).toEqual(['already-done', 'printed']);
    await expect(processor.process(job)).resolves.toBe('already-done');
    expect(await stack.dataSource.getRepository(Diploma).countBy({ userId: people[0].id })).toBe(1);
    const [progress] = await stack.dataSource.query('SELECT done, failed, finished_at FROM diploma_run WHERE id = $1', [run!.id]);
    expect(progress).toMatchObject({ done: 1, failed: 0 });
    expect(progress.finished_at).not.toBeNull();
  });

  it('a single print\'s job retried after it committed prints no second diploma, while the admin\'s next request prints a new one', async () => {
    const { company, people } = await closedEventWith([3]);
    const userId = people[0].id;
    const processor = stack.workers!.get(DiplomasProcessor);
    const single = (jobId: string) => jobOf('diplomas.render', { companyId: company.id, userId, lang: 'pl', runId: null }, jobId);
    await expect(processor.process(single(`outbox-single-${userId}`))).resolves.toBe('printed');
    await expect(processor.process(single(`outbox-single-${userId}`))).resolves.toBe('already-done');
    const diplomas = stack.dataSource.getRepository(Diploma);
    expect(await diplomas.countBy({ userId })).toBe(1);
    // Two copies of one job at once (a stalled job handed to another worker): one diploma still.
    const copies = await Promise.allSettled([processor.process(single(`outbox-again-${userId}`)), processor.process(single(`outbox-again-${userId}`))]);
    await processor.process(single(`outbox-again-${userId}`));
    expect(copies.filter((copy) => copy.status === 'fulfilled' && copy.value === 'printed')).toHaveLength(1);
    expect(await diplomas.countBy({ userId })).toBe(2);
    expect(await diplomas.countBy({ userId, replacedAt: IsNull() })).toBe(1);
  });

  it('a send job retried queues no second mail, and a participant below one tree fails their item', async () => {
    const { company, people } = await closedEventWith([3, 0.5]);
    const processor = stack.workers!.get(DiplomasProcessor);
    await processor.process(jobOf('diplomas.render', { companyId: company.id, userId: people[0].id, lang: 'pl', runId: null }, `render-${people[0].id}`));
    const run = await stack.dataSource.transaction((manager) => db.diplomas.createDiplomaRun(manager, { companyId: company.id, action: 'send', lang: 'pl' }));
    const send = jobOf('diplomas.send', { companyId: company.id, userId: people[0].id, lang: 'pl', runId: run!.id }, diplomaItemJobId(run!.id, people[0].id));
    const outcomes = await Promise.all([processor.process(send), processor.process(send)]);
    expect(outcomes.sort()).toEqual(['already-done', 'queued']);
    await stack.waitForMail(people[0].email);
    await eventually(async () => {
      const diploma = await stack.dataSource.getRepository(Diploma).findOneByOrFail({ userId: people[0].id });
      expect(diploma.emailSentAt).toBeInstanceOf(Date);
    });
    expect(await stack.dataSource.getRepository(Mail).countBy({ to: people[0].email })).toBe(1);

    const render = jobOf('diplomas.render', { companyId: company.id, userId: people[1].id, lang: 'pl', runId: null }, `render-${people[1].id}`);
    await expect(processor.process(render)).resolves.toBe('not-eligible');
    expect(await stack.dataSource.getRepository(Diploma).countBy({ userId: people[1].id })).toBe(0);
  });

  it('a duplicated bulk job adds no second child job', async () => {
    const { company, people } = await closedEventWith([2, 3]);
    const queue = stack.workers!.get<Queue>(getQueueToken(QUEUES.diplomas));
    const run = await stack.dataSource.transaction((manager) => db.diplomas.createDiplomaRun(manager, { companyId: company.id, action: 'generate', lang: 'pl' }));
    await queue.pause();
    try {
      const processor = stack.workers!.get(DiplomasProcessor);
      const bulk = jobOf('diplomas.bulk', { runId: run!.id }, `bulk-${run!.id}`);
      await processor.process(bulk);
      await processor.process(bulk);
      const children = (await queue.getJobs(['waiting', 'paused'])).filter((job) => job.data.runId === run!.id);
      expect(children.map((job) => job.id).sort()).toEqual(people.map((person) => diplomaItemJobId(run!.id, person.id)).sort());
    } finally {
      await queue.resume();
    }
    await eventually(async () => {
      const [progress] = await stack.dataSource.query('SELECT done, finished_at FROM diploma_run WHERE id = $1', [run!.id]);
      expect(progress.done).toBe(2);
      expect(progress.finished_at).not.toBeNull();
    }, 20_000);
  });
});

/** Settles a run's items as committed work does, with no finish step after: a worker killed between the two. */
async function settledWithoutFinish(people: Array<{ id: number }>, runId: number) {
  await stack.dataSource.query("UPDATE diploma_run_item SET state = 'done' WHERE run_id = $1 AND user_id = $2", [runId, people[0].id]);
  await stack.dataSource.query("UPDATE diploma_run_item SET state = 'failed' WHERE run_id = $1 AND user_id = ANY($2::int[])", [runId, people.slice(1).map((person) => person.id)]);
  const [run] = await stack.dataSource.query('SELECT done, failed, finished_at FROM diploma_run WHERE id = $1', [runId]);
  expect(run.finished_at).toBeNull();
}

/** How many statements set the run's finished_at (a trigger logs each). */
async function finishesOf(runId: number): Promise<number> {
  const [{ count }] = await stack.dataSource.query('SELECT COUNT(*)::int AS count FROM test_run_finish WHERE run_id = $1', [runId]);
  return count;
}

describe('finishing a run', () => {
  beforeAll(async () => {
    await stack.dataSource.query('CREATE TABLE test_run_finish (run_id int NOT NULL)');
    await stack.dataSource.query(`CREATE FUNCTION test_log_run_finish() RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN INSERT INTO test_run_finish VALUES (NEW.id); RETURN NEW; END $$`);
    await stack.dataSource.query(`CREATE TRIGGER test_run_finish AFTER UPDATE OF finished_at ON diploma_run
      FOR EACH ROW WHEN (NEW.finished_at IS NOT NULL) EXECUTE FUNCTION test_log_run_finish()`);
  });

  it('a run whose items all settled without its finish step is finished by its next bulk job, with its counts', async () => {
    const { company, people } = await closedEventWith([2, 3, 4]);
    const run = await stack.dataSource.transaction((manager) => db.diplomas.createDiplomaRun(manager, { companyId: company.id, action: 'generate', lang: 'pl' }));
    await settledWithoutFinish(people, run!.id);
    await expect(stack.workers!.get(DiplomasProcessor).process(jobOf('diplomas.bulk', { runId: run!.id }, `bulk-${run!.id}`))).resolves.toBe(0);
    const [finished] = await stack.dataSource.query('SELECT done, failed, finished_at FROM diploma_run WHERE id = $1', [run!.id]);
    expect(finished).toMatchObject({ done: 1, failed: 2 });
    expect(finished.finished_at).not.toBeNull();
    expect(await finishesOf(run!.id)).toBe(1);
  });

  it('a run whose items all settled without its finish step is finished by the lost-runs sweep', async () => {
    const { company, people } = await closedEventWith([2, 3]);
    const run = await stack.dataSource.transaction((manager) => db.diplomas.createDiplomaRun(manager, { companyId: company.id, action: 'generate', lang: 'en' }));
    await settledWithoutFinish(people, run!.id);
    await stack.dataSource.query("UPDATE diploma_run SET created_at = now() - interval '5 minutes' WHERE id = $1", [run!.id]);
    expect(await stack.workers!.get(LostDiplomaRunsSweep).sweep()).toBe(1);
    await eventually(async () => {
      const [finished] = await stack.dataSource.query('SELECT done, failed, finished_at FROM diploma_run WHERE id = $1', [run!.id]);
      expect(finished).toMatchObject({ done: 1, failed: 1 });
      expect(finished.finished_at).not.toBeNull();
    }, 20_000);
    expect(await finishesOf(run!.id)).toBe(1);
  });

  it('two items finishing at once finish the run once', async () => {
    const { company, people } = await closedEventWith([2, 3]);
    const run = await stack.dataSource.transaction((manager) => db.diplomas.createDiplomaRun(manager, { companyId: company.id, action: 'generate', lang: 'en' }));
    const processor = stack.workers!.get(DiplomasProcessor);
    const render = (userId: number) => processor.process(jobOf('diplomas.render', { companyId: company.id, userId, lang: 'en', runId: run!.id }, diplomaItemJobId(run!.id, userId)));
    await expect(Promise.all(people.map((person) => render(person.id)))).resolves.toEqual(['printed', 'printed']);
    // Every later settling of the finished run, even many at once, finishes nothing more.
    const runs = stack.workers!.get(DiplomaRuns);
    await Promise.all(Array.from({ length: 6 }, () => runs.settle(run!.id)));
    const [finished] = await stack.dataSource.query('SELECT done, failed, finished_at FROM diploma_run WHERE id = $1', [run!.id]);
    expect(finished).toMatchObject({ done: 2, failed: 0 });
    expect(finished.finished_at).not.toBeNull();
    expect(await finishesOf(run!.id)).toBe(1);
  });

  it('many settlings at once of a run whose items all settled finish it once', async () => {
    const { company, people } = await closedEventWith([2, 3, 5]);
    const run = await stack.dataSource.transaction((manager) => db.diplomas.createDiplomaRun(manager, { companyId: company.id, action: 'generate', lang: 'en' }));
    await settledWithoutFinish(people, run!.id);
    const runs = stack.workers!.get(DiplomaRuns);
    await Promise.all(Array.from({ length: 8 }, () => runs.settle(run!.id)));
    expect(await finishesOf(run!.id)).toBe(1);
  });
});

describe('LostDiplomaRunsSweep', () => {
  /** The bulk jobs queued for the run. */
  const bulkJobsOf = async (runId: number) =>
    (await stack.workers!.get<Queue>(getQueueToken(QUEUES.diplomas)).getJobs()).filter((job) => job?.name === 'diplomas.bulk' && job.data.runId === runId);

  it('queues again the bulk job of an unfinished run whose jobs Redis lost, and leaves a young one to the outbox', async () => {
    const { company, people } = await closedEventWith([2, 4]);
    // A run whose outbox row was published long ago and whose jobs Redis no longer has.
    const run = await stack.dataSource.transaction((manager) => db.diplomas.createDiplomaRun(manager, { companyId: company.id, action: 'generate', lang: 'pl' }));
    const sweep = stack.workers!.get(LostDiplomaRunsSweep);
    await sweep.sweep();
    expect(await bulkJobsOf(run!.id)).toHaveLength(0);
    await stack.dataSource.query("UPDATE diploma_run SET created_at = now() - interval '5 minutes' WHERE id = $1", [run!.id]);
    expect(await sweep.sweep()).toBe(1);
    await eventually(async () => {
      const [progress] = await stack.dataSource.query('SELECT done, finished_at FROM diploma_run WHERE id = $1', [run!.id]);
      expect(progress.done).toBe(2);
      expect(progress.finished_at).not.toBeNull();
    }, 20_000);
    expect(await stack.dataSource.getRepository(Diploma).countBy({ companyId: company.id })).toBe(people.length);
    await sweep.sweep();
    expect(await bulkJobsOf(run!.id)).toHaveLength(1);
  });
});
