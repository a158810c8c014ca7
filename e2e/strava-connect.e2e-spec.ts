import type { Page } from 'playwright-core';
import { warsawDay } from '@lesne/domain';
import { expectNoSeriousViolations } from './accessibility';
import { browserSuite, signIn } from './browser';

const suite = browserSuite();

/** An import or a disconnection, then the recompute and its push: seconds alone, more beside a full run's other files. */
const WORKERS_WITHIN_MS = 45_000;

/** On the simulator's authorize page, as a person: the athlete (new, or one who authorized before), every consent left ticked, Authorize. */
async function authorizeOnStrava(page: Page, athlete: { firstname: string } | { id: number }): Promise<void> {
  await page.getByRole('button', { name: 'Authorize' }).waitFor();
  if ('id' in athlete) await page.locator(`input[name="athlete"][value="${athlete.id}"]`).check();
  else await page.getByLabel('First name').fill(athlete.firstname);
  await page.getByRole('button', { name: 'Authorize' }).click();
}

/** The figure My results shows under a label, e.g. "Łączny dystans (km)". */
const fact = (page: Page, label: string) => page.locator('.facts__item', { has: page.getByText(label, { exact: true }) }).locator('dd');

/** Connects from My integrations, having read what connecting means and chosen what a disconnect does. */
async function connect(page: Page, url: string, onDisconnect: RegExp, athlete: { firstname: string } | { id: number }): Promise<void> {
  await page.goto(`${url}/moje-integracje`);
  await page.getByRole('heading', { name: 'Zanim połączysz Stravę' }).waitFor();
  await page.getByText('Kilometry, rodzaje i godziny Twoich aktywności ze Stravy widzisz tylko Ty.', { exact: false }).waitFor();
  await page.getByRole('radio', { name: onDisconnect }).check();
  await page.getByRole('button', { name: 'Connect with Strava' }).click();
  await authorizeOnStrava(page, athlete);
  await page.waitForURL(`${url}/moje-integracje`);
  await page.getByText('Pełny dostęp').waitFor();
  await expectNoSeriousViolations(page);
}

async function disconnect(page: Page, outcome: RegExp): Promise<void> {
  await page.getByRole('button', { name: 'Odłącz Stravę' }).click();
  const dialog = page.getByRole('dialog', { name: 'Odłączyć Stravę?' });
  await dialog.getByText(outcome).waitFor();
  await expectNoSeriousViolations(page);
  await dialog.getByRole('button', { name: 'Odłącz' }).click();
  await page.getByText('Twoje konto nie jest połączone ze Stravą.').waitFor();
}

it('on a phone, a participant reads what connecting Strava means, connects, sees a run count and a run typed into Strava held by the company’s rules, then disconnects keeping anonymous trees, and again removing the results', async () => {
  const stack = suite.stack();
  const { participants } = await stack.factory.crew({ name: 'Biegowa Firma', manualActivitiesAllowed: true, manualActivitiesApproval: true });
  const user = participants[0];
  const page = await suite.newPage({ width: 360, height: 740 });
  await signIn(page, stack.url, user.email);

  // nothing chosen yet: Strava's button waits for the choice
  await page.goto(`${stack.url}/moje-integracje`);
  await page.getByText('Wybierz, co ma się stać z wynikami, aby połączyć Stravę.').waitFor();
  expect(await page.getByRole('button', { name: 'Connect with Strava' }).getAttribute('aria-disabled')).toBe('true');

  await connect(page, stack.url, /Zostaną jako anonimowe drzewa/, { firstname: 'Ala' });
  const [{ athlete_id: athleteId }] = await stack.dataSource.query('SELECT athlete_id FROM strava_connection WHERE user_id = $1', [user.id]);
  const today = warsawDay(new Date());
  const run = stack.strava.recordActivity(Number(athleteId), {
    sport_type: 'Run', distance: 10_000, moving_time: 3000, elapsed_time: 3100, start_date: `${today}T06:00:00Z`, device_name: 'Garmin Forerunner 265',
  });
  stack.strava.recordActivity(Number(athleteId), { manual: true, sport_type: 'Ride', distance: 80_000, moving_time: 10_800, elapsed_time: 10_800, start_date: `${today}T09:00:00Z` });

  // My results: the run counts (its Strava link, Garmin's credit, Strava's mark); the typed-in ride waits for the admin
  await page.goto(`${stack.url}/moje-wyniki`);
  const mine = page.getByRole('table', { name: 'Moje wpisy' });
  await mine.getByText('10,00').waitFor({ timeout: WORKERS_WITHIN_MS });
  await mine.getByText('80,00').waitFor({ timeout: WORKERS_WITHIN_MS });
  const runRow = mine.getByRole('row').filter({ hasText: 'Garmin Forerunner 265' });
  expect(await runRow.getByRole('link', { name: /Zobacz w Strava/ }).getAttribute('href')).toBe(`https://www.strava.com/activities/${run.id}`);
  await mine.getByText('oczekuje').waitFor();
  await page.getByText('Powered by Strava').waitFor();
  await fact(page, 'Łączny dystans (km)').getByText('10').waitFor();
  await fact(page, 'Łączna liczba drzew').getByText('2').waitFor();
  // the Strava card says it is connected, and goes on saying so after a reload
  for (const reload of [false, true]) {
    if (reload) await page.reload();
    await page.getByText('Twoje aktywności ze Stravy dodają się automatycznie.').waitFor();
    expect(await page.getByText('Połącz konto Strava', { exact: false }).count()).toBe(0);
  }

  // why the ride does not count yet, in plain words
  await page.goto(`${stack.url}/moje-integracje`);
  const held = page.getByRole('region', { name: 'Czekają na administratora firmy' });
  await held.getByText('Wpisano ją w Stravie ręcznie, a Twoja firma zatwierdza takie wyniki.').waitFor();
  await expectNoSeriousViolations(page);

  // disconnect, keeping the trees: My results, open on another phone of the user's, loses the km live and keeps the trees
  const watcher = await suite.newPage({ width: 360, height: 740 });
  await signIn(watcher, stack.url, user.email);
  await watcher.goto(`${stack.url}/moje-wyniki`);
  await fact(watcher, 'Łączny dystans (km)').getByText('10').waitFor();
  await disconnect(page, /zostaną jako anonimowe drzewa/);
  await fact(watcher, 'Łączny dystans (km)').getByText('0').waitFor({ timeout: WORKERS_WITHIN_MS });
  await fact(watcher, 'Łączna liczba drzew').getByText('2').waitFor();
  await watcher.close();
  await page.goto(`${stack.url}/moje-wyniki`);
  await fact(page, 'Łączny dystans (km)').getByText('0').waitFor();
  expect(await page.getByRole('table', { name: 'Moje wpisy' }).getByText('80,00').count()).toBe(0);

  // connecting again takes the anonymous trees back rather than counting the run twice; this time a disconnect removes them
  await connect(page, stack.url, /Znikną z wyników/, { id: Number(athleteId) });
  await page.goto(`${stack.url}/moje-wyniki`);
  await fact(page, 'Łączny dystans (km)').getByText('10').waitFor({ timeout: WORKERS_WITHIN_MS });
  await fact(page, 'Łączna liczba drzew').getByText('2').waitFor();
  await page.goto(`${stack.url}/moje-integracje`);
  await disconnect(page, /znikną, a drzewa z nich przestaną się liczyć/);
  await page.goto(`${stack.url}/moje-wyniki`);
  await fact(page, 'Łączna liczba drzew').getByText('0').waitFor({ timeout: WORKERS_WITHIN_MS });
  await page.getByText('Nie masz jeszcze żadnych wyników').waitFor();
  await page.getByText('Połącz konto Strava, a Twoje aktywności będą dodawane automatycznie.').waitFor();
});
