import type { Job } from 'bullmq';
import { QUEUES, type JobData } from '@lesne/contracts';
import { AuthCode, Mail, OutboxMessage, queueMail } from '@lesne/db';
import { OutboxSweep } from '../src/outbox/outbox-sweep';
import { MailboxStore } from '../../backend/src/dev-mailbox/mailbox.store';
import { MailProcessor } from '../src/mail/mail.processor';
import { startStack, type Stack } from '../../test/stack';

let stack: Stack;
beforeAll(async () => {
  stack = await startStack();
});
afterAll(() => stack.close());

const queueMailTo = (to: string) =>
  stack.dataSource.transaction((manager) =>
    queueMail(manager, { to, lang: 'pl', template: 'lostPassword', params: { name: 'Ala', link: 'http://localhost:3000/zapomniane-haslo?lostPasswordCode=abc' } }, { requestId: null }),
  );

describe('mail queue', () => {
  it('a mail committed to the outbox is published by the workers sweep and sent', async () => {
    await queueMailTo('swept@example.com');
    const mail = await stack.waitForMail('swept@example.com');
    expect(mail.subject).toBe('Zmiana hasła w Leśnym Wyzwaniu');
    expect(mail.text).toContain('Cześć Ala');
    expect(mail.text).toContain('/zapomniane-haslo?lostPasswordCode=abc');
    const row = await stack.dataSource.getRepository(Mail).findOneByOrFail({ to: 'swept@example.com' });
    expect(row.sentAt).toBeInstanceOf(Date);
  });

  it('a retried or duplicated job never sends the same mail twice', async () => {
    const { identifiers } = await stack.dataSource.getRepository(Mail).insert({
      to: 'once@example.com', lang: 'en', template: 'lostPassword', params: { name: 'Al', link: 'http://localhost:3000/x' },
    });
    const processor = stack.workers!.get(MailProcessor);
    const job = { name: 'mail.send', data: { mailId: identifiers[0].id } } as Job<JobData<'mail.send'>>;
    const outcomes = await Promise.all([processor.process(job), processor.process(job)]);
    expect(outcomes.sort()).toEqual(['already-sent', 'sent']);
    await expect(processor.process(job)).resolves.toBe('already-sent');
    const copies = (await stack.app.get(MailboxStore).list()).filter((mail) => mail.to.includes('once@example.com'));
    expect(copies).toHaveLength(1);
    expect(copies[0].subject).toBe('Reset your Forest Challenge password');
  });

  it('a duplicated lost-password request mails one link and keeps one code', async () => {
    const user = await stack.factory.user({ name: 'Dorota' });
    const processor = stack.workers!.get(MailProcessor);
    const job = { id: `outbox-duplicated-${user.id}`, name: 'auth.lostPasswordRequested', queueName: QUEUES.mail, data: { email: user.email, lang: 'en' } } as Job;
    const outcomes = await Promise.all([processor.process(job), processor.process(job)]);
    expect(outcomes.sort()).toEqual(['already-mailed', 'mailed']);
    await expect(processor.process(job)).resolves.toBe('already-mailed');
    const mail = await stack.waitForMail(user.email);
    expect(mail.text).toContain('Hi Dorota');
    await new Promise((resolve) => setTimeout(resolve, 1500));
    expect((await stack.app.get(MailboxStore).list()).filter((caught) => caught.to.includes(user.email))).toHaveLength(1);
    expect(await stack.dataSource.getRepository(AuthCode).countBy({ userId: user.id })).toBe(1);
  });

  it('forgets outbox rows published long ago, never recent or unpublished ones', async () => {
    const repository = stack.dataSource.getRepository(OutboxMessage);
    const old = await repository.save({ queue: 'mail', jobName: 'mail.send', payload: { mailId: 0 }, publishedAt: new Date(Date.now() - 2 * 86_400_000) });
    const recent = await repository.save({ queue: 'mail', jobName: 'mail.send', payload: { mailId: 0 }, publishedAt: null });
    await stack.workers!.get(OutboxSweep).prune(new Date(Date.now() - 86_400_000));
    expect(await repository.countBy({ id: old.id })).toBe(0);
    expect(await repository.countBy({ id: recent.id })).toBe(1);
  });
});
