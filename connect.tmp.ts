import { chromium } from 'playwright-core';
(async () => {
  const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--headless', '--no-sandbox', '--disable-gpu', '--disable-background-networking'] });
  const context = await browser.newContext({ viewport: { width: 1280, height: 900 }, locale: 'pl-PL' });
  const page = await context.newPage();
  await page.goto('http://localhost:3000/logowanie');
  await page.getByLabel('E-mail').fill('anna@zielona.demo');
  await page.getByLabel('Hasło').fill('Demo1234!');
  await page.getByRole('button', { name: 'Zaloguj się' }).click();
  await page.waitForURL('http://localhost:3000/');
  await page.goto('http://localhost:3000/moje-integracje');
  await page.getByText(/Strava/).first().waitFor();
  await page.waitForTimeout(1500);
  if (await page.getByRole('button', { name: 'Odłącz Stravę' }).count()) {
    await page.getByRole('button', { name: 'Odłącz Stravę' }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'Odłącz' }).click();
    await page.getByText('Twoje konto nie jest połączone ze Stravą.').waitFor();
  }
  await page.getByRole('radio', { name: /Zostaną/ }).check();
  await page.getByRole('button', { name: 'Połącz ze Stravą' }).click();
  await page.getByRole('button', { name: 'Authorize' }).waitFor();
  await page.getByLabel('First name').fill('Anna');
  await page.getByRole('button', { name: 'Authorize' }).click();
  await page.waitForURL('http://localhost:3000/moje-integracje');
  await page.getByText('Pełny dostęp').waitFor();
  await browser.close();
})();
