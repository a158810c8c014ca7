import type { Page } from 'playwright-core';
import { Activity, User } from '@lesne/db';
import { warsawDay } from '@lesne/domain';
import { browserSuite, signIn } from './browser';

const suite = browserSuite();

/** A box of the page, as getBoundingClientRect gives it (this file is compiled without the DOM's types). */
interface Rect {
  left: number;
  right: number;
  top: number;
  bottom: number;
  width: number;
  height: number;
}

interface Element {
  scrollWidth: number;
  clientWidth: number;
  textContent: string | null;
  getBoundingClientRect(): Rect;
  closest(selector: string): Element | null;
  querySelectorAll(selector: string): Iterable<Element>;
}

/** A crew's participants renamed and re-addressed as long as real ones get. */
async function longNamed(participants: User[]): Promise<void> {
  const names = ['Małgorzata Brzęczyszczykiewicz', 'Krzysztof Wiśniewski-Nowak', 'Katarzyna Szczepańska-Kowalczyk'];
  for (const [index, participant] of participants.entries()) {
    const email = `${names[index].split(' ')[0].toLowerCase()}.dlugie-nazwisko-${participant.id}@przedsiebiorstwo-lesne.example.com`;
    await suite.stack().dataSource.getRepository(User).update({ id: participant.id }, { name: names[index], email });
    Object.assign(participant, { name: names[index], email });
  }
}

/** The crew's participants, long-named, each with a pending result of today. */
async function longNamedPendingEntries(participants: User[]): Promise<void> {
  await longNamed(participants);
  for (const [index, participant] of participants.entries()) {
    await suite.stack().as(participant).post('/api/v1/activity').send({ startTime: warsawDay(new Date()), distance: 10 + index, activityType: 1 }).expect(201);
  }
}

/** How far each table of the page reaches past the inside of its card, in px (0 when it fits). */
function tablesSpill(page: Page) {
  return page.evaluate(() => {
    const { document, getComputedStyle } = globalThis as unknown as {
      document: { querySelectorAll(selector: string): Iterable<Element> };
      getComputedStyle(element: Element): { paddingRight: string };
    };
    return [...document.querySelectorAll('.card table')].map((table) => {
      const card = table.closest('.card')!;
      const inside = card.getBoundingClientRect().right - parseFloat(getComputedStyle(card).paddingRight);
      return Math.max(0, Math.round(table.getBoundingClientRect().right - inside));
    });
  });
}

it.each([1440, 1280])('at %i px the approval tables fit their cards, with long names and addresses', async (width) => {
  const stack = suite.stack();
  const { admin, participants } = await stack.factory.crew({ manualActivitiesApproval: true, flagSystem: true });
  await longNamedPendingEntries(participants);
  const flagged = await stack.as(participants[0]).post('/api/v1/activity').send({ startTime: warsawDay(new Date()), distance: 42.2, activityType: 1 }).expect(201);
  await stack.dataSource.getRepository(Activity).update({ id: flagged.body.activity.id }, { flagged: true, flaggedById: participants[1].id });

  const page = await suite.newPage({ width, height: 900 });
  await signIn(page, stack.url, admin.email);
  await page.goto(`${stack.url}/zatwierdzenie-wpisow`);
  await page.getByRole('table', { name: 'Wpisy oczekujące na zatwierdzenie' }).getByText(participants[2].email).waitFor();
  await page.getByRole('table', { name: 'Zgłoszone wpisy' }).getByRole('button', { name: 'Usuń flagę' }).waitFor();
  expect(await tablesSpill(page)).toEqual([0, 0]);
});

it('after an approval with the keyboard, focus stays on the approval of the next entry', async () => {
  const stack = suite.stack();
  const { admin, participants } = await stack.factory.crew({ manualActivitiesApproval: true });
  await longNamedPendingEntries(participants);

  const page = await suite.newPage({ width: 1280, height: 900 });
  await signIn(page, stack.url, admin.email);
  await page.goto(`${stack.url}/zatwierdzenie-wpisow`);
  const pending = page.getByRole('table', { name: 'Wpisy oczekujące na zatwierdzenie' });
  const approvals = pending.getByRole('button', { name: 'Zatwierdź' });
  await approvals.nth(2).waitFor();
  await approvals.first().focus();
  await page.keyboard.press('Enter');
  await page.getByText('Wpis został zatwierdzony.').waitFor();
  await approvals.nth(1).waitFor();
  await approvals.nth(2).waitFor({ state: 'detached' });
  const focused = await page.evaluate(() => {
    const active = (globalThis as unknown as { document: { activeElement: Element | null } }).document.activeElement;
    return { text: active?.textContent, row: active?.closest('tr')?.textContent ?? null };
  });
  expect(focused.text).toBe('Zatwierdź');
  expect(focused.row).toContain(participants[1].name);
});

it('on a phone the hidden "select all" box of the approvals takes no focus', async () => {
  const stack = suite.stack();
  const { admin, participants } = await stack.factory.crew({ manualActivitiesApproval: true });
  await longNamedPendingEntries(participants);

  const page = await suite.newPage({ width: 360, height: 740 });
  await signIn(page, stack.url, admin.email);
  await page.goto(`${stack.url}/zatwierdzenie-wpisow`);
  const pending = page.getByRole('table', { name: 'Wpisy oczekujące na zatwierdzenie' });
  const firstRowBox = pending.getByRole('checkbox').nth(1);
  await firstRowBox.waitFor();
  await firstRowBox.focus();
  // Backwards from the first row's box: the next stop is out of the table, not a box nobody sees.
  await page.keyboard.press('Shift+Tab');
  const landed = await page.evaluate(() => {
    const active = (globalThis as unknown as { document: { activeElement: (Element & { getAttribute(name: string): string | null }) | null } }).document.activeElement;
    return active?.getAttribute('aria-label') ?? active?.textContent ?? null;
  });
  expect(landed).not.toBe('Zaznacz wszystkie wpisy na tej stronie');
});

/** Each statistic card of the home against the column it stands in, and against the card beside it. */
function statCardsMisfit(page: Page) {
  return page.evaluate(() => {
    const { document } = globalThis as unknown as { document: { querySelectorAll(selector: string): Iterable<Element> } };
    const cells = [...document.querySelectorAll('section[aria-labelledby="event-stats-title"] li')];
    const misfits: string[] = [];
    const cards = cells.map((cell) => {
      const card = [...cell.querySelectorAll(':scope > *')][0];
      const column = cell.getBoundingClientRect();
      const box = card.getBoundingClientRect();
      if (box.left < column.left - 0.5 || box.right > column.right + 0.5) misfits.push(`${card.textContent} is wider than its column`);
      for (const text of card.querySelectorAll('p')) {
        if (text.scrollWidth > text.clientWidth + 1) misfits.push(`${text.textContent} spills out of its card`);
      }
      return { name: card.textContent, box };
    });
    for (const [index, { name, box }] of cards.entries()) {
      for (const other of cards.slice(index + 1)) {
        const apart = box.right <= other.box.left + 0.5 || other.box.right <= box.left + 0.5 || box.bottom <= other.box.top + 0.5 || other.box.bottom <= box.top + 0.5;
        if (!apart) misfits.push(`${name} overlaps ${other.name}`);
      }
    }
    return { count: cards.length, misfits };
  });
}

it('on a 360 px phone the home statistic cards fit their columns without overlapping, long figures in Polish and English', async () => {
  const stack = suite.stack();
  const { participants } = await stack.factory.crew({ treeSum: 54321.78, distanceSum: 271608.9 });
  const page = await suite.newPage({ width: 360, height: 740 });
  await signIn(page, stack.url, participants[0].email);
  await page.getByRole('heading', { name: 'Wpływ na środowisko' }).waitFor();
  expect(await statCardsMisfit(page)).toEqual({ count: 6, misfits: [] });
  await page.goto(`${stack.url}/?lang=en`);
  await page.getByRole('heading', { name: 'Impact on the environment' }).waitFor();
  expect(await statCardsMisfit(page)).toEqual({ count: 6, misfits: [] });
});

/** The diplomas table: its columns' widths, each address's lines, and the rows whose buttons' words wrap. */
function diplomaTableLayout(page: Page) {
  return page.evaluate(() => {
    const { document, getComputedStyle } = globalThis as unknown as {
      document: { querySelector(selector: string): Element };
      getComputedStyle(element: Element): { lineHeight: string };
    };
    const table = document.querySelector('table');
    const widths = [...table.querySelectorAll('thead th')].map((header) => Math.round(header.getBoundingClientRect().width));
    const addresses = [...table.querySelectorAll('tbody td')].filter((cell) => cell.textContent?.includes('@'));
    // at least "jan.kowalski@" of each address shows, the rest in its title
    const hiddenAddresses = addresses.filter((cell) => cell.getBoundingClientRect().width < 100).map((cell) => cell.textContent);
    const brokenAddresses = addresses
      .filter((cell) => cell.getBoundingClientRect().height > 0 && [...cell.querySelectorAll('*')].some((text) => text.getBoundingClientRect().height > 1.5 * parseFloat(getComputedStyle(text).lineHeight)))
      .map((cell) => cell.textContent);
    const wrappedButtons = [...table.querySelectorAll('tbody button')]
      .filter((button) => button.getBoundingClientRect().height > 1.5 * parseFloat(getComputedStyle(button).lineHeight) + 20)
      .map((button) => button.textContent);
    return { widths, addresses: addresses.length, hiddenAddresses, brokenAddresses, wrappedButtons };
  });
}

it('at 1280 px the diplomas table keeps each address on one line, its buttons unwrapped, and its columns still while a name is edited', async () => {
  const stack = suite.stack();
  const today = warsawDay(new Date());
  const { admin, participants } = await stack.factory.crew({
    name: 'Długie Adresy S.A.', dateFrom: today, dateTo: today, closedAt: new Date(), orderPaid: true, treeSum: 1240,
  });
  await longNamed(participants);
  await Promise.all(participants.map((user, index) => stack.dataSource.getRepository(User).update({ id: user.id }, { treeSum: 10 + index, kmSum: 50 })));

  const page = await suite.newPage({ width: 1280, height: 900 });
  await signIn(page, stack.url, admin.email);
  await page.getByRole('dialog', { name: 'Ankieta' }).getByRole('button', { name: 'Zamknij' }).first().click();
  await page.getByRole('link', { name: 'Dyplomy' }).click();
  const table = page.getByRole('table', { name: 'Dyplomy uczestników' });
  await table.getByRole('button', { name: `Edytuj nazwę na dyplomie: ${participants[0].name}` }).waitFor();
  const before = await diplomaTableLayout(page);
  expect(before).toEqual({ widths: before.widths, addresses: 4, hiddenAddresses: [], brokenAddresses: [], wrappedButtons: [] });

  await table.getByRole('button', { name: `Edytuj nazwę na dyplomie: ${participants[2].name}` }).click();
  await table.getByRole('textbox', { name: 'Nazwa na dyplomie' }).waitFor();
  expect((await diplomaTableLayout(page)).widths).toEqual(before.widths);
});
