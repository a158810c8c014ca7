import { getQueueToken } from '@nestjs/bullmq';
import type { Queue } from 'bullmq';
import Redis from 'ioredis';
import type { INestApplicationContext } from '@nestjs/common';
import { QUEUES, type WeeklyDigestParams } from '@lesne/contracts';
import { addDays, warsawDay, warsawMidnight } from '@lesne/domain';
import { Company, db, User } from '@lesne/db';
import { MailboxStore } from '../../backend/src/dev-mailbox/mailbox.store';
import { eventually, freePort, startStack, type Stack } from '../../test/stack';
import { OwnRedis } from '../../test/processes';
import { nextDigestMorning } from '../../test/digest-monday';
import { Clock } from '../src/clock';
import { DigestSweep } from '../src/digest/digest-sweep';
import { UnsentMailSweep } from '../src/mail/unsent-mail-sweep';
import { createWorkers } from '../src/workers.factory';

const RUN = 2;

function setClock(workers: INestApplicationContext, at: Date): void {
  jest.spyOn(workers.get(Clock), 'now').mockReturnValue(at);
}

type DigestRow = { to: string; lang: string; params: WeeklyDigestParams; dedupe_key: string; sent_at: Date | null };

async function digestsTo(stack: Stack, people: User[]): Promise<DigestRow[]> {
  return stack.dataSource.query(`SELECT "to", lang, params, dedupe_key, sent_at FROM mail WHERE template = 'weeklyDigest' AND "to" = ANY($1) ORDER BY id`, [
    people.map((person) => person.email),
  ]);
}

/** A run of today, once the workers counted it into the person's totals (which the ranking reads). */
async function addRun(stack: Stack, person: User, km: number): Promise<void> {
  await stack.as(person).post('/api/v1/activity').send({ startTime: warsawDay(new Date()), distance: km, activityType: RUN }).expect(201);
  await eventually(async () => expect((await stack.dataSource.getRepository(User).findOneByOrFail({ id: person.id })).kmSum).toBeGreaterThanOrEqual(km));
}

describe('the weekly digest', () => {
  let stack: Stack;
  const sweep = () => (stack.workers!.get(DigestSweep) as unknown as { pass: () => Promise<number> }).pass();

  beforeAll(async () => {
    stack = await startStack();
  });
  afterAll(async () => {
    jest.restoreAllMocks();
    await stack.close();
  });
  afterEach(() => jest.restoreAllMocks());

  it("is queued on Monday at 08:00 for everyone of a running event, once however many sweeps run at once, and is sent with RFC 8058's one-click unsubscribe", async () => {
    const { company, admin, participants } = await stack.factory.crew();
    const [ala, bartek] = participants;
    await addRun(stack, ala, 10);
    await addRun(stack, bartek, 20);
    const everyone = [admin, ...participants];

    setClock(stack.workers!, new Date(nextDigestMorning().getTime() - 10 * 60_000));
    await sweep();
    expect(await digestsTo(stack, everyone)).toEqual([]);

    const monday = nextDigestMorning();
    setClock(stack.workers!, monday);
    await Promise.all([sweep(), sweep(), sweep()]);
    await sweep();
    const rows = await digestsTo(stack, everyone);
    expect(rows.map((row) => row.to).sort()).toEqual(everyone.map((person) => person.email).sort());
    const aliceDigest = rows.find((row) => row.to === ala.email)!;
    expect(aliceDigest.dedupe_key).toBe(`digest:${warsawDay(monday)}:${ala.id}`);
    expect(aliceDigest.params).toMatchObject({
      kind: 'weekly',
      companyName: company.name,
      own: { weekKm: 10, km: 10, place: 2, placeBefore: null, ranked: 2 },
      admin: null,
    });
    expect(rows.find((row) => row.to === admin.email)!.params.admin).toEqual({ people: 4, activeThisWeek: 2, newThisWeek: 4, pending: 0, flagged: 0 });

    const caught = await stack.waitForMail(ala.email, /Leśnym Wyzwaniu/);
    expect(caught.text).toContain('W tym tygodniu: 10\u00a0km');
    expect(caught.html).toContain('Twoje miejsce w rankingu: 2. z 2');
    expect(caught.listUnsubscribe).toEqual({ url: aliceDigest.params.unsubscribeOneClick, post: 'List-Unsubscribe=One-Click' });

    // The mail client's one-click unsubscribe: a form post, no sign-in.
    const oneClick = new URL(caught.listUnsubscribe!.url);
    const answer = await stack.api().post(`${oneClick.pathname}${oneClick.search}`).type('form').send('List-Unsubscribe=One-Click').expect(200);
    expect(answer.body.message).toBe('Nie będziesz już dostawać cotygodniowych podsumowań. Możesz je włączyć z powrotem na stronie „Moje wyniki”.');
    expect((await stack.dataSource.getRepository(User).findOneByOrFail({ id: ala.id })).weeklyDigest).toBe(false);

    await eventually(async () => expect((await digestsTo(stack, everyone)).every((row) => row.sent_at !== null)).toBe(true), 20_000);
    const copies = (await stack.app.get(MailboxStore).list()).filter((mail) => mail.to.includes(ala.email));
    expect(copies).toHaveLength(1);

    // A week later Ala, unsubscribed, gets none; the others get the new week's.
    setClock(stack.workers!, new Date(monday.getTime() + 7 * 24 * 3600_000));
    await sweep();
    const later = (await digestsTo(stack, everyone)).slice(rows.length);
    expect(later.map((row) => row.to).sort()).toEqual([admin, bartek, participants[2]].map((person) => person.email).sort());
  }, 60_000);

  it("is one a person and week with another worker copy sweeping beside, and across a restart of the workers", async () => {
    const { admin, participants } = await stack.factory.crew();
    const everyone = [admin, ...participants];
    const monday = nextDigestMorning();
    const copy = await createWorkers({ ...stack.config, SMTP_URL: 'smtp://127.0.0.1:9' });
    try {
      await copy.get<Queue>(getQueueToken(QUEUES.digest)).pause();
      setClock(stack.workers!, monday);
      setClock(copy, monday);
      await Promise.all([sweep(), copy.get(DigestSweep).sweep(), sweep(), copy.get(DigestSweep).sweep()]);
    } finally {
      await copy.close();
    }
    const restarted = await createWorkers({ ...stack.config, SMTP_URL: 'smtp://127.0.0.1:9' });
    try {
      await restarted.get<Queue>(getQueueToken(QUEUES.digest)).pause();
      setClock(restarted, monday);
      await restarted.get(DigestSweep).sweep();
    } finally {
      await restarted.close();
    }
    await stack.workers!.get<Queue>(getQueueToken(QUEUES.digest)).resume();
    const rows = await digestsTo(stack, everyone);
    expect(rows.map((row) => row.to).sort()).toEqual(everyone.map((person) => person.email).sort());
  }, 60_000);

  it("respects a hidden ranking: participants' digests hold no place, their admin's does", async () => {
    const { admin, participants } = await stack.factory.crew({ hideRanking: true, teams: true });
    await addRun(stack, participants[0], 5);
    setClock(stack.workers!, nextDigestMorning());
    await sweep();
    const rows = await digestsTo(stack, [admin, participants[0]]);
    expect(rows.find((row) => row.to === participants[0].email)!.params.own).toMatchObject({ weekKm: 5, place: null, placeBefore: null });
    expect(rows.find((row) => row.to === admin.email)!.params.own).toMatchObject({ ranked: 1 });
  });

  it("goes to nobody when the company turned it off, and in each person's own language", async () => {
    const { admin: quietAdmin } = await stack.factory.crew({ weeklyDigest: false });
    const { participants } = await stack.factory.crew();
    await stack.dataSource.getRepository(User).update({ id: participants[1].id }, { lang: 'en' });
    setClock(stack.workers!, nextDigestMorning());
    await sweep();
    expect(await digestsTo(stack, [quietAdmin])).toEqual([]);
    const [english] = await digestsTo(stack, [participants[1]]);
    expect(english.lang).toBe('en');
    expect((await stack.waitForMail(participants[1].email, /Your week in the Forest Challenge/)).text).toContain(`Hi ${participants[1].name.split(' ')[0]},`);
  });

  it('comes once more after the close, with the final podium, from 08:00 the next day', async () => {
    const { company, participants } = await stack.factory.crew();
    await addRun(stack, participants[0], 30);
    await addRun(stack, participants[1], 10);
    const closedAt = new Date();
    await stack.dataSource.getRepository(Company).update({ id: company.id }, { closedAt });
    const nextMorning = new Date(warsawMidnight(addDays(warsawDay(closedAt), 1)).getTime() + 8 * 3600_000 + 60_000);
    setClock(stack.workers!, nextMorning);
    await sweep();
    await sweep();
    const rows = await digestsTo(stack, participants);
    expect(rows).toHaveLength(3);
    // the crew's participants are made side by side: their ids, and their mails' order, are any
    const winners = rows.find((row) => row.to === participants[0].email)!;
    expect(winners.dedupe_key).toBe(`digest:final:${company.id}:${participants[0].id}`);
    expect(winners.params).toMatchObject({ kind: 'final', podium: [{ place: 1, name: participants[0].name, trees: expect.any(Number) }, { place: 2, name: participants[1].name }] });
  });
});

describe('the weekly digest when Redis loses its data', () => {
  it('is still sent, once, and no sweep records it again', async () => {
    const redis = new OwnRedis(await freePort());
    await redis.start();
    const stack = await startStack({ env: { REDIS_URL: redis.url } });
    const flusher = new Redis(redis.url);
    try {
      const { admin, participants } = await stack.factory.crew();
      const everyone = [admin, ...participants];
      const digestQueue = stack.workers!.get<Queue>(getQueueToken(QUEUES.digest));
      await digestQueue.pause();
      setClock(stack.workers!, nextDigestMorning());
      await stack.workers!.get(DigestSweep).sweep();
      // every digest of the crew waits in Redis as its job (this file's other companies may have theirs too)
      const queued = await digestsTo(stack, everyone);
      expect(queued).toHaveLength(4);
      const mailIds: Array<{ id: number }> = await stack.dataSource.query(`SELECT id FROM mail WHERE template = 'weeklyDigest' AND "to" = ANY($1)`, [everyone.map((person) => person.email)]);
      await eventually(async () => {
        for (const { id } of mailIds) expect(await digestQueue.getJob(db.mail.mailJobId(id))).toBeTruthy();
      });
      // recorded a minute ago, when Redis loses every job (and the queue's pause)
      await stack.dataSource.query("UPDATE mail SET created_at = now() - interval '1 minute' WHERE template = 'weeklyDigest'");
      await flusher.flushall();
      await stack.workers!.get(DigestSweep).sweep();
      await stack.workers!.get(UnsentMailSweep).sweep();
      await eventually(async () => expect((await digestsTo(stack, everyone)).every((row) => row.sent_at !== null)).toBe(true), 20_000);
      expect(await digestsTo(stack, everyone)).toHaveLength(4);
      for (const person of everyone) expect((await stack.app.get(MailboxStore).list()).filter((mail) => mail.to.includes(person.email))).toHaveLength(1);
    } finally {
      jest.restoreAllMocks();
      flusher.disconnect();
      await stack.close();
      await redis.kill();
    }
  }, 90_000);
});
