import type { Page } from 'playwright-core';
import { ADMIN_TOKEN_STORAGE_KEY, TOKEN_STORAGE_KEY } from '@lesne/contracts';
import { warsawDay } from '@lesne/domain';
import type { User } from '@lesne/db';
import { expectNoSeriousViolations } from './accessibility';
import { browserSuite, signIn, toastShown } from './browser';

const suite = browserSuite();
const desktop = { width: 1280, height: 900 };
const RUN = 2;

/**
 * Acts as `target` the way login-as does: the admin's own token kept aside, the acting one in
 * its place. Through the API, so the story does not hang on how the events table offers it.
 */
async function actAs(page: Page, target: User): Promise<void> {
  const stack = suite.stack();
  // Strings run in the page: this file is type-checked without the DOM's names.
  const adminToken = await page.evaluate<string>(`sessionStorage.getItem(${JSON.stringify(TOKEN_STORAGE_KEY)})`);
  const answer = await stack.as(adminToken).post('/api/v1/auth/admin-login').send({ userId: target.id }).expect(200);
  await page.evaluate(`(() => {
    sessionStorage.setItem(${JSON.stringify(ADMIN_TOKEN_STORAGE_KEY)}, ${JSON.stringify(adminToken)});
    sessionStorage.setItem(${JSON.stringify(TOKEN_STORAGE_KEY)}, ${JSON.stringify(answer.body.authToken)});
  })()`);
}

it('a platform admin acting as a company admin deletes a single activity after confirming; the company admin on their own cannot', async () => {
  const stack = suite.stack();
  const { company, admin, participants } = await stack.factory.crew();
  for (const [person, distance] of [[participants[0], 12.5], [participants[1], 5]] as const) {
    await stack.as(person).post('/api/v1/activity').send({ startTime: warsawDay(new Date()), distance, activityType: RUN }).expect(201);
  }

  // The company admin on their own session sees the list without a delete action.
  const companyAdmin = await suite.newPage(desktop);
  await signIn(companyAdmin, stack.url, admin.email);
  await companyAdmin.getByRole('link', { name: 'Lista aktywności' }).click();
  const ownList = companyAdmin.getByRole('table', { name: 'Zatwierdzone aktywności' });
  await ownList.getByText('Ala Uczestnik').waitFor();
  await expectNoSeriousViolations(companyAdmin);
  expect(await ownList.getByRole('button', { name: 'Usuń' }).count()).toBe(0);

  // The platform admin acts as that company admin and deletes Ala's result.
  const platformAdmin = await stack.factory.user({ role: 'admin', company: null });
  const operator = await suite.newPage(desktop);
  await signIn(operator, stack.url, platformAdmin.email);
  await actAs(operator, admin);
  await operator.goto(`${stack.url}/lista-aktywnosci`);
  await operator.getByText(`Przeglądasz panel firmy ${company.name}`).waitFor();
  const list = operator.getByRole('table', { name: 'Zatwierdzone aktywności' });
  await list.getByRole('row', { name: /Ala Uczestnik/ }).getByRole('button', { name: 'Usuń' }).click();
  const dialog = operator.getByRole('dialog', { name: 'Usunąć aktywność?' });
  await dialog.getByText(/Ala Uczestnik.*12,50 km/).waitFor();
  await expectNoSeriousViolations(operator);
  await dialog.getByRole('button', { name: 'Usuń aktywność' }).click();
  await toastShown(operator, 'Wynik został usunięty.');
  await list.getByText('Ala Uczestnik').waitFor({ state: 'detached' });
  await list.getByText('Bartek Uczestnik').waitFor();
});
