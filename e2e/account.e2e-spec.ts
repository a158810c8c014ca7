import type { Page } from 'playwright-core';
import type { Stack } from '../test/stack';
import { linkIn } from '../test/stack';
import { expectNoSeriousViolations } from './accessibility';
import { browserSuite } from './browser';

const suite = browserSuite();

describe('a new participant on a phone', () => {
  let page: Page;
  let stack: Stack;
  beforeEach(async () => {
    stack = suite.stack();
    page = await suite.newPage({ width: 360, height: 740 });
  });

  it('signs up through the invitation link, resets a forgotten password from the mail, signs in, switches language and signs out', async () => {
    const company = await stack.factory.company({ name: 'Zielona Pracownia' });
    const email = `ola.${Date.now()}@example.com`;

    await page.goto(`${stack.url}/rejestracja?code=${company.registerNumber}`);
    await page.getByText('Zaproszenie od firmy Zielona Pracownia').waitFor();
    await expectNoSeriousViolations(page);
    await page.getByLabel('E-mail').fill(email);
    await page.getByLabel('Imię i nazwisko').fill('Ola Leśna');
    await page.getByLabel('Hasło', { exact: true }).fill('pierwsze1');
    await page.getByRole('checkbox').check();
    await page.getByRole('button', { name: 'Zarejestruj się' }).click();
    await page.getByRole('heading', { name: 'Cześć, Ola!' }).waitFor();
    await page.getByText('Bierzesz udział w wydarzeniu firmy Zielona Pracownia.').waitFor();

    await signOut(page, 'Wyloguj się');
    await page.getByRole('link', { name: 'Nie pamiętasz hasła?' }).click();
    await page.getByLabel('E-mail').fill(email);
    await page.getByRole('button', { name: 'Wyślij link' }).click();
    await page.getByText('Jeśli podany adres e-mail jest zarejestrowany, wysłaliśmy na niego link do zmiany hasła.').waitFor();
    await expectNoSeriousViolations(page);

    const mail = await stack.waitForMail(email, /hasła/);
    await page.goto(linkIn(mail.text, '/zapomniane-haslo').href);
    await page.getByLabel('Nowe hasło').fill('drugie-haslo2');
    await page.getByLabel('Powtórz hasło').fill('inne-haslo2');
    await page.getByRole('button', { name: 'Zmień hasło' }).click();
    await page.getByText('Hasła nie pasują do siebie.').waitFor();
    await expectNoSeriousViolations(page);
    await page.getByLabel('Powtórz hasło').fill('drugie-haslo2');
    await page.getByRole('button', { name: 'Zmień hasło' }).click();
    await page.getByText('Hasło zostało zmienione poprawnie.').waitFor();
    await page.getByRole('link', { name: 'Zaloguj się' }).click();

    await page.waitForURL(/\/logowanie$/);
    await page.getByLabel('E-mail').fill(email);
    await page.getByLabel('Hasło').fill('pierwsze1');
    await page.getByRole('button', { name: 'Zaloguj się' }).click();
    await page.getByText('Nieprawidłowy e-mail lub hasło.').waitFor();
    await expectNoSeriousViolations(page);
    await page.getByLabel('Hasło').fill('drugie-haslo2');
    await page.getByRole('button', { name: 'Zaloguj się' }).click();
    await page.getByRole('heading', { name: 'Cześć, Ola!' }).waitFor();

    await openMenuOnPhone(page, 'Menu');
    await page.getByRole('button', { name: 'EN', exact: true }).click();
    // the phone menu is a dialog: the page behind it is hidden from the reader until it closes
    await page.keyboard.press('Escape');
    await page.getByRole('heading', { name: 'Hi, Ola!' }).waitFor();
    expect(new URL(page.url()).searchParams.get('lang')).toBe('en');
    await page.reload();
    await page.getByRole('heading', { name: 'Hi, Ola!' }).waitFor();

    await openMenuOnPhone(page, 'Menu');
    await page.getByRole('button', { name: 'PL', exact: true }).click();
    await page.keyboard.press('Escape');
    await page.getByRole('heading', { name: 'Cześć, Ola!' }).waitFor();
    expect(new URL(page.url()).searchParams.has('lang')).toBe(false);

    await signOut(page, 'Wyloguj się');
    await page.goto(`${stack.url}/`);
    await page.waitForURL(/\/logowanie/);
  });

  it('shows the invalid-link message for a registration link without a known code', async () => {
    await page.goto(`${stack.url}/rejestracja?code=nie-ma-takiego`);
    await page.getByText('Nieprawidłowy link rejestracyjny').first().waitFor();
    await page.goto(`${stack.url}/rejestracja?lang=en`);
    await page.getByText('Invalid registration link').first().waitFor();
    await expectNoSeriousViolations(page);
  });
});

async function openMenuOnPhone(page: Page, name: string): Promise<void> {
  const menu = page.getByRole('button', { name, exact: true });
  if ((await menu.isVisible()) && (await menu.getAttribute('aria-expanded')) !== 'true') await menu.click();
}

async function signOut(page: Page, name: string): Promise<void> {
  await openMenuOnPhone(page, 'Menu');
  await page.getByRole('button', { name }).click();
  await page.waitForURL(/\/logowanie/);
}
