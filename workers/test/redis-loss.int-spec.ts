import { getQueueToken } from '@nestjs/bullmq';
import type { Queue } from 'bullmq';
import Redis from 'ioredis';
import { QUEUES } from '@lesne/contracts';
import { addDays, warsawDay } from '@lesne/domain';
import { Company, db, Mail } from '@lesne/db';
import { MailboxStore } from '../../backend/src/dev-mailbox/mailbox.store';
import { eventually, freePort, startStack } from '../../test/stack';
import { OwnRedis } from '../../test/processes';

/** The safety nets run every 15 s; a minute is what the product promises. */
const HANDLED_WITHIN_MS = 25_000;

describe('Redis losing its data', () => {
  it('a queued mail is still sent once and an ended event still closes', async () => {
    const redis = new OwnRedis(await freePort());
    await redis.start();
    const stack = await startStack({ env: { REDIS_URL: redis.url } });
    const flusher = new Redis(redis.url);
    try {
      const events = stack.workers!.get<Queue>(getQueueToken(QUEUES.events));
      // The close that runs at start has run, so only the schedule could close the event below.
      await eventually(async () => expect(await events.getJobCountByTypes('completed')).toBeGreaterThan(0));
      const ended = await stack.factory.company({ dateFrom: addDays(warsawDay(new Date()), -10), dateTo: addDays(warsawDay(new Date()), -1) });

      // A mail whose job is in Redis, published by the outbox, not yet taken by a worker (the queue
      // is paused, a pause Redis forgets too)...
      const mails = stack.workers!.get<Queue>(getQueueToken(QUEUES.mail));
      await mails.pause();
      await stack.dataSource.transaction((manager) =>
        db.mail.queueMail(manager, { to: 'wiped@example.com', lang: 'pl', template: 'lostPassword', params: { name: 'Ala', link: 'http://localhost:3000/x' } }, { requestId: null }),
      );
      const mail = await stack.dataSource.getRepository(Mail).findOneByOrFail({ to: 'wiped@example.com' });
      await eventually(async () => {
        const [published] = await stack.dataSource.query("SELECT published_at FROM outbox_message WHERE payload->>'mailId' = $1", [String(mail.id)]);
        expect(published?.published_at).toBeTruthy();
      });
      expect(await mails.getJobState(db.mail.mailJobId(mail.id))).toMatch(/^(waiting|paused)$/);
      // ...recorded a minute ago, when Redis loses everything.
      await stack.dataSource.query("UPDATE mail SET created_at = now() - interval '1 minute' WHERE id = $1", [mail.id]);
      await flusher.flushall();

      const outcomes = await Promise.allSettled([
        eventually(async () => {
          const row = await stack.dataSource.getRepository(Mail).findOneByOrFail({ id: mail.id });
          expect(row.sentAt).toBeInstanceOf(Date);
        }, HANDLED_WITHIN_MS),
        eventually(async () => {
          const company = await stack.dataSource.getRepository(Company).findOneByOrFail({ id: ended.id });
          expect(company.closedAt).toBeInstanceOf(Date);
        }, HANDLED_WITHIN_MS),
      ]);
      const [mailSent, eventClosed] = outcomes.map((outcome) => outcome.status === 'fulfilled');
      expect({ mailSent, eventClosed }).toEqual({ mailSent: true, eventClosed: true });
      // Sent once, however many passes saw it unsent.
      await new Promise((resolve) => setTimeout(resolve, 1000));
      const copies = (await stack.app.get(MailboxStore).list()).filter((caught) => caught.to.includes('wiped@example.com'));
      expect(copies).toHaveLength(1);
    } finally {
      flusher.disconnect();
      await stack.close();
      await redis.kill();
    }
  }, 90_000);
});
