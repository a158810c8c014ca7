import { linkIn } from '../test/stack';
import { expectNoSeriousViolations } from './accessibility';
import { browserSuite, signIn, toastShown } from './browser';

const suite = browserSuite();
const newPage = suite.newPage;
const desktop = { width: 1280, height: 900 };
const phone = { width: 360, height: 740 };


it('a platform admin creates an event, its admin sets it up and builds teams, participants join, and the platform admin can act as the event admin', async () => {
  const stack = suite.stack();
  const platformAdmin = await stack.factory.user({ role: 'admin', company: null });
  const companyName = `Leśna Spółka ${Date.now().toString(36)}`;
  const adminEmail = `szefowa.${Date.now()}@example.com`;

  // The platform admin creates the event.
  const operator = await newPage(desktop);
  await signIn(operator, stack.url, platformAdmin.email);
  await operator.getByRole('link', { name: 'Zarządzanie wydarzeniami' }).click();
  await operator.getByRole('button', { name: 'Dodaj wydarzenie' }).click();
  const form = operator.getByRole('dialog', { name: 'Dodaj wydarzenie' });
  await form.getByLabel('Nazwa firmy').fill(companyName);
  await form.getByLabel('E-mail administratora').fill(adminEmail);
  await form.getByLabel('Imię i nazwisko administratora').fill('Halina Szefowa');
  await expectNoSeriousViolations(operator);
  await form.getByRole('button', { name: 'Dodaj', exact: true }).click();
  await toastShown(operator, 'Wydarzenie dodane pomyślnie');
  await operator.getByRole('rowheader', { name: companyName }).waitFor();
  await expectNoSeriousViolations(operator);

  // Its admin sets a password from the mail and signs in.
  const mail = await stack.waitForMail(adminEmail, new RegExp(companyName));
  const eventAdmin = await newPage(desktop);
  await eventAdmin.goto(linkIn(mail.text, '/ustaw-haslo').href);
  await eventAdmin.getByLabel('Nowe hasło').fill('Szefowa123');
  await eventAdmin.getByLabel('Powtórz hasło').fill('Szefowa123');
  await eventAdmin.getByRole('checkbox').check();
  await eventAdmin.getByRole('button', { name: 'Ustaw hasło' }).click();
  await eventAdmin.getByRole('link', { name: 'Zaloguj się' }).click();
  await eventAdmin.getByLabel('E-mail').fill(adminEmail);
  await eventAdmin.getByLabel('Hasło').fill('Szefowa123');
  await eventAdmin.getByRole('button', { name: 'Zaloguj się' }).click();
  await eventAdmin.getByText(companyName).first().waitFor();

  // ...configures the event and copies the invitation link.
  await eventAdmin.getByRole('link', { name: 'Ustawienia wydarzenia' }).click();
  await eventAdmin.getByLabel('Km na drzewo', { exact: true }).fill('10');
  await eventAdmin.getByLabel('Wymagaj zatwierdzania ręcznie dodanych aktywności').check();
  await eventAdmin.getByRole('button', { name: 'Zapisz ustawienia' }).click();
  await toastShown(eventAdmin, 'Ustawienia zostały zapisane');
  await expectNoSeriousViolations(eventAdmin);
  const invitation = await eventAdmin.getByLabel('Link zaproszenia dla uczestników').inputValue();
  expect(invitation).toMatch(new RegExp(`^${stack.url}/rejestracja\\?code=[a-z2-9]{10}$`));

  // ...and builds a team.
  await eventAdmin.getByRole('link', { name: 'Drużyny' }).click();
  await eventAdmin.getByRole('button', { name: 'Dodaj drużynę' }).click();
  const teamForm = eventAdmin.getByRole('dialog', { name: 'Dodaj drużynę' });
  await teamForm.getByLabel('Nazwa drużyny').fill('Dęby');
  await expectNoSeriousViolations(eventAdmin);
  await teamForm.getByRole('group', { name: 'Emoji drużyny' }).getByRole('button').first().click();
  await teamForm.getByRole('button', { name: 'Zapisz' }).click();
  await toastShown(eventAdmin, 'Drużyna dodana pomyślnie');

  // A participant joins through the invitation on a phone and sees the company summary.
  const participantEmail = `ula.${Date.now()}@example.com`;
  const participant = await newPage(phone);
  await participant.goto(invitation);
  await participant.getByText(`Zaproszenie od firmy ${companyName}`).waitFor();
  await participant.getByLabel('E-mail').fill(participantEmail);
  await participant.getByLabel('Imię i nazwisko').fill('Ula Biegaczka');
  await participant.getByLabel('Hasło', { exact: true }).fill('Biegam123');
  await participant.getByRole('checkbox').check();
  await participant.getByRole('button', { name: 'Zarejestruj się' }).click();
  await participant.getByText('Oczekuje').first().waitFor();
  await participant.getByText('1 drzewo = 10 km').waitFor();
  await participant.getByText('Łączna liczba drzew').waitFor();
  await expectNoSeriousViolations(participant);

  // The event admin puts the participant in the team; the member count follows without a reload.
  await eventAdmin.reload();
  const teamSelect = eventAdmin.getByLabel(`Drużyna użytkownika ${participantEmail}`);
  const option = await teamSelect.locator('option', { hasText: 'Dęby' }).getAttribute('value');
  await teamSelect.selectOption(option!);
  await eventAdmin.getByRole('row', { name: /Dęby/ }).getByText('1 osoba').waitFor();
  await expectNoSeriousViolations(eventAdmin);

  // The platform admin acts as the event admin and comes back.
  await operator.reload();
  await operator.getByRole('row', { name: new RegExp(companyName) }).getByRole('button', { name: /^Akcje/ }).click();
  await operator.getByRole('menuitem', { name: `Zaloguj jako ${adminEmail}` }).click();
  await operator.getByText(`Przeglądasz panel firmy ${companyName}`).waitFor();
  await operator.getByRole('link', { name: 'Ustawienia wydarzenia' }).waitFor();
  await expectNoSeriousViolations(operator);
  await operator.getByRole('button', { name: 'Wróć do panelu administratora' }).click();
  await operator.waitForURL(/\/zarzadzanie-eventami/);
  await operator.getByRole('rowheader', { name: companyName }).waitFor();
  expect(await operator.getByText('Przeglądasz panel firmy').count()).toBe(0);
});
