import { chromium } from 'playwright-core';
(async () => {
  const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--headless', '--no-sandbox', '--disable-gpu', '--disable-background-networking'] });
  for (const [w, h, tag] of [[360, 740, 'phone'], [1280, 900, 'desk']] as const) {
    const context = await browser.newContext({ viewport: { width: w, height: h }, locale: 'pl-PL' });
    const page = await context.newPage();
    await page.goto('http://localhost:3000/logowanie');
    await page.getByLabel('E-mail').fill(process.argv[2] ?? 'anna@zielona.demo');
    await page.getByLabel('Hasło').fill('Demo1234!');
    await page.getByRole('button', { name: 'Zaloguj się' }).click();
    await page.waitForURL('http://localhost:3000/');
    for (const path of (process.argv[3] ?? '/moje-integracje').split(',')) {
      await page.goto(`http://localhost:3000${path}`);
      await page.waitForTimeout(1500);
      await page.screenshot({ path: `/tmp/shots/${tag}${path.replace(/\//g, '_')}.png`, fullPage: true });
    }
    await context.close();
  }
  await browser.close();
})();
