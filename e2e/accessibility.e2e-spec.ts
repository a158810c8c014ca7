import type { Page } from 'playwright-core';
import { PATHS } from '@lesne/contracts';
import type { User } from '@lesne/db';
import { expectNoSeriousViolations } from './accessibility';
import { browserSuite, signIn } from './browser';

const suite = browserSuite();
const desktop = { width: 1280, height: 900 };
const phone = { width: 360, height: 740 };

type Screen = keyof typeof PATHS;
type Visitor = 'visitor' | 'participant' | 'companyAdmin' | 'platformAdmin';

/** Who opens each screen, and its tab title; a Record over PATHS, so a new screen does not compile until it is listed here. */
const SCREENS: Record<Screen, { as: Visitor; title: string }> = {
  login: { as: 'visitor', title: 'Logowanie' },
  register: { as: 'visitor', title: 'Rejestracja' },
  lostPassword: { as: 'visitor', title: 'Nie pamiętasz hasła?' },
  setPassword: { as: 'visitor', title: 'Ustaw hasło' },
  privacy: { as: 'visitor', title: 'Polityka prywatności' },
  terms: { as: 'visitor', title: 'Regulamin' },
  accountDeletion: { as: 'visitor', title: 'Usunięcie konta' },
  verification: { as: 'visitor', title: 'Weryfikacja dokumentu' },
  unsubscribe: { as: 'visitor', title: 'Wypisanie z podsumowań' },
  officeScreen: { as: 'visitor', title: 'Ekran biurowy' },
  home: { as: 'participant', title: 'Strona główna' },
  myResults: { as: 'participant', title: 'Moje wyniki' },
  integrations: { as: 'participant', title: 'Moje integracje' },
  settings: { as: 'companyAdmin', title: 'Ustawienia wydarzenia' },
  approvals: { as: 'companyAdmin', title: 'Zatwierdzanie wpisów' },
  activities: { as: 'companyAdmin', title: 'Lista aktywności' },
  diplomas: { as: 'companyAdmin', title: 'Dyplomy' },
  certificates: { as: 'companyAdmin', title: 'Certyfikaty' },
  teams: { as: 'companyAdmin', title: 'Drużyny' },
  users: { as: 'platformAdmin', title: 'Lista użytkowników' },
  events: { as: 'platformAdmin', title: 'Zarządzanie wydarzeniami' },
  stravaImports: { as: 'platformAdmin', title: 'Importy ze Stravy' },
};

const screensOf = (visitor: Visitor) => (Object.keys(SCREENS) as Screen[]).filter((screen) => SCREENS[screen].as === visitor);

/** Waits for the tab's title, asking for it again and again: the product's CSP stops page.waitForFunction, and locators do not read the head. */
async function titleShown(page: Page, expected: string): Promise<void> {
  let shown = await page.title();
  for (let attempt = 0; shown !== expected; attempt++) {
    if (attempt === 200) throw new Error(`the tab says "${shown}", not "${expected}", on ${page.url()}`);
    await page.waitForTimeout(50);
    shown = await page.title();
  }
}

/** Opens a screen and waits until it has shown its data: its title is in the tab, nothing is loading, the network is quiet. */
async function open(page: Page, address: string, title: string): Promise<void> {
  await page.goto(address);
  await titleShown(page, `${title} · Leśne Wyzwanie`);
  await page.waitForLoadState('networkidle');
  await page.getByText('Ładowanie...').first().waitFor({ state: 'detached' });
}

/** Checks each screen at desktop width, then the same screens on a phone. */
async function checkScreens(page: Page, addresses: [address: string, title: string][]): Promise<void> {
  for (const viewport of [desktop, phone]) {
    await page.setViewportSize(viewport);
    for (const [address, title] of addresses) {
      await open(page, address, title);
      await expectNoSeriousViolations(page);
    }
  }
}

const addressesOf = (url: string, screens: Screen[], where: Partial<Record<Screen, string>> = {}): [string, string][] =>
  screens.map((screen) => [`${url}${where[screen] ?? PATHS[screen]}`, SCREENS[screen].title]);

it('the check fails on a serious violation, naming its rule and element', async () => {
  const page = await suite.newPage(phone);
  await page.setContent('<main><h1>Drzewa</h1><button type="button" id="bez-nazwy"></button></main>');
  await expect(expectNoSeriousViolations(page)).rejects.toThrow(/critical button-name: .*\n {2}at #bez-nazwy/);
});

describe('every screen, at 1280 px and at 360 px, has no serious or critical accessibility violation', () => {
  it('for a visitor: the public pages and an office screen', async () => {
    const stack = suite.stack();
    const { company, admin } = await stack.factory.crew();
    const tv = await stack.as(admin).post('/api/v1/company/office-screens').send({ name: 'Hol' }).expect(201);
    const page = await suite.newPage(desktop);
    await checkScreens(
      page,
      addressesOf(stack.url, screensOf('visitor'), {
        register: `${PATHS.register}?code=${company.registerNumber}`,
        setPassword: `${PATHS.setPassword}?code=nie-ma-takiego`,
        unsubscribe: `${PATHS.unsubscribe}?token=nie-ma-takiego`,
        officeScreen: `${PATHS.officeScreen}/${tv.body.token}`,
      }),
    );
  });

  async function signedInAs(user: User): Promise<Page> {
    const page = await suite.newPage(desktop);
    await signIn(page, suite.stack().url, user.email);
    return page;
  }

  it('for a participant', async () => {
    const stack = suite.stack();
    const { participants } = await stack.factory.crew();
    const page = await signedInAs(participants[0]);
    await checkScreens(page, addressesOf(stack.url, screensOf('participant')));
    // the phone's menu, a dialog over the page
    await page.getByRole('button', { name: 'Menu', exact: true }).click();
    await page.getByRole('dialog', { name: 'Menu główne' }).waitFor();
    await expectNoSeriousViolations(page);
  });

  it('for a company admin', async () => {
    const stack = suite.stack();
    const { admin } = await stack.factory.crew({ teams: true });
    await checkScreens(await signedInAs(admin), addressesOf(stack.url, screensOf('companyAdmin')));
  });

  it('for a platform admin', async () => {
    const stack = suite.stack();
    await stack.factory.crew();
    const platformAdmin = await stack.factory.user({ role: 'admin', company: null });
    await checkScreens(await signedInAs(platformAdmin), addressesOf(stack.url, ['home', ...screensOf('platformAdmin')]));
  });
});
