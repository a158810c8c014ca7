import { TEST_PASSWORD } from '../test/stack';
import { expectNoSeriousViolations } from './accessibility';
import { browserSuite, signIn } from './browser';

const suite = browserSuite();

it('a participant on a phone asks for their account to be deleted from My results, confirms the dialog, is signed out, gets the mail and cannot sign in again', async () => {
  const stack = suite.stack();
  const { participants } = await stack.factory.crew({ name: 'Leśna Firma' });
  const [ala] = participants;
  const page = await suite.newPage({ width: 360, height: 740 });
  await signIn(page, stack.url, ala.email);

  await page.goto(`${stack.url}/moje-wyniki`);
  await page.getByRole('button', { name: 'Usuń konto' }).click();
  const dialog = page.getByRole('dialog', { name: 'Usunąć konto?' });
  await dialog.getByText('Usunięcia nie można cofnąć.').waitFor();
  await expectNoSeriousViolations(page);
  await dialog.getByRole('button', { name: 'Tak, usuń konto' }).click();

  await page.waitForURL((url) => url.pathname === '/logowanie');
  await page.getByText(/Przyjęliśmy prośbę o usunięcie konta\. Zostanie usunięte najpóźniej \d{2}\.\d{2}\.\d{4}/).waitFor();
  const mail = await stack.waitForMail(ala.email, /zostanie usunięte/);
  expect(mail.text).toMatch(/Usuniemy Twoje dane osobowe najpóźniej \d{2}\.\d{2}\.\d{4}\./);

  await page.getByLabel('E-mail').fill(ala.email);
  await page.getByLabel('Hasło').fill(TEST_PASSWORD);
  await page.getByRole('button', { name: 'Zaloguj się' }).click();
  await page.getByText('To konto czeka na usunięcie na prośbę właściciela').waitFor();
  expect(new URL(page.url()).pathname).toBe('/logowanie');
});
