import type { Page } from 'playwright-core';
import { browserSuite, signIn } from './browser';

const suite = browserSuite();

/** On the simulator's authorize page, as a person: a new athlete, the activity consent ticked or not, Authorize. */
async function authorizeOnStrava(page: Page, firstname: string, activityConsent: boolean): Promise<void> {
  await page.getByRole('button', { name: 'Authorize' }).waitFor();
  await page.getByLabel('First name').fill(firstname);
  await page.getByLabel('Last name').fill('Biegaczka');
  await page.getByRole('checkbox', { name: /activity:read_all/ }).setChecked(activityConsent);
  await page.getByRole('button', { name: 'Authorize' }).click();
}

it('a participant on a phone connects Strava with the activity consent unticked, is warned, connects again with it ticked, and a run recorded on Strava counts without a reload', async () => {
  const stack = suite.stack();
  const { participants } = await stack.factory.crew({ name: 'Biegowa Firma' });
  const page = await suite.newPage({ width: 360, height: 740 });
  await signIn(page, stack.url, participants[0].email);

  await page.goto(`${stack.url}/moje-integracje`);
  await page.getByRole('link', { name: 'Połącz ze Stravą' }).click();
  await authorizeOnStrava(page, 'Ala', false);
  await page.waitForURL(`${stack.url}/moje-integracje`);
  await page.getByText('Strava nie udostępnia nam wszystkich Twoich aktywności').waitFor();
  await page.getByText('Niepełny dostęp').waitFor();

  await page.getByRole('button', { name: 'Usuń połączenie' }).click();
  await page.getByRole('dialog', { name: 'Usunąć połączenie ze Stravą?' }).getByRole('button', { name: 'Usuń połączenie' }).click();
  await page.getByText('Twoje konto nie jest połączone ze Stravą.').waitFor();

  await page.getByRole('link', { name: 'Połącz ze Stravą' }).click();
  await authorizeOnStrava(page, 'Ala', true);
  await page.waitForURL(`${stack.url}/moje-integracje`);
  await page.getByText('Pełny dostęp').waitFor();
  expect(await page.getByText('Strava nie udostępnia nam wszystkich Twoich aktywności').count()).toBe(0);

  const [connection] = await stack.dataSource.query('SELECT athlete_id FROM strava_connection WHERE user_id = $1', [participants[0].id]);
  await page.goto(`${stack.url}/moje-wyniki`);
  await page.getByText('Nie masz jeszcze żadnych wyników').waitFor();
  stack.strava.recordActivity(Number(connection.athlete_id), { sport_type: 'Run', distance: 10_000, moving_time: 3000, elapsed_time: 3100 });
  await page.getByRole('table', { name: 'Moje wpisy' }).getByText('10,00').waitFor({ timeout: 20_000 });
});
