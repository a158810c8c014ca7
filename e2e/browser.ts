import { chromium, type Browser } from 'playwright-core';

/** Debian's Chromium, never a downloaded one; flags keep it off this machine's closed network. */
export function launchChromium(): Promise<Browser> {
  return chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: ['--headless', '--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--no-first-run', '--disable-sync'],
  });
}

export function linkIn(text: string, path: string): string {
  const match = text.match(new RegExp(`https?://\\S+${path}\\?\\S+`));
  if (!match) throw new Error(`no ${path} link in the mail:\n${text}`);
  return match[0];
}
