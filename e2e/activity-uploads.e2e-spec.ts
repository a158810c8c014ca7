import type { Page } from 'playwright-core';
import { gpxFile, warsawTrack } from '@lesne/activity-files/testing';
import { expectNoSeriousViolations } from './accessibility';
import { browserSuite, signIn } from './browser';

const suite = browserSuite();

/** The value a <dt> labels, in a summary list. */
const fact = (page: Page, label: string) => page.locator('dt', { hasText: label }).locator('xpath=following-sibling::dd[1]');

/** An 8 km run at 5:30 a km, a point every 5 s, ended an hour ago. */
function morningRun(): Buffer {
  const start = new Date(Date.now() - 60 * 60_000 - 8 * 330_000);
  return gpxFile({ tracks: [[warsawTrack({ metres: 8000, start, everySeconds: 5 })]], type: 'running', creator: 'Forerunner 265' });
}

it('a participant uploads two files from a phone: one counts at once, the same run again is held as a duplicate, and the totals follow live', async () => {
  const stack = suite.stack();
  const { participants } = await stack.factory.crew({ convertStandard: 4, name: 'Plikowa Firma' });
  const page = await suite.newPage({ width: 360, height: 740 });
  await signIn(page, stack.url, participants[0].email);
  await page.goto(`${stack.url}/moje-wyniki`);

  const run = morningRun();
  await page.getByLabel('Wybierz pliki').setInputFiles([
    { name: 'poranny-bieg.gpx', mimeType: 'application/gpx+xml', buffer: run },
    { name: 'poranny-bieg-kopia.gpx', mimeType: 'application/gpx+xml', buffer: run },
  ]);
  const uploads = page.getByRole('list', { name: 'Wgrane pliki' });
  const original = uploads.getByRole('listitem').filter({ hasText: 'poranny-bieg.gpx' });
  const copy = uploads.getByRole('listitem').filter({ hasText: 'poranny-bieg-kopia.gpx' });
  await original.getByText('Odczytany: potwierdź sport').waitFor();
  await copy.getByText('Odczytany: potwierdź sport').waitFor();
  await original.getByText(/8 km · 44 min w ruchu/).waitFor();
  await fact(page, 'Łączny dystans (km)').filter({ hasText: /^0$/ }).waitFor();

  // The file names a run: confirmed as it is, it counts, and My results follows without a reload.
  await original.getByRole('combobox', { name: 'Sport z pliku poranny-bieg.gpx' }).filter({ has: page.locator('option:checked', { hasText: 'Bieg' }) }).waitFor();
  await original.getByRole('button', { name: 'Policz wynik' }).click();
  await original.getByText('Policzony').waitFor();
  await original.getByText('Drzewa: 2').waitFor();
  await fact(page, 'Łączny dystans (km)').filter({ hasText: /^8$/ }).waitFor();
  await fact(page, 'Łączna liczba drzew').filter({ hasText: /^2$/ }).waitFor();
  await page.getByRole('table', { name: 'Moje wpisy' }).getByText('zatwierdzony').waitFor();
  await expectNoSeriousViolations(page);

  // The same run again waits for the company admin, and the totals stay.
  await copy.getByRole('button', { name: 'Policz wynik' }).click();
  await copy.getByText('Czeka na decyzję administratora').waitFor();
  await copy.getByText('Ta aktywność jest już policzona (ten sam plik, Strava lub wpis ręczny).').waitFor();
  await page.getByRole('table', { name: 'Moje wpisy' }).getByText('oczekuje').waitFor();
  await fact(page, 'Łączny dystans (km)').filter({ hasText: /^8$/ }).waitFor();
});
