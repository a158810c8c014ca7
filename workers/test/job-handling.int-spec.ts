import type { INestApplicationContext } from '@nestjs/common';
import { getQueueToken } from '@nestjs/bullmq';
import type { Job, Queue } from 'bullmq';
import { DataSource } from 'typeorm';
import { QUEUES } from '@lesne/contracts';
import { warsawDay } from '@lesne/domain';
import { JOB_OPTIONS, Mail, OutboxMessage } from '@lesne/db';
import { createWorkers } from '../src/workers.factory';
import { eventually, startStack, type Stack } from '../../test/stack';

/** The workers' log lines, as JSON, in the order they were written. */
const lines: Array<Record<string, unknown>> = [];
let stack: Stack;
let workers: INestApplicationContext;

beforeAll(async () => {
  stack = await startStack({ workers: false });
  // Mails here are sent already or never: no SMTP server is reached.
  const config = { ...stack.config, LOG_LEVEL: 'debug' as const, SMTP_URL: 'smtp://127.0.0.1:9' };
  workers = await createWorkers(config, { logTo: { write: (line: string) => void lines.push(JSON.parse(line)) } });
});
afterAll(async () => {
  await workers.close();
  await stack.close();
});

const mailQueue = () => workers.get<Queue>(getQueueToken(QUEUES.mail));

async function settled(job: Job): Promise<Job> {
  return eventually(async () => {
    const now = (await mailQueue().getJob(job.id!))!;
    expect(now.finishedOn).toBeDefined();
    return now;
  });
}

describe('job handling', () => {
  it('parks a malformed payload in the failed set after one attempt, with a log line saying why', async () => {
    const job = await mailQueue().add('mail.send', { mailId: 'x' } as never, { ...JOB_OPTIONS, jobId: 'malformed-mail' });
    const failed = await settled(job);
    expect(await failed.getState()).toBe('failed');
    expect(failed.attemptsMade).toBe(1);
    const line = lines.find((logged) => logged.jobId === 'malformed-mail' && logged.level === 50);
    expect(line).toMatchObject({ job: 'mail.send', queue: QUEUES.mail, msg: 'malformed payload: parked in the failed set', parkedJobs: expect.any(Number) });
    expect(line?.issues).toEqual([expect.objectContaining({ path: ['mailId'] })]);
  });

  it('still runs a well-formed job', async () => {
    const { identifiers } = await stack.dataSource.getRepository(Mail).insert({
      to: 'sent@example.com', lang: 'pl', template: 'lostPassword', params: { name: 'Ala', link: 'http://localhost:3000/x' }, sentAt: new Date(),
    });
    const job = await mailQueue().add('mail.send', { mailId: identifiers[0].id as number }, { ...JOB_OPTIONS, jobId: 'well-formed-mail' });
    const done = await settled(job);
    expect(await done.getState()).toBe('completed');
    expect(done.returnvalue).toBe('already-sent');
  });

  it('carries the id of the request that posted a result into the outbox row and the log lines of its job', async () => {
    const { participants } = await stack.factory.crew();
    await stack
      .as(participants[0])
      .post('/api/v1/activity')
      .set('X-Request-Id', 'abc-123')
      .send({ startTime: warsawDay(new Date()), distance: 5, activityType: 2 })
      .expect(201);
    const row = await stack.dataSource.getRepository(OutboxMessage).findOneByOrFail({ requestId: 'abc-123' });
    expect(row.jobName).toBe('activity.changed');
    await eventually(async () =>
      expect(lines).toContainEqual(expect.objectContaining({ reqId: 'abc-123', jobId: `outbox-${row.id}`, job: 'activity.changed', msg: 'handled' })),
    );
  });

  it('carries the id of a lost-password request into its job and into the job of the mail it queues', async () => {
    const user = await stack.factory.user();
    await stack.api().post('/api/v1/auth/lost-password').set('X-Request-Id', 'lost-456').send({ email: user.email }).expect(200);
    await eventually(async () => {
      const jobs = await stack.dataSource.getRepository(OutboxMessage).find({ where: { requestId: 'lost-456' }, order: { id: 'ASC' } });
      expect(jobs.map((job) => job.jobName)).toEqual(['auth.lostPasswordRequested', 'mail.send']);
      expect(lines).toContainEqual(expect.objectContaining({ reqId: 'lost-456', jobId: `outbox-${jobs[0].id}`, job: 'auth.lostPasswordRequested', msg: 'handled' }));
    });
  });

  it("runs the jobs' statements with a statement timeout of a minute and a lock timeout of 30 s", async () => {
    const dataSource = workers.get(DataSource);
    const [[statement], [lock]] = await Promise.all([dataSource.query('SHOW statement_timeout'), dataSource.query('SHOW lock_timeout')]);
    expect({ ...statement, ...lock }).toEqual({ statement_timeout: '1min', lock_timeout: '30s' });
  });
});
