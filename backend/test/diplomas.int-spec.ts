import type { DiplomaListResponse, DiplomaRow, DiplomaRunProgress } from '@lesne/contracts';
import { Diploma, Mail, User, type Company } from '@lesne/db';
import { addDays, warsawDay } from '@lesne/domain';
import { MailboxStore } from '../src/dev-mailbox/mailbox.store';
import { eventually, liveClient, startStack, type Stack } from '../../test/stack';

let stack: Stack;
beforeAll(async () => {
  stack = await startStack({ listen: true });
});
afterAll(() => stack.close());

const today = () => warsawDay(new Date());

/** A closed, paid event of 1000 trees (diplomas available) unless overridden, its admin and three participants. */
const closedEvent = (overrides: Partial<Company> = {}) =>
  stack.factory.crew({ dateFrom: addDays(today(), -30), dateTo: addDays(today(), -1), closedAt: new Date(), orderPaid: true, treeSum: 1000, ...overrides });

/** The participants' totals as the workers would have kept them. */
async function giveTrees(user: User, treeSum: number): Promise<void> {
  await stack.dataSource.getRepository(User).update({ id: user.id }, { treeSum, kmSum: treeSum * 5 });
}

const list = async (admin: User, query = ''): Promise<DiplomaListResponse> => (await stack.as(admin).get(`/api/v1/diplomas${query}`).expect(200)).body;
const rowOf = async (admin: User, user: User): Promise<DiplomaRow> => {
  const row = (await list(admin, '?perpage=100')).items.find((item) => item.user_id === user.id);
  if (!row) throw new Error(`user ${user.id} is not in the diploma list`);
  return row;
};
const generate = (admin: User, user: User, lang = 'pl') => stack.as(admin).post('/api/v1/diplomas').send({ user_id: user.id, lang });
const sendMail = (admin: User, user: User) => stack.as(admin).post('/api/v1/diplomas/sendEmail').send({ user_id: user.id, lang: 'pl' });
const bulk = (admin: User, action: 'generate' | 'send') => stack.as(admin).post('/api/v1/diplomas/bulk').send({ action, lang: 'pl' });
const currentDiplomas = (userIds: number[]) =>
  stack.dataSource.getRepository(Diploma).createQueryBuilder('d').where('d.user_id IN (:...userIds) AND d.replaced_at IS NULL', { userIds }).getMany();
const allDiplomas = (companyId: number) => stack.dataSource.getRepository(Diploma).countBy({ companyId });
const printed = (admin: User, user: User) => eventually(async () => expect((await rowOf(admin, user)).diplom).not.toBeNull(), 20_000);

async function finishedRun(admin: User, action: 'generate' | 'send'): Promise<DiplomaRunProgress> {
  return eventually(async () => {
    const run = (await stack.as(admin).get('/api/v1/diplomas/runs').expect(200)).body[action] as DiplomaRunProgress;
    expect(run.finished).toBe(true);
    return run;
  }, 30_000);
}

describe('eligibility (docs/product.md#diplomas) through the API', () => {
  it('opens diplomas at exactly 1000 trees and not at 999.99', async () => {
    const enough = await closedEvent({ treeSum: 1000 });
    expect((await list(enough.admin)).unavailable).toBeNull();
    const short = await closedEvent({ treeSum: 999.99 });
    await giveTrees(short.participants[0], 10);
    const answer = await list(short.admin);
    expect(answer).toMatchObject({ unavailable: 'tooFewTrees', items: [], itemsTotal: 0, toGenerate: 0, toSend: 0 });
    const refused = await generate(short.admin, short.participants[0]).expect(409);
    expect(refused.body.message).toBe('Dyplomy są dostępne dla zakończonych i opłaconych wydarzeń z co najmniej 1000 drzew. To wydarzenie ma mniej drzew.');
  });

  it('refuses an unpaid event and one not closed, in the caller\'s language', async () => {
    const unpaid = await closedEvent({ orderPaid: false });
    await giveTrees(unpaid.participants[0], 10);
    expect((await list(unpaid.admin)).unavailable).toBe('notPaid');
    const english = await generate(unpaid.admin, unpaid.participants[0]).set('Accept-Language', 'en').expect(409);
    expect(english.body.message).toBe('Diplomas are available for finished, paid events with at least 1000 trees. This event has not been paid for.');
    const running = await closedEvent({ closedAt: null, dateTo: addDays(today(), 5) });
    await giveTrees(running.participants[0], 10);
    expect((await list(running.admin)).unavailable).toBe('notClosed');
    await bulk(running.admin, 'generate').expect(409);
    expect(await allDiplomas(running.company.id)).toBe(0);
  });

  it('refuses a participant with 0.99 trees and prints one with 1', async () => {
    const { admin, participants } = await closedEvent();
    await giveTrees(participants[0], 0.99);
    await giveTrees(participants[1], 1);
    expect((await rowOf(admin, participants[0])).treesOnDiploma).toBe(0);
    const refused = await generate(admin, participants[0]).expect(409);
    expect(refused.body.message).toBe('Ten uczestnik nie ma ani jednego pełnego drzewa, więc nie może otrzymać dyplomu.');
    await generate(admin, participants[1]).expect(202);
    await printed(admin, participants[1]);
    expect((await rowOf(admin, participants[1])).treesOnDiploma).toBe(1);
    expect(await currentDiplomas([participants[0].id])).toHaveLength(0);
  });
});

describe('GET /diplomas', () => {
  it('answers the diploma rows by name, searched by name or e-mail from 3 characters, paged', async () => {
    const { admin, participants } = await closedEvent();
    await giveTrees(participants[1], 12.75);
    const answer = await list(admin);
    expect(answer).toMatchObject({ itemsTotal: 4, pageTotal: 1, curPage: 1, unavailable: null, toGenerate: 1, toSend: 0 });
    expect(answer.items.map((row) => row._user.name)).toEqual(['Adam Admin', 'Ala Uczestnik', 'Bartek Uczestnik', 'Celina Uczestnik']);
    expect(answer.items[2]).toEqual({
      user_id: participants[1].id,
      _user: { name: 'Bartek Uczestnik', email: participants[1].email, diplomaName: 'Bartek Uczestnik' },
      treeSum: 12.75,
      treesOnDiploma: 12,
      diplom: null,
      emailSentDate: null,
      sendAvailableAt: null,
    });
    expect((await list(admin, '?search=bart')).items.map((row) => row.user_id)).toEqual([participants[1].id]);
    expect((await list(admin, `?search=${encodeURIComponent(participants[2].email)}`)).items.map((row) => row.user_id)).toEqual([participants[2].id]);
    expect((await list(admin, '?search=ba')).itemsTotal).toBe(4);
    expect((await list(admin, '?search=%25%25%25')).itemsTotal).toBe(0);
    expect(await list(admin, '?perpage=10&page=2')).toMatchObject({ items: [], itemsTotal: 4, curPage: 2 });
    await stack.as(admin).get('/api/v1/diplomas?perpage=7').expect(400);
  });

  it('keeps companies apart: another company\'s participant is 404, and a participant may not look', async () => {
    const ours = await closedEvent();
    const theirs = await closedEvent();
    await giveTrees(ours.participants[0], 5);
    expect((await list(theirs.admin)).items.map((row) => row.user_id)).not.toContain(ours.participants[0].id);
    await generate(theirs.admin, ours.participants[0]).expect(404);
    await sendMail(theirs.admin, ours.participants[0]).expect(404);
    await stack.as(theirs.admin).patch('/api/v1/user/diplomaName').send({ user_id: ours.participants[0].id, name: 'Obcy' }).expect(404);
    await stack.as(ours.participants[0]).get('/api/v1/diplomas').expect(403);
    await stack.as(ours.participants[0]).post('/api/v1/diplomas/bulk').send({ action: 'generate', lang: 'pl' }).expect(403);
    expect(await currentDiplomas([ours.participants[0].id])).toHaveLength(0);
    const platformAdmin = await stack.factory.user({ role: 'admin', company: null });
    await stack.as(platformAdmin).get('/api/v1/diplomas').expect(404);
    const seen = (await stack.as(ours.admin, { actingAdmin: platformAdmin }).get('/api/v1/diplomas').expect(200)).body as DiplomaListResponse;
    expect(seen.items.map((row) => row.user_id)).toContain(ours.participants[0].id);
  });
});

describe('one diploma', () => {
  it('generates a PDF served at its link, and the name edit trims and invalidates it', async () => {
    const { admin, participants } = await closedEvent();
    const [ala] = participants;
    await giveTrees(ala, 7.5);
    await stack.as(admin).patch('/api/v1/user/diplomaName').send({ user_id: ala.id, name: '  Łucja Żak  ' }).expect(200);
    await generate(admin, ala).expect(202);
    await printed(admin, ala);
    const row = await rowOf(admin, ala);
    expect(row._user.diplomaName).toBe('Łucja Żak');
    const pdf = await stack.api().get(row.diplom!).buffer(true).parse((response, done) => {
      const chunks: Buffer[] = [];
      response.on('data', (chunk: Buffer) => chunks.push(chunk));
      response.on('end', () => done(null, Buffer.concat(chunks)));
    }).expect(200);
    expect(pdf.headers['content-type']).toBe('application/pdf');
    expect(pdf.headers['content-disposition']).toBe('inline; filename="dyplom-lucja-zak.pdf"');
    expect(pdf.headers['cache-control']).toMatch(/^private/);
    expect((pdf.body as Buffer).subarray(0, 4).toString()).toBe('%PDF');
    const [stored] = await currentDiplomas([ala.id]);
    // trees, no km: a participant's km come partly from Strava, which lets only their owner see them
    expect(stored).toMatchObject({ name: 'Łucja Żak', trees: 7, km: null, lang: 'pl' });
    expect(stored.verificationCode).toMatch(/^[0-9A-Z]{4}-[0-9A-Z]{4}-[0-9A-Z]{4}$/);

    // The same name again changes nothing; another one takes the PDF away and asks to generate again.
    await stack.as(admin).patch('/api/v1/user/diplomaName').send({ user_id: ala.id, name: 'Łucja Żak ' }).expect(200);
    expect((await rowOf(admin, ala)).diplom).toBe(row.diplom);
    const saved = await stack.as(admin).patch('/api/v1/user/diplomaName').send({ user_id: ala.id, name: ' Łucja Żak-Nowak ' }).expect(200);
    expect(saved.body.message).toBe('Nazwa na dyplomie została zapisana!');
    expect(await rowOf(admin, ala)).toMatchObject({ diplom: null, _user: { diplomaName: 'Łucja Żak-Nowak' } });
    expect((await list(admin)).toGenerate).toBe(1);
    await stack.as(admin).patch('/api/v1/user/diplomaName').send({ user_id: ala.id, name: '   ' }).expect(400);
  });

  it('refuses a name that would not read as written (a bidirectional override, a control character), as the participant’s own name', async () => {
    const { admin, participants } = await closedEvent();
    const [ala] = participants;
    for (const name of ['Ala \u202Ekaz\u202C', 'Ala\u2066 Nowak\u2069', 'Ala\u200F', 'Ala\tNowak']) {
      const refused = await stack.as(admin).patch('/api/v1/user/diplomaName').set('Accept-Language', 'en').send({ user_id: ala.id, name }).expect(400);
      expect(refused.body.fields.name).toBe('The text contains characters that are not allowed.');
      await stack.as(ala).patch('/api/v1/user').send({ name }).expect(400);
    }
    expect(await stack.dataSource.query('SELECT name, diploma_name FROM app_user WHERE id = $1', [ala.id])).toEqual([{ name: 'Ala Uczestnik', diploma_name: null }]);
    await stack.as(admin).patch('/api/v1/user/diplomaName').send({ user_id: ala.id, name: 'محمد Ala' }).expect(200);
  });

  it('replaces a diploma printed with the participant\'s own name when they rename themselves, not one with a diploma name', async () => {
    const { admin, participants } = await closedEvent();
    const [ala, bartek] = participants;
    await giveTrees(ala, 2);
    await giveTrees(bartek, 2);
    await stack.as(admin).patch('/api/v1/user/diplomaName').send({ user_id: bartek.id, name: 'Bartłomiej' }).expect(200);
    await generate(admin, ala).expect(202);
    await generate(admin, bartek).expect(202);
    await printed(admin, ala);
    await printed(admin, bartek);
    await stack.as(ala).patch('/api/v1/user').send({ name: 'Alicja Uczestnik' }).expect(200);
    await stack.as(bartek).patch('/api/v1/user').send({ name: 'Bartek Nowy' }).expect(200);
    expect(await rowOf(admin, ala)).toMatchObject({ diplom: null, _user: { diplomaName: 'Alicja Uczestnik' } });
    expect((await rowOf(admin, bartek)).diplom).not.toBeNull();
  });

  it('answers 404 for an unknown or malformed document token', async () => {
    await stack.api().get(`/api/v1/documents/${'A'.repeat(43)}`).expect(404);
    const malformed = await stack.api().get('/api/v1/documents/..%2F..%2Fetc').set('Accept-Language', 'en').expect(404);
    expect(malformed.body.message).toBe('Document not found.');
  });

  it('mails the current diploma once asked, sets its sent date, and refuses without one', async () => {
    const { admin, participants } = await closedEvent();
    const [ala, bartek] = participants;
    await giveTrees(ala, 3);
    await giveTrees(bartek, 3);
    const refused = await sendMail(admin, bartek).expect(409);
    expect(refused.body.message).toBe('Ten uczestnik nie ma aktualnego dyplomu. Najpierw go wygeneruj.');
    await generate(admin, ala).expect(202);
    await printed(admin, ala);
    await sendMail(admin, ala).expect(202);
    const mail = await stack.waitForMail(ala.email);
    expect(mail.subject).toContain('Twój dyplom Leśnego Wyzwania');
    expect(mail.text).toContain((await rowOf(admin, ala)).diplom!);
    const sentDate = await eventually(async () => {
      const { emailSentDate } = await rowOf(admin, ala);
      expect(emailSentDate).not.toBeNull();
      return emailSentDate;
    });
    expect(Date.parse(sentDate!)).toBeLessThanOrEqual(Date.now());
  });

  it('mails a diploma at most once an hour: of ten requests at once one mails it, the others are 429 with Retry-After in the caller\'s language', async () => {
    const { admin, participants } = await closedEvent();
    const [ala] = participants;
    await giveTrees(ala, 3);
    await generate(admin, ala).expect(202);
    await printed(admin, ala);
    const asked = Date.now();
    const answers = await Promise.all(
      Array.from({ length: 10 }, (_, index) => sendMail(admin, ala).set('Accept-Language', index % 2 === 0 ? 'pl' : 'en')),
    );
    expect(answers.map((answer) => answer.status).sort()).toEqual([202, ...Array.from({ length: 9 }, () => 429)]);
    for (const refused of answers.filter((answer) => answer.status === 429)) {
      expect(Number(refused.headers['retry-after'])).toBeGreaterThan(3500);
      expect(Number(refused.headers['retry-after'])).toBeLessThanOrEqual(3600);
      expect(refused.body.message).toMatch(/^(Ten dyplom można wysłać e-mailem raz na godzinę\. Spróbuj ponownie za 60 min\.|This diploma can be sent by email once an hour\. Try again in 60 min\.)$/);
    }
    expect(answers.filter((answer) => answer.status === 429).map((answer) => answer.body.message.startsWith('Ten'))).toContain(true);
    expect(answers.filter((answer) => answer.status === 429).map((answer) => answer.body.message.startsWith('This'))).toContain(true);
    await stack.waitForMail(ala.email);
    const availableAt = Date.parse((await rowOf(admin, ala)).sendAvailableAt!);
    expect(availableAt - asked).toBeGreaterThan(3500_000);
    expect(availableAt - Date.now()).toBeLessThanOrEqual(3600_000);
    await new Promise((resolve) => setTimeout(resolve, 1500));
    expect((await stack.app.get(MailboxStore).list()).filter((mail) => mail.to.includes(ala.email))).toHaveLength(1);
    expect(await stack.dataSource.getRepository(Mail).countBy({ template: 'diploma', to: ala.email })).toBe(1);
    // An hour on, the admin may send it again.
    await stack.dataSource.query("UPDATE diploma SET mail_requested_at = now() - interval '61 minutes' WHERE user_id = $1", [ala.id]);
    expect((await rowOf(admin, ala)).sendAvailableAt).toBeNull();
    await sendMail(admin, ala).expect(202);
  });

  it('gives the participant\'s profile the diploma link once the event is closed', async () => {
    const { admin, participants, company } = await closedEvent();
    const [ala] = participants;
    await giveTrees(ala, 4);
    expect((await stack.as(ala).get('/api/v1/user').expect(200)).body.diploma).toBeNull();
    await generate(admin, ala).expect(202);
    await printed(admin, ala);
    const profile = (await stack.as(ala).get('/api/v1/user').expect(200)).body;
    expect(profile.diploma).toEqual({ url: (await rowOf(admin, ala)).diplom });
    await stack.dataSource.query('UPDATE company SET closed_at = NULL, date_to = $2 WHERE id = $1', [company.id, addDays(today(), 3)]);
    expect((await stack.as(ala).get('/api/v1/user').expect(200)).body.diploma).toBeNull();
  });
});

describe('bulk runs', () => {
  it('generates exactly the eligible rows without a diploma, once, with progress pushed live', async () => {
    const { admin, participants, company } = await closedEvent();
    const extra = await Promise.all(['Dorota', 'Emil', 'Franek', 'Grażyna'].map((name) => stack.factory.user({ company, name: `${name} Uczestnik` })));
    const people = [...participants, ...extra];
    await Promise.all(people.map((person, index) => giveTrees(person, index === 1 ? 0.5 : 2 + index)));
    // Ala already has hers: the bulk leaves it alone.
    await generate(admin, participants[0]).expect(202);
    await printed(admin, participants[0]);
    const [alaBefore] = await currentDiplomas([participants[0].id]);
    const eligibleWithout = people.filter((_, index) => index !== 0 && index !== 1);
    expect((await list(admin)).toGenerate).toBe(eligibleWithout.length);

    const socket = liveClient(stack, stack.tokenFor(admin));
    const pushes: DiplomaRunProgress[] = [];
    socket.on('diplomas:progress', (progress) => pushes.push(progress));
    await new Promise<void>((resolve, reject) => socket.once('connect', () => resolve()).once('connect_error', reject));
    try {
      const started = await bulk(admin, 'generate').expect(202);
      expect(started.body).toMatchObject({ companyId: company.id, action: 'generate', lang: 'pl', total: eligibleWithout.length, done: 0, failed: 0, finished: false });
      const second = await bulk(admin, 'generate').expect(409);
      expect(second.body.message).toBe('Dyplomy są właśnie generowane. Poczekaj, aż generowanie się zakończy.');
      const run = await finishedRun(admin, 'generate');
      expect(run).toMatchObject({ runId: started.body.runId, total: eligibleWithout.length, done: eligibleWithout.length, failed: 0 });
      await eventually(async () => expect(pushes.at(-1)).toMatchObject({ runId: run.runId, done: eligibleWithout.length, finished: true }));
    } finally {
      socket.close();
    }
    expect((await currentDiplomas(eligibleWithout.map((person) => person.id))).map((diploma) => diploma.userId).sort()).toEqual(eligibleWithout.map((person) => person.id).sort());
    expect(await currentDiplomas([participants[1].id])).toHaveLength(0);
    expect((await currentDiplomas([participants[0].id]))[0].id).toBe(alaBefore.id);
    expect(await allDiplomas(company.id)).toBe(eligibleWithout.length + 1);

    const again = await bulk(admin, 'generate').expect(409);
    expect(again.body.message).toBe('Brak użytkowników do wygenerowania dyplomów');
    expect((await bulk(admin, 'generate').set('Accept-Language', 'en').expect(409)).body.message).toBe('No users to generate diplomas for');
    expect(await allDiplomas(company.id)).toBe(eligibleWithout.length + 1);
  }, 60_000);

  it('mails each diploma once and sets each sent date; a second bulk send has nothing to do', async () => {
    const { admin, participants } = await closedEvent();
    await Promise.all(participants.map((person) => giveTrees(person, 5)));
    await bulk(admin, 'generate').expect(202);
    await finishedRun(admin, 'generate');
    expect((await list(admin)).toSend).toBe(3);
    const started = await bulk(admin, 'send').expect(202);
    expect(started.body).toMatchObject({ action: 'send', total: 3 });
    await finishedRun(admin, 'send');
    for (const person of participants) await stack.waitForMail(person.email);
    await eventually(async () => {
      const rows = (await list(admin)).items.filter((row) => participants.some((person) => person.id === row.user_id));
      expect(rows.every((row) => row.emailSentDate !== null)).toBe(true);
    });
    const again = await bulk(admin, 'send').expect(409);
    expect(again.body.message).toBe('Brak dyplomów do wysłania');
    await new Promise((resolve) => setTimeout(resolve, 1500));
    const caught = await stack.app.get(MailboxStore).list();
    for (const person of participants) expect(caught.filter((mail) => mail.to.includes(person.email))).toHaveLength(1);
    expect(await stack.dataSource.getRepository(Mail).countBy({ template: 'diploma', to: participants[0].email })).toBe(1);
  }, 60_000);
});
