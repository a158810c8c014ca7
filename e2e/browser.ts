import { chromium, type Browser, type BrowserContext, type Page } from 'playwright-core';
import { startStack, TEST_PASSWORD, type Stack } from '../test/stack';

/** Debian's Chromium, never a downloaded one; flags keep it off this machine's closed network. */
export function launchChromium(): Promise<Browser> {
  return chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: ['--headless', '--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--no-first-run', '--disable-sync'],
  });
}

export interface BrowserSuite {
  /** the product under test, listening on a free port */
  stack(): Stack;
  /** a fresh browser context (its own storage) with one page, Polish, closed after the suite */
  newPage(viewport: { width: number; height: number }): Promise<Page>;
}

/**
 * How long one browser test may take: a page drives the whole product and Chromium, on cores a full
 * run shares with the other test files. Set here because Jest reads testTimeout from the top level of
 * its config only, not from a project's.
 */
const BROWSER_TEST_TIMEOUT_MS = 120_000;

/** Starts the product and Chromium for a test file, and stops both after it. */
export function browserSuite(): BrowserSuite {
  jest.setTimeout(BROWSER_TEST_TIMEOUT_MS);
  let stack: Stack | undefined;
  let browser: Browser | undefined;
  const contexts: BrowserContext[] = [];
  beforeAll(async () => {
    [stack, browser] = await Promise.all([startStack({ listen: true }), launchChromium()]);
  });
  afterAll(async () => {
    await Promise.all(contexts.map((context) => context.close()));
    await browser?.close();
    await stack?.close();
  });
  return {
    stack: () => stack!,
    async newPage(viewport) {
      const context = await browser!.newContext({ viewport, locale: 'pl-PL' });
      contexts.push(context);
      const page = await context.newPage();
      page.setDefaultTimeout(10_000);
      return page;
    },
  };
}

/** Signs in on the product at url from its sign-in page, and waits for the home page. */
export async function signIn(page: Page, url: string, email: string, password = TEST_PASSWORD): Promise<void> {
  await page.goto(`${url}/logowanie`);
  await page.getByLabel('E-mail').fill(email);
  await page.getByLabel('Hasło').fill(password);
  await page.getByRole('button', { name: 'Zaloguj się' }).click();
  await page.waitForURL(`${url}/`);
}

/** Waits for a toast with text: a success or a notice is a status, a failure an alert. */
export function toastShown(page: Page, text: string): Promise<void> {
  return page.locator('[role="status"], [role="alert"]').filter({ hasText: text }).first().waitFor();
}
