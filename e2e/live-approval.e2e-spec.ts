import type { Page } from 'playwright-core';
import { expectNoSeriousViolations } from './accessibility';
import { browserSuite, signIn } from './browser';

const suite = browserSuite();

async function signedIn(email: string, viewport: { width: number; height: number }): Promise<Page> {
  const page = await suite.newPage(viewport);
  await signIn(page, suite.stack().url, email);
  return page;
}

/** The value a <dt> labels, in a summary list. */
const fact = (page: Page, label: string) => page.locator('dt', { hasText: label }).locator('xpath=following-sibling::dd[1]');

it('a participant adds a result on a phone, the company admin sees the badge rise and approves, and the participant sees it count without a reload', async () => {
  const stack = suite.stack();
  const { admin, participants } = await stack.factory.crew({ manualActivitiesApproval: true, name: 'Żywa Firma' });
  const [participantPage, adminPage] = await Promise.all([
    signedIn(participants[0].email, { width: 360, height: 740 }),
    signedIn(admin.email, { width: 1280, height: 900 }),
  ]);
  await adminPage.getByRole('link', { name: 'Zatwierdzanie wpisów' }).waitFor();
  expect(await adminPage.getByTestId('review-badge').count()).toBe(0);

  // The participant adds a result from the drawer.
  await participantPage.goto(`${stack.url}/moje-wyniki`);
  await participantPage.getByRole('button', { name: 'Dodaj wynik' }).click();
  const drawer = participantPage.getByRole('dialog', { name: 'Dodaj wynik' });
  await drawer.getByLabel('Dystans (km)').fill('12,5');
  await drawer.getByLabel('Rodzaj aktywności').selectOption({ label: 'Bieg' });
  await expectNoSeriousViolations(participantPage);
  await drawer.getByRole('button', { name: 'Zapisz wynik' }).click();
  await participantPage.getByRole('table', { name: 'Moje wpisy' }).getByText('oczekuje').waitFor();
  await fact(participantPage, 'Miejsce w rankingu').filter({ hasText: 'jeszcze bez miejsca' }).waitFor();
  await expectNoSeriousViolations(participantPage);

  // The admin's badge counts it at once; the admin approves it.
  await adminPage.getByTestId('review-badge').filter({ hasText: '1' }).waitFor();
  await adminPage.getByRole('link', { name: 'Zatwierdzanie wpisów' }).click();
  await adminPage.getByRole('table', { name: 'Wpisy oczekujące na zatwierdzenie' }).getByRole('button', { name: 'Zatwierdź' }).click();
  await adminPage.getByTestId('review-badge').waitFor({ state: 'detached' });

  // The participant's totals, place and entry change without a reload.
  await participantPage.getByRole('table', { name: 'Moje wpisy' }).getByText('zatwierdzony').waitFor();
  await fact(participantPage, 'Łączny dystans (km)').filter({ hasText: '12,5' }).waitFor();
  await fact(participantPage, 'Łączna liczba drzew').filter({ hasText: '2,5' }).waitFor();
  // the only one with a result: first of one
  await fact(participantPage, 'Miejsce w rankingu').filter({ hasText: '1/1' }).waitFor();

  // The home ranking (teams first, as the company has teams) shows the participant on top.
  await participantPage.getByRole('button', { name: 'Menu', exact: true }).click();
  await participantPage.getByRole('link', { name: 'Strona główna' }).click();
  await participantPage.getByRole('group', { name: 'Rodzaj rankingu' }).getByRole('button', { name: 'Indywidualny' }).click();
  const firstRow = participantPage.getByRole('table', { name: 'Ranking uczestników' }).getByRole('row').nth(1);
  await firstRow.filter({ hasText: participants[0].name }).waitFor();
  await expectNoSeriousViolations(participantPage);
});
