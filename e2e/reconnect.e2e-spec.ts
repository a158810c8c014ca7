import { warsawDay } from '@lesne/domain';
import { browserSuite, signIn } from './browser';

const suite = browserSuite();

it('an open page reconnects by itself after the API restarts, and shows what changed meanwhile without a reload', async () => {
  const stack = suite.stack();
  const { participants } = await stack.factory.crew({ name: 'Firma Po Restarcie' });
  const [ala] = participants;
  const page = await suite.newPage({ width: 360, height: 740 });
  await signIn(page, stack.url, ala.email);
  await page.goto(`${stack.url}/moje-wyniki`);
  const distance = page.locator('dt', { hasText: 'Łączny dystans (km)' }).locator('xpath=following-sibling::dd[1]');
  await distance.filter({ hasText: /^0$/ }).waitFor();

  await stack.restartApi();
  await stack.as(ala).post('/api/v1/activity').send({ startTime: warsawDay(new Date()), distance: 7.5, activityType: 1 }).expect(201);

  await distance.filter({ hasText: '7,5' }).waitFor({ timeout: 30_000 });
  expect(page.url()).toBe(`${stack.url}/moje-wyniki`);
});
