import { ChatSweep } from '../workers/src/chat/chat-sweep';
import { expectNoSeriousViolations } from './accessibility';
import { browserSuite, signIn, toastShown } from './browser';

const suite = browserSuite();

it("a company admin connects the company's Slack channel, tests it, and sees the day's podium posted there", async () => {
  const stack = suite.stack();
  const { admin, participants } = await stack.factory.crew({ name: 'Gadająca Firma' });
  await stack.dataSource.query('UPDATE app_user SET tree_sum = 7.5, km_sum = 37.5 WHERE id = $1', [participants[0].id]);
  const page = await suite.newPage({ width: 1280, height: 900 });
  await signIn(page, stack.url, admin.email);
  await page.goto(`${stack.url}/ustawienia-eventu`);

  const card = page.locator('section', { has: page.getByRole('heading', { name: 'Kanał na Slacku lub w Microsoft Teams' }) });
  const hook = stack.chat.hookUrl('slack');
  await card.getByLabel(/Adres webhooka kanału/).fill(hook);
  await card.getByLabel('Codzienne podium o godzinie').selectOption({ label: '00:00' });
  await card.getByRole('button', { name: 'Połącz kanał' }).click();
  await card.getByText(/^Połączono: Slack, 127\.0\.0\.1:\d+\/…/).waitFor();

  await card.getByRole('button', { name: 'Wyślij wpis testowy' }).click();
  await toastShown(page, 'Wpis testowy dotarł na kanał.');
  await expectNoSeriousViolations(page);

  // the workers' sweep finds the podium due (its hour has come today) and posts it
  await stack.workers!.get(ChatSweep).sweep();
  const channel = await suite.newPage({ width: 1280, height: 900 });
  await channel.goto(stack.chat.url);
  for (let tries = 0; !(await channel.getByText(/Podium na dzień .* Gadająca Firma/).count()) && tries < 50; tries++) {
    await new Promise((resolve) => setTimeout(resolve, 200));
    await channel.reload();
  }
  await channel.getByText(/Podium na dzień .* Gadająca Firma/).first().waitFor();
  await channel.getByText(/Gadająca Firma/).first().waitFor();
});
