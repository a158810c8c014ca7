import type { ChildProcess } from 'node:child_process';
import { Queue } from 'bullmq';
import { QUEUES } from '@lesne/contracts';
import { redisConnection } from '@lesne/config';
import { db, Mail } from '@lesne/db';
import { eventually, startStack, type Stack } from '../../test/stack';
import { kill, spawnPart } from '../../test/processes';
import { recordingSmtp } from '../../test/smtp';

/**
 * Workers killed after the SMTP server took a mail and before they recorded it sent: SMTP cannot be
 * asked whether a mail arrived, so a new copy must not send it again (before, the job's retry did,
 * and one address got the same diploma twice, 33 s apart).
 */

let stack: Stack;
let workers: ChildProcess | undefined;
let smtp: Awaited<ReturnType<typeof recordingSmtp>>;
let mails: Queue;
beforeAll(async () => {
  stack = await startStack({ workers: false });
  // The first mail taken: the workers die before they read the 250.
  smtp = await recordingSmtp(async () => {
    if (smtp.received.length === 1) await kill(workers);
  });
  mails = new Queue(QUEUES.mail, { connection: redisConnection(stack.config.REDIS_URL), prefix: stack.config.REDIS_PREFIX });
});
afterAll(async () => {
  await kill(workers);
  await mails.close();
  await stack.close();
  await smtp.close();
});

const startWorkers = () => {
  const { DATABASE_URL, REDIS_PREFIX, REDIS_URL } = stack.config;
  workers = spawnPart('workers', { DATABASE_URL, REDIS_PREFIX, REDIS_URL, SMTP_URL: smtp.url });
};

describe('a worker killed between the SMTP server taking a mail and recording it sent', () => {
  it('leaves the mail unconfirmed, and no worker sends it again', async () => {
    const to = 'killed-after-250@example.com';
    await stack.dataSource.transaction((manager) =>
      db.mail.queueMail(manager, { to, lang: 'pl', template: 'lostPassword', params: { name: 'Ola', link: 'http://localhost:3000/x' } }, { requestId: null }),
    );
    const mail = await stack.dataSource.getRepository(Mail).findOneByOrFail({ to });
    startWorkers();
    await eventually(async () => expect(workers!.exitCode ?? workers!.signalCode).toBe('SIGKILL'), 90_000);
    expect(smtp.received).toHaveLength(1);

    // A new copy takes over the killed one's job once BullMQ finds it stalled (its lock lapses after 30 s).
    startWorkers();
    await eventually(async () => expect(await mails.getJobState(db.mail.mailJobId(mail.id))).toMatch(/^(completed|failed)$/), 120_000);
    expect(smtp.received.filter((received) => received.to.includes(to))).toHaveLength(1);
    expect((await mails.getJob(db.mail.mailJobId(mail.id)))?.returnvalue).toBe('claimed');
    const row = await stack.dataSource.getRepository(Mail).findOneByOrFail({ id: mail.id });
    expect([row.sentAt, row.sendStartedAt]).toEqual([null, expect.any(Date)]);
  }, 240_000);
});
