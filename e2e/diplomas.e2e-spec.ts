import type { Page } from 'playwright-core';
import { Diploma, User } from '@lesne/db';
import { addDays, warsawDay } from '@lesne/domain';
import { MailboxStore } from '../backend/src/dev-mailbox/mailbox.store';
import { eventually } from '../test/stack';
import { expectNoSeriousViolations } from './accessibility';
import { browserSuite, signIn } from './browser';

const suite = browserSuite();

/** Participants with whole trees, so every one of them gets a diploma: enough for the bar to be seen moving. */
const PARTICIPANTS = 24;

/**
 * Records in the page every value its progress bar shows, as it renders them, so no step between
 * two polls from here is missed. (A script in text: this file is compiled without the DOM's types.)
 */
async function recordProgress(page: Page): Promise<void> {
  await page.evaluate(`(() => {
    const seen = (window.progressSeen = []);
    const read = () => {
      const value = document.querySelector('[role="progressbar"]')?.getAttribute('aria-valuenow');
      if (value != null && seen[seen.length - 1] !== Number(value)) seen.push(Number(value));
    };
    new MutationObserver(read).observe(document.body, { subtree: true, childList: true, attributes: true, attributeFilter: ['aria-valuenow'] });
  })()`);
}

/** The end-of-challenge survey greets everyone of a closed event once signed in (docs/product.md#feedback-survey). */
const survey = (page: Page) => page.getByRole('dialog', { name: 'Ankieta' });

const progressSeen = (page: Page) => page.evaluate<number[]>('window.progressSeen');

it('a company admin generates every diploma with one click while the bar fills, corrects a name and regenerates it, mails them all; a participant downloads theirs on a phone; anyone checks it; the certificate is generated and its link copied', async () => {
  const stack = suite.stack();
  const today = warsawDay(new Date());
  const { company, admin, participants: crew } = await stack.factory.crew({
    name: 'Zielony Las S.A.', dateFrom: addDays(today, -30), dateTo: addDays(today, -1), closedAt: new Date(), orderPaid: true, treeSum: 1240, posadzimyUserId: 'zielony-las',
  });
  stack.planting.setCertLeft('zielony-las', 2000);
  const more = await Promise.all(Array.from({ length: PARTICIPANTS - crew.length }, (_, index) => stack.factory.user({ company, name: `Uczestnik ${index + 4}` })));
  const participants = [...crew, ...more];
  const users = stack.dataSource.getRepository(User);
  await Promise.all(participants.map((user, index) => users.update({ id: user.id }, { treeSum: 10 + index, kmSum: 50 + 5 * index })));
  const ala = participants[0];

  const page = await suite.newPage({ width: 1280, height: 900 });
  await signIn(page, stack.url, admin.email);
  await survey(page).getByRole('button', { name: 'Zamknij' }).first().click();
  await page.getByRole('link', { name: 'Dyplomy' }).click();
  await page.getByRole('table', { name: 'Dyplomy uczestników' }).waitFor();

  await recordProgress(page);
  await page.getByRole('button', { name: `Generuj wszystkie dyplomy (${PARTICIPANTS})` }).click();
  await page.getByRole('dialog', { name: 'Wygenerować wszystkie dyplomy?' }).getByRole('button', { name: 'Generuj' }).click();
  await page.getByText(`Wygenerowano ${PARTICIPANTS} dyplomy!`).waitFor({ timeout: 60_000 });
  const seen = await progressSeen(page);
  expect(seen[seen.length - 1]).toBe(PARTICIPANTS);
  // The bar moved through the run, not from nothing to everything at the end.
  expect(seen.filter((value) => value > 0 && value < PARTICIPANTS).length).toBeGreaterThan(2);
  expect(await page.getByRole('link', { name: /^Pobierz dyplom:/ }).count()).toBe(Math.min(PARTICIPANTS, 25));
  await page.screenshot({ path: '/tmp/e2e-diplomas-1280.png', fullPage: true });

  const alaRow = page.getByRole('row').filter({ hasText: ala.email });
  await alaRow.getByRole('button', { name: `Edytuj nazwę na dyplomie: ${ala.name}` }).click();
  await alaRow.getByRole('textbox', { name: 'Nazwa na dyplomie' }).fill('  Alicja Zielińska ');
  await alaRow.getByRole('textbox', { name: 'Nazwa na dyplomie' }).press('Enter');
  await page.getByText('Nazwa na dyplomie została zapisana!').waitFor();
  await alaRow.getByRole('button', { name: 'Generuj dyplom: Alicja Zielińska' }).click();
  await page.getByText('Dyplom wygenerowany!').waitFor({ timeout: 20_000 });
  await alaRow.getByRole('link', { name: 'Pobierz dyplom: Alicja Zielińska' }).waitFor();
  await expectNoSeriousViolations(page);

  await page.getByRole('button', { name: `Wyślij wszystkie dyplomy (${PARTICIPANTS})` }).click();
  await page.getByRole('dialog', { name: 'Wysłać wszystkie dyplomy?' }).getByRole('button', { name: 'Wyślij' }).click();
  await page.getByText(`Wysłano ${PARTICIPANTS} dyplomy e-mailem!`).waitFor({ timeout: 60_000 });
  const mail = await stack.waitForMail(ala.email, /dyplom/i);
  expect(mail.text).toContain('/api/v1/documents/');
  // Each sent date appears in its row (Polish date format), no row left without one.
  await eventually(async () => expect(await page.getByRole('row').filter({ hasText: /\d{2}\.\d{2}\.\d{4}/ }).count()).toBe(Math.min(PARTICIPANTS, 25)), 20_000);
  expect(await page.getByRole('button', { name: /^Wyślij dyplom:/ }).count()).toBe(0);
  await eventually(async () => {
    const mailbox = await stack.app.get(MailboxStore).list();
    for (const participant of participants) expect(mailbox.filter((caught) => caught.to.includes(participant.email))).toHaveLength(1);
  }, 20_000);

  const phone = await suite.newPage({ width: 360, height: 740 });
  await signIn(phone, stack.url, ala.email);
  await survey(phone).getByRole('radio', { name: '5 – bardzo' }).check();
  await survey(phone).getByRole('button', { name: 'Dalej' }).click();
  await survey(phone).getByRole('radio', { name: '4' }).check();
  await expectNoSeriousViolations(phone);
  await survey(phone).getByRole('button', { name: 'Dalej' }).click();
  await survey(phone).getByPlaceholder('Podziel się swoją opinią...').fill('Więcej takich wyzwań!');
  await survey(phone).getByRole('button', { name: 'Wyślij' }).click();
  await survey(phone).getByText('Dziękujemy za Twoją opinię!').waitFor();
  await survey(phone).getByRole('button', { name: 'Zamknij' }).first().click();
  await phone.goto(`${stack.url}/moje-wyniki`);
  const download = phone.getByRole('link', { name: 'Pobierz dyplom' });
  const href = await download.getAttribute('href');
  const pdf = await fetch(new URL(href!, stack.url));
  expect(pdf.headers.get('content-type')).toBe('application/pdf');
  expect(Buffer.from(await pdf.arrayBuffer()).subarray(0, 4).toString()).toBe('%PDF');
  await phone.screenshot({ path: '/tmp/e2e-diploma-card-360.png', fullPage: true });
  // Answered once: not offered again.
  expect(await survey(phone).count()).toBe(0);

  const diplomas = stack.dataSource.getRepository(Diploma);
  const [replaced, current] = await diplomas.find({ where: { userId: ala.id }, order: { id: 'ASC' } });
  const visitor = await suite.newPage({ width: 360, height: 740 });
  await visitor.goto(`${stack.url}/weryfikacja/${current.verificationCode.toLowerCase()}`);
  await visitor.getByText('Dokument aktualny').waitFor();
  await visitor.getByText('Alicja Zielińska').waitFor();
  await visitor.getByText('Zielony Las S.A.').waitFor();
  await expectNoSeriousViolations(visitor);
  expect(await visitor.getByText(ala.email).count()).toBe(0);
  await visitor.screenshot({ path: '/tmp/e2e-verification-360.png', fullPage: true });
  await visitor.goto(`${stack.url}/weryfikacja/${replaced.verificationCode}`);
  await visitor.getByText('Dokument zastąpiony nowszym').waitFor();
  await expectNoSeriousViolations(visitor);
  await visitor.goto(`${stack.url}/weryfikacja/AAAA-BBBB-CCCC`);
  await visitor.getByText('Nie ma dokumentu o tym kodzie.').waitFor();
  await expectNoSeriousViolations(visitor);
  expect(await visitor.getByText('Zielony Las S.A.').count()).toBe(0);

  await page.context().grantPermissions(['clipboard-read', 'clipboard-write'], { origin: stack.url });
  await page.getByRole('link', { name: 'Certyfikat' }).click();
  await page.getByRole('button', { name: 'Generuj z szablonem własnym' }).click();
  await page.getByText('Certyfikat wygenerowany!').waitFor({ timeout: 30_000 });
  await page.getByRole('button', { name: 'Kopiuj link' }).click();
  await page.getByText('Link skopiowany do schowka').waitFor();
  const copied = await page.evaluate<string>('navigator.clipboard.readText()');
  expect((await fetch(copied)).headers.get('content-type')).toBe('application/pdf');
  await page.screenshot({ path: '/tmp/e2e-certificate-1280.png', fullPage: true });
});
