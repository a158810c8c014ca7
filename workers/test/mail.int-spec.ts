import type { Job } from 'bullmq';
import { QUEUES, type JobData } from '@lesne/contracts';
import { AuthCode, db, Mail, OutboxMessage } from '@lesne/db';
import { OutboxSweep } from '../src/outbox/outbox-sweep';
import { MailboxStore } from '../../backend/src/dev-mailbox/mailbox.store';
import { MailProcessor } from '../src/mail/mail.processor';
import { MailTransport } from '../src/mail/mail.transport';
import { eventually, startStack, type Stack } from '../../test/stack';

let stack: Stack;
beforeAll(async () => {
  stack = await startStack();
});
afterAll(() => stack.close());

const queueMailTo = (to: string) =>
  stack.dataSource.transaction((manager) =>
    db.mail.queueMail(manager, { to, lang: 'pl', template: 'lostPassword', params: { name: 'Ala', link: 'http://localhost:3000/zapomniane-haslo?lostPasswordCode=abc' } }, { requestId: null }),
  );

describe('mail queue', () => {
  it('a mail committed to the outbox is published by the workers sweep and sent', async () => {
    await queueMailTo('swept@example.com');
    const mail = await stack.waitForMail('swept@example.com');
    expect(mail.subject).toBe('Zmiana hasła w Leśnym Wyzwaniu');
    expect(mail.text).toContain('Cześć Ala');
    expect(mail.text).toContain('/zapomniane-haslo?lostPasswordCode=abc');
    // recorded right after the server's 250, which the catcher gives once it has kept the mail
    await eventually(async () => expect((await stack.dataSource.getRepository(Mail).findOneByOrFail({ to: 'swept@example.com' })).sentAt).toBeInstanceOf(Date));
  });

  it('a retried or duplicated job never sends the same mail twice', async () => {
    const { identifiers } = await stack.dataSource.getRepository(Mail).insert({
      to: 'once@example.com', lang: 'en', template: 'lostPassword', params: { name: 'Al', link: 'http://localhost:3000/x' },
    });
    const processor = stack.workers!.get(MailProcessor);
    const job = { name: 'mail.send', data: { mailId: identifiers[0].id } } as Job<JobData<'mail.send'>>;
    const outcomes = await Promise.all([processor.process(job), processor.process(job)]);
    // the second finds the mail sent, or claimed by the first while it talks to the server
    expect(outcomes).toContain('sent');
    expect(outcomes.filter((outcome) => outcome !== 'sent')).toEqual([expect.stringMatching(/^(already-sent|claimed)$/)]);
    await expect(processor.process(job)).resolves.toBe('already-sent');
    const copies = (await stack.app.get(MailboxStore).list()).filter((mail) => mail.to.includes('once@example.com'));
    expect(copies).toHaveLength(1);
    expect(copies[0].subject).toBe('Reset your Forest Challenge password');
  });

  it('a mail the SMTP server refused is sent again under the same Message-ID, its row\'s own, which the dev mailbox shows', async () => {
    const { identifiers } = await stack.dataSource.getRepository(Mail).insert({
      to: 'refused-once@example.com', lang: 'pl', template: 'lostPassword', params: { name: 'Ewa', link: 'http://localhost:3000/x' },
    });
    const mailId = identifiers[0].id as number;
    const transport = stack.workers!.get(MailTransport);
    // as nodemailer reports a 451 to the message's final dot
    const refusal = Object.assign(new Error('Message failed: 451 try again later'), { code: 'EMESSAGE', command: 'DATA', responseCode: 451 });
    const send = jest.spyOn(transport, 'send').mockRejectedValueOnce(refusal);
    const processor = stack.workers!.get(MailProcessor);
    const job = { name: 'mail.send', data: { mailId } } as Job<JobData<'mail.send'>>;
    try {
      await expect(processor.process(job)).rejects.toThrow('451');
      await expect(processor.process(job)).resolves.toBe('sent');
      const row = await stack.dataSource.getRepository(Mail).findOneByOrFail({ id: mailId });
      expect(send.mock.calls.map(([mail]) => mail.messageId)).toEqual([row.messageId, row.messageId]);
    } finally {
      send.mockRestore();
    }
    const row = await stack.dataSource.getRepository(Mail).findOneByOrFail({ id: mailId });
    const [caught] = (await stack.app.get(MailboxStore).list()).filter((mail) => mail.to.includes('refused-once@example.com'));
    expect(caught.messageId).toBe(`<${row.messageId}@lesnewyzwanie.pl>`);
    const page = await stack.api().get('/dev/mailbox').expect(200);
    expect(page.text).toContain(`Message-ID &lt;${row.messageId}@lesnewyzwanie.pl&gt;`);
  });

  it('a send cut off after the connection opened leaves the mail unconfirmed: no retry, job or sweep sends it again', async () => {
    const { identifiers } = await stack.dataSource.getRepository(Mail).insert({
      to: 'cut-off@example.com', lang: 'pl', template: 'lostPassword', params: { name: 'Iza', link: 'http://localhost:3000/x' },
    });
    const mailId = identifiers[0].id as number;
    const transport = stack.workers!.get(MailTransport);
    // as nodemailer reports a connection closed while it waited for the final dot's answer
    const cutOff = Object.assign(new Error('Connection closed unexpectedly'), { code: 'ECONNECTION', command: 'CONN' });
    const send = jest.spyOn(transport, 'send').mockRejectedValueOnce(cutOff);
    const processor = stack.workers!.get(MailProcessor);
    const job = { name: 'mail.send', data: { mailId } } as Job<JobData<'mail.send'>>;
    try {
      await expect(processor.process(job)).resolves.toBe('unconfirmed');
      await expect(processor.process(job)).resolves.toBe('claimed');
      expect(send).toHaveBeenCalledTimes(1);
    } finally {
      send.mockRestore();
    }
    const row = await stack.dataSource.getRepository(Mail).findOneByOrFail({ id: mailId });
    expect([row.sentAt, row.sendStartedAt]).toEqual([null, expect.any(Date)]);
    const swept = (await db.mail.unsentMails(stack.dataSource, { after: new Date(Date.now() - 60_000), before: new Date(Date.now() + 60_000) }, 1000)).map((mail) => mail.id);
    expect(swept).not.toContain(mailId);
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
