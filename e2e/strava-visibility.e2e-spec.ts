import type { Page } from 'playwright-core';
import { addDays, warsawDay } from '@lesne/domain';
import { Activity } from '@lesne/db';
import { CacheInvalidation } from '../backend/src/redis/cache-invalidation';
import { expectNoSeriousViolations } from './accessibility';
import { browserSuite, signIn, toastShown } from './browser';

/**
 * Strava's figures reach only their owner (libs/domain visibility.ts): a colleague opening a row in
 * the ranking, and the company admin reviewing a held result, see trees, never Strava's km; the
 * participant hides their name from the ranking and still finds their own row.
 */
const suite = browserSuite();
const PHONE = { width: 360, height: 740 };
const DESKTOP = { width: 1280, height: 900 };
const RUN = 2;
const RIDE = 3;

async function signedIn(email: string, viewport: { width: number; height: number }): Promise<Page> {
  const page = await suite.newPage(viewport);
  await signIn(page, suite.stack().url, email);
  return page;
}

it("a colleague and the company admin see a participant's Strava results as trees only, and the participant hides their name from the ranking", async () => {
  const stack = suite.stack();
  const { company, admin, participants } = await stack.factory.crew({ flagSystem: true, teams: false });
  const [ala, bartek] = participants;
  const today = warsawDay(new Date());
  const stravaId = String(20_000_000_000 + Math.floor(Math.random() * 1e9));
  const activities = stack.dataSource.getRepository(Activity);
  const base = { companyId: company.id, userId: ala.id };
  await activities.save({ ...base, activityTypeId: RUN, startTime: new Date(`${addDays(today, -1)}T10:00:00Z`), day: addDays(today, -1), distance: 5.25, trees: 1.05, status: 'approved', source: 'manual' });
  await activities.save({
    ...base, activityTypeId: RIDE, startTime: new Date(`${addDays(today, -2)}T09:00:00Z`), day: addDays(today, -2), distance: 42.37, trees: 2.1185,
    status: 'approved', source: 'integrated', stravaActivityId: `${stravaId}1`, elapsedSeconds: 5432,
  });
  await activities.save({
    ...base, activityTypeId: RIDE, startTime: new Date(`${addDays(today, -3)}T09:00:00Z`), day: addDays(today, -3), distance: 61.73, trees: 3.0865,
    status: 'pending', source: 'integrated', stravaActivityId: `${stravaId}2`, elapsedSeconds: 1234, flagged: true, flagReason: 'tooFast',
  });
  await stack.dataSource.query('UPDATE app_user SET tree_sum = 3.1685, km_sum = 47.62, activity_count = 2 WHERE id = $1', [ala.id]);

  // A colleague on a phone: the ranking gives trees, and Ala's row lists her manual run and her Strava trees in one line.
  const colleague = await signedIn(bartek.email, PHONE);
  const ranking = colleague.getByRole('table', { name: 'Ranking uczestników' });
  await ranking.getByRole('button', { name: 'Ala Uczestnik' }).click();
  await colleague.getByRole('list', { name: 'Aktywności: Ala Uczestnik' }).getByText('5,25 km').waitFor();
  await colleague.getByText('Wyniki ze Stravy: 2,12 drzewa (szczegóły widzi tylko właściciel)').waitFor();
  await colleague.getByText('Miejsca liczymy w drzewach. Kilometry ze Stravy widzi tylko ich właściciel.').waitFor();
  await expectNoSeriousViolations(colleague);
  expect(await colleague.getByText(/42,37|47,62/).count()).toBe(0);

  // The company admin reviews the held ride: its trees, status and reason, and the way to it on Strava.
  const adminPage = await signedIn(admin.email, DESKTOP);
  await adminPage.getByRole('link', { name: 'Zatwierdzanie wpisów' }).click();
  const flagged = adminPage.getByRole('table', { name: 'Zgłoszone wpisy' });
  const held = flagged.getByRole('row', { name: /Ala Uczestnik/ });
  await held.getByText('Szybciej niż rekord świata na tym dystansie').waitFor();
  await expectNoSeriousViolations(adminPage);
  const link = held.getByRole('link', { name: /Zobacz w Strava/ });
  expect(await link.getAttribute('href')).toBe(`https://www.strava.com/activities/${stravaId}2`);
  // Strava's brand rules: bold, underlined in #FC5200, the words in its darker orange to be readable. (The e2e code is typed for Node: the page's globals come from globalThis.)
  const style = await link.evaluate((element) => {
    const { getComputedStyle } = globalThis as unknown as { getComputedStyle(element: unknown): { color: string; fontWeight: string; textDecorationColor: string } };
    const { color, fontWeight, textDecorationColor } = getComputedStyle(element);
    return { color, fontWeight, textDecorationColor };
  });
  expect([style.color, style.fontWeight, style.textDecorationColor]).toEqual(['rgb(194, 60, 0)', '700', 'rgb(252, 82, 0)']);
  expect(await adminPage.getByText(/61,73/).count()).toBe(0);

  // Ala hides her name: her colleague sees the anonymous user, she still sees herself.
  const own = await signedIn(ala.email, PHONE);
  await own.goto(`${stack.url}/moje-wyniki`);
  await own.getByRole('checkbox', { name: 'Ukryj moje imię w rankingach' }).check();
  await toastShown(own, 'Twoje imię jest ukryte w rankingach.');
  // as the workers' next totals would: the ranking pages kept for 5 s go
  stack.app.get(CacheInvalidation).announce('totals', company.id);
  await colleague.reload();
  await colleague.getByRole('table', { name: 'Ranking uczestników' }).getByRole('button', { name: 'Użytkownik anonimowy' }).waitFor();
  await own.goto(`${stack.url}/`);
  const mine = own.getByRole('table', { name: 'Ranking uczestników' }).getByRole('row', { name: /Ala Uczestnik/ });
  await mine.getByText('Inni widzą tu „Użytkownik anonimowy”.').waitFor();
  await expectNoSeriousViolations(own);
});
