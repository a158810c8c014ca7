import { readFileSync } from 'node:fs';
import type { AxeResults, ImpactValue } from 'axe-core';
import type { Page } from 'playwright-core';

// Evaluated rather than added as a script tag, which the product's CSP (script-src 'self') refuses.
const AXE_SOURCE = readFileSync(require.resolve('axe-core/axe.min.js'), 'utf8');

const BLOCKING: (ImpactValue | undefined)[] = ['serious', 'critical'];

/**
 * Runs axe-core on what the page shows now and fails on any serious or critical violation,
 * naming the rule, the elements it found and what it asks for.
 */
export async function expectNoSeriousViolations(page: Page): Promise<void> {
  await animationsSettled(page);
  if (!(await page.evaluate(() => 'axe' in globalThis))) await page.evaluate(AXE_SOURCE);
  const violations = await page.evaluate(async () => {
    const { axe } = globalThis as unknown as { axe: { run(): Promise<AxeResults> } };
    return (await axe.run()).violations;
  });
  const blocking = violations
    .filter((violation) => BLOCKING.includes(violation.impact))
    .map((violation) => `${violation.impact} ${violation.id}: ${violation.help}\n${violation.nodes.map((node) => `  at ${node.target.join(' ')}: ${node.html.slice(0, 160)}`).join('\n')}`);
  if (blocking.length > 0) throw new Error(`axe on ${page.url()} found:\n${blocking.join('\n')}`);
}

interface RunningAnimation {
  playState: string;
  effect: { getComputedTiming(): { endTime?: number | string } } | null;
  finished: Promise<unknown>;
}

/**
 * A dialog fading in is half transparent: colours are judged once such animations have run out.
 * Only running ones with an end are waited for (a spinner turns forever, a toast's timer pauses
 * while the page has no focus), and never for more than a second.
 */
async function animationsSettled(page: Page): Promise<void> {
  await page.evaluate(() => {
    const { document } = globalThis as unknown as { document: { getAnimations(): RunningAnimation[] } };
    const ending = document
      .getAnimations()
      .filter((animation) => animation.playState === 'running' && animation.effect?.getComputedTiming().endTime !== Infinity)
      .map((animation) => animation.finished.catch(() => undefined));
    return Promise.race([Promise.all(ending), new Promise((resolve) => setTimeout(resolve, 1000))]);
  });
}
