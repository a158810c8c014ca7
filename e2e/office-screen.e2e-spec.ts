import type { Page } from 'playwright-core';
import { warsawDay } from '@lesne/domain';
import { User } from '@lesne/db';
import { expectNoSeriousViolations } from './accessibility';
import { browserSuite, signIn, toastShown } from './browser';

const suite = browserSuite();

/** A participant's run of today, as the SPA adds it; its id. */
async function addResult(participant: User, km: number): Promise<number> {
  const stack = suite.stack();
  const added = await stack.as(participant).post('/api/v1/activity').send({ startTime: warsawDay(new Date()), distance: km, activityType: 1 }).expect(201);
  return added.body.activity.id;
}

/** Waits for the stopped API to refuse connections (its socket.io clients have been dropped by then). */
async function untilApiDown(url: string): Promise<void> {
  for (;;) {
    try {
      await fetch(`${url}/api/v1/health`);
    } catch {
      return;
    }
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
}

async function approve(admin: User, activityId: number): Promise<void> {
  const stack = suite.stack();
  await stack.as(admin).patch('/api/v1/activity/manual-approval').send({ activity_id: activityId, status: 'approved' }).expect(200);
}

const TV = { width: 1920, height: 1080 };

/** What the overflow check reads of an element (this file is compiled without the DOM's types). */
interface Box {
  scrollWidth: number;
  scrollHeight: number;
  clientWidth: number;
  clientHeight: number;
  className: string;
  getAttribute(name: string): string | null;
}

/** Nothing on the screen scrolls or spills: the page is the viewport, and every panel holds what it shows. */
async function overflowOf(page: Page) {
  // A function, not a string, runs in the page: the product's CSP forbids eval.
  return page.evaluate(() => {
    const { document, innerWidth, innerHeight } = globalThis as unknown as {
      document: { documentElement: Box; querySelectorAll(selector: string): Iterable<Box> };
      innerWidth: number;
      innerHeight: number;
    };
    const root = document.documentElement;
    const spilled = [...document.querySelectorAll('main, main section')]
      .filter((element) => element.scrollHeight > element.clientHeight + 1 || element.scrollWidth > element.clientWidth + 1)
      .map((element) => element.getAttribute('aria-label') ?? element.getAttribute('aria-labelledby') ?? element.className);
    return { scrolls: root.scrollWidth > innerWidth || root.scrollHeight > innerHeight, spilled };
  });
}

it('a company admin makes a link in settings; the TV opens it without login, changes with an approval, survives an API restart, and stops on revoke', async () => {
  const stack = suite.stack();
  const { admin, participants } = await stack.factory.crew({ manualActivitiesApproval: true, name: 'Firma Na Ekranie' });
  const [ala] = participants;

  // The admin makes a link for the lobby and reads it from the QR code's dialog.
  const adminPage = await suite.newPage({ width: 1280, height: 900 });
  await signIn(adminPage, stack.url, admin.email);
  await adminPage.goto(`${stack.url}/ustawienia-eventu`);
  await adminPage.getByLabel('Nazwa ekranu').fill('Hol');
  await adminPage.getByRole('button', { name: 'Utwórz link' }).click();
  await toastShown(adminPage, 'Link do ekranu „Hol” jest gotowy');
  await adminPage.getByRole('button', { name: 'Pokaż kod QR ekranu Hol' }).click();
  const dialog = adminPage.getByRole('dialog', { name: 'Ekran „Hol”' });
  await dialog.getByRole('img', { name: 'Kod QR linku ekranu Hol' }).waitFor();
  await expectNoSeriousViolations(adminPage);
  const link = await dialog.getByLabel('Link ekranu').inputValue();
  expect(link).toMatch(new RegExp(`^${stack.url}/ekran/[\\w-]{20,}$`));
  await adminPage.keyboard.press('Escape');

  // The TV: a browser of its own, never signed in.
  const tv = await suite.newPage(TV);
  // The TV's clock runs as usual, but the test can move it on: the screen trusts its figures for 30 s without a socket.
  await tv.clock.install();
  await tv.goto(link);
  await tv.getByRole('heading', { name: 'Firma Na Ekranie' }).waitFor();
  await tv.getByText('Pierwsze wyniki pojawią się tutaj.').first().waitFor();
  await tv.getByText('Dołącz do wyzwania').waitFor();
  expect(await tv.getByRole('link').count()).toBe(0);

  // A result is approved: the screen shows it without a reload.
  await approve(admin, await addResult(ala, 12.5));
  await tv.getByRole('region', { name: 'Podium' }).getByText(ala.name).waitFor();
  await tv.getByText('12,5 km razem').waitFor();
  await expectNoSeriousViolations(tv);
  expect(new URL(tv.url()).pathname).toBe(new URL(link).pathname);

  // The API goes away for longer than the screen trusts its figures, then comes back: stale, then live again.
  const restarted = stack.restartApi();
  await untilApiDown(stack.url);
  await tv.clock.fastForward('00:40');
  await tv.getByText('Dane mogą być nieaktualne: ponowne łączenie…').waitFor();
  await expectNoSeriousViolations(tv);
  await restarted;
  await tv.getByText('Dane mogą być nieaktualne: ponowne łączenie…').waitFor({ state: 'detached', timeout: 40_000 });
  await approve(admin, await addResult(ala, 7.5));
  await tv.getByText('20 km razem').waitFor({ timeout: 20_000 });

  // The admin revokes the link: the screen stops within seconds.
  await adminPage.getByRole('button', { name: 'Unieważnij link ekranu Hol' }).click();
  await adminPage.getByRole('dialog', { name: 'Unieważnić link?' }).getByRole('button', { name: 'Unieważnij link' }).click();
  await toastShown(adminPage, 'Link do ekranu „Hol” został unieważniony');
  await tv.getByRole('heading', { name: 'Ten ekran został wyłączony' }).waitFor({ timeout: 5_000 });
  // and stays stopped when the TV reloads
  await tv.reload();
  await tv.getByRole('heading', { name: 'Ten ekran został wyłączony' }).waitFor();
  await expectNoSeriousViolations(tv);
});

/** Thirteen colleagues with long Polish names, longest first, so the podium and the whole top 10 show long names. */
const LONG_NAMES = [
  'Małgorzata Brzęczyszczykiewicz',
  'Katarzyna Szczepańska-Kowalczyk',
  'Krzysztof Wiśniewski-Nowak',
  'Magdalena Jabłońska-Wróblewska',
  'Stanisław Wierzbicki-Dąbrowski',
  'Joanna Ziółkowska-Pietrzak',
  'Przemysław Konstantynowicz',
  'Włodzimierz Przybyszewski',
  'Bartłomiej Grzegorzewski',
  'Agnieszka Krzyżanowska',
  'Zbigniew Chrzanowski',
  'Elżbieta Kaczmarczyk',
  'Grzegorz Szymański',
];

/** Which of the elements showing each name cut it short (an ellipsis, or a word spilling out of its box). */
async function cutNames(page: Page, names: readonly string[]): Promise<string[]> {
  const cut: string[] = [];
  for (const name of names) {
    const shown = page.getByText(name, { exact: true });
    const fits = await shown.evaluateAll((elements) => (elements as unknown as Box[]).map((element) => element.scrollWidth <= element.clientWidth));
    if (fits.length === 0 || fits.includes(false)) cut.push(name);
  }
  return cut;
}

it.each([
  [1280, 720],
  [1920, 1080],
  [3840, 2160],
])('fits a %ix%i screen without scrolling or spilling, in English from the link, with every long name in full', async (width, height) => {
  const stack = suite.stack();
  const { admin, company, participants: crew } = await stack.factory.crew({ name: 'Firma Z Długą Nazwą Na Cały Ekran Telewizora Sp. z o.o.' });
  const created = await stack.as(admin).post('/api/v1/company/office-screens').send({ name: 'Kantyna' }).expect(201);
  const more = await Promise.all(LONG_NAMES.slice(crew.length).map((name) => stack.factory.user({ company, name })));
  await Promise.all(crew.map((participant, index) => stack.dataSource.getRepository(User).update({ id: participant.id }, { name: LONG_NAMES[index] })));
  const participants = [...crew, ...more];
  // Without manual approval, a result counts at once; each has a place of their own.
  for (const [index, participant] of participants.entries()) await addResult(participant, 130 - index * 10);

  const tv = await suite.newPage({ width, height });
  await tv.goto(`${stack.url}/ekran/${created.body.token}?lang=en`);
  await tv.getByRole('region', { name: 'Podium' }).getByText(LONG_NAMES[0]).waitFor();
  await tv.getByRole('region', { name: 'Individual ranking' }).getByText(LONG_NAMES[9]).waitFor();
  await tv.getByText('Join the challenge').waitFor();
  await tv.getByRole('img', { name: 'QR code of the link to join the challenge' }).waitFor();
  await expectNoSeriousViolations(tv);
  expect(await overflowOf(tv)).toEqual({ scrolls: false, spilled: [] });
  // The podium's three and the top 10: thirteen names, none cut.
  expect(await cutNames(tv, LONG_NAMES.slice(0, 10))).toEqual([]);
  const shot = await tv.screenshot();
  expect(shot.readUInt32BE(16)).toBe(width);
  expect(shot.readUInt32BE(20)).toBe(height);
});
