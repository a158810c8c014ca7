import type { BrowserContext } from 'playwright-core';

/**
 * Runs the clock of every page in the context `speed` times faster than the wall, from the moment
 * the page starts (before the app's own scripts). Why: a soak must show a day of an office screen,
 * and the screen's own timers (its refetch window, its rotation, its safety refetch, its stale
 * checks) pace what it does; sped up, a day of them fits in minutes. setTimeout and setInterval
 * wait delay/speed, and Date.now() and new Date() read a time that runs speed times faster; dates
 * built from a value, performance.now() and animation frames keep real time, so the page can still
 * measure its sped-up timers against the wall.
 */
export async function speedUpPageClock(context: BrowserContext, speed: number): Promise<void> {
  await context.addInitScript(installSpedUpClock, speed);
}

type Timer = (handler: unknown, delay?: number, ...args: unknown[]) => number;

/** Runs in the page (serialised by Playwright): nothing from this module's scope reaches it. */
function installSpedUpClock(speed: number): void {
  const page = globalThis as unknown as { Date: DateConstructor; setTimeout: Timer; setInterval: Timer };
  const RealDate = page.Date;
  const realNow = RealDate.now.bind(RealDate);
  const installedAt = realNow();
  const now = () => installedAt + (realNow() - installedAt) * speed;
  page.Date = new Proxy(RealDate, {
    construct: (target, args, newTarget) => Reflect.construct(target, args.length === 0 ? [now()] : args, newTarget),
    apply: () => new RealDate(now()).toString(),
    get: (target, key, receiver) => (key === 'now' ? now : Reflect.get(target, key, receiver)),
  });
  const sped = (timer: Timer): Timer => {
    const real = timer.bind(globalThis);
    return (handler, delay, ...args) => real(handler, (Number(delay) || 0) / speed, ...args);
  };
  page.setTimeout = sped(page.setTimeout);
  page.setInterval = sped(page.setInterval);
}
