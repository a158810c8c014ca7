/**
 * npm run bench:office: a soak of the office screen. A TV runs for days, so what one update
 * leaves behind in the page adds up: this opens the screen in Chromium with its clock sped up
 * (sped-up-clock.ts) and drives a day of the page's time at it in minutes: real results (each
 * counted by the workers, which push the company's totals and change the view), and on top of
 * them 'totals:changed' pushed through the Redis emitter as the workers push it, one a second of
 * the page's time. At intervals it forces a garbage collection and samples the page's JS heap,
 * DOM nodes and event listeners (the DevTools protocol's Performance.getMetrics), then reports
 * the first, last and largest sample and the slope; flat memory is the goal.
 */
import 'reflect-metadata';
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { Emitter } from '@socket.io/redis-emitter';
import Redis from 'ioredis';
import type { Page } from 'playwright-core';
import { OFFICE_SCREEN_ROTATION_MS, rooms, socketIoRedisKey, type ServerToClientEvents } from '@lesne/contracts';
import { Company, User } from '@lesne/db';
import { addDays, warsawDay } from '@lesne/domain';
import { launchChromium } from '../e2e/browser';
import { startStack } from '../test/stack';
import { benchDatabase, seedEvent } from './bench-db';
import { runBenchmark, writeSection } from './report';
import { speedUpPageClock } from './sped-up-clock';

/** How many times faster than the wall the page's clock runs. */
const SPEED = Number(process.env.BENCH_OFFICE_SPEED ?? 60);
/** A day of the page's time, unless told otherwise. */
const MINUTES = Number(process.env.BENCH_OFFICE_MINUTES ?? (24 * 60) / SPEED);
/** Pushes a second through the emitter: one a second of the page's time, the most the workers send for one company. */
const PUSHES_PER_SECOND = SPEED;
/**
 * Results a second, each through the API, the outbox, the recompute and the workers' own push.
 * Two keep a day's run (2,880) within what the participants may add (RESULTS_PER_DAY for
 * MANUAL_DAYS each: 4,200); beyond that the API refuses them.
 */
const RESULTS_PER_SECOND = 2;
/**
 * socket.io's heartbeat, in real milliseconds, so that the page's sped-up clock never times it
 * out. The page arms its ping timer for interval + timeout of its own time, so it gives up after
 * (interval + timeout) / SPEED real ms without a ping, and re-arms it on every ping, which the API
 * sends every interval real ms. Here: a ping every 250 ms against a window of 2 s, so only a page
 * stalled for 2 s would miss eight pings in a row and reconnect; the API, on the real clock, waits
 * the whole timeout for an answer it gets at once.
 */
const PING_INTERVAL_MS = 250;
const PING_WINDOW_MS = 2_000;
const PING_TIMEOUT_MS = PING_WINDOW_MS * SPEED - PING_INTERVAL_MS;
const SAMPLES = 11;
const PARTICIPANTS = 200;
/** A participant may add three results a day, for the last week: the results cycle through both. */
const RESULTS_PER_DAY = 3;
const MANUAL_DAYS = 7;

const TEAMS = 5;

const TV = { width: 1920, height: 1080 };
/** What the screen shows when its data may be out of date (officeScreen.stale in pl). */
const STALE_TEXT = 'Dane mogą być nieaktualne';

interface Sample {
  atSeconds: number;
  /** the page's own time since the soak began */
  pageHours: number;
  pushes: number;
  results: number;
  fetches: number;
  heapBytes: number;
  nodes: number;
  listeners: number;
}

/** What the page counts itself (countInPage), times on its real clock (performance.now, which is not sped up). */
interface PageCounts {
  rotations: number;
  firstRotationAt: number;
  lastRotationAt: number;
  staleShown: number;
}

interface PageNode {
  textContent: string | null;
}

/** Runs in the page: counts the turns of the top 10 (its heading changing) and each time the stale badge appears. */
function countInPage(staleText: string): void {
  const page = globalThis as unknown as {
    document: { body: PageNode; getElementById(id: string): PageNode | null };
    MutationObserver: new (callback: () => void) => { observe(target: PageNode, options: { childList: boolean; subtree: boolean; characterData: boolean }): void };
    __counts: PageCounts;
  };
  const counts: PageCounts = { rotations: 0, firstRotationAt: Number.NaN, lastRotationAt: Number.NaN, staleShown: 0 };
  page.__counts = counts;
  const { document } = page;
  const heading = () => document.getElementById('screen-top')?.textContent;
  const stale = () => document.body.textContent?.includes(staleText) ?? false;
  let shownHeading = heading();
  let shownStale = stale();
  new page.MutationObserver(() => {
    const nowHeading = heading();
    if (nowHeading !== shownHeading) {
      counts.rotations++;
      counts.lastRotationAt = performance.now();
      if (counts.rotations === 1) counts.firstRotationAt = counts.lastRotationAt;
      shownHeading = nowHeading;
    }
    const nowStale = stale();
    if (nowStale && !shownStale) counts.staleShown++;
    shownStale = nowStale;
  }).observe(document.body, { childList: true, subtree: true, characterData: true });
}

const pageCounts = (page: Page) => page.evaluate(() => (globalThis as unknown as { __counts: PageCounts }).__counts);

/** Real milliseconds between the top 10's turns, on average, as the page saw them. */
const realRotationMs = (counts: PageCounts) => (counts.lastRotationAt - counts.firstRotationAt) / (counts.rotations - 1);

/**
 * Refuses to soak unless the page's clock is sped up as asked, measured in the page: its Date
 * against its real clock, and its top 10's turns (a timer of the app's own) against the wall.
 */
async function checkPageClock(page: Page): Promise<void> {
  const read = () => page.evaluate(() => ({ date: Date.now(), real: performance.now() }));
  const before = await read();
  await new Promise((resolve) => setTimeout(resolve, 500));
  const after = await read();
  const dateSpeed = (after.date - before.date) / (after.real - before.real);
  if (Math.abs(dateSpeed / SPEED - 1) > 0.1) throw new Error(`the page's Date runs ${dateSpeed.toFixed(1)} times the wall, not ${SPEED}`);
  await page.waitForFunction(() => (globalThis as unknown as { __counts: PageCounts }).__counts.rotations >= 4, undefined, { timeout: (10 * OFFICE_SCREEN_ROTATION_MS) / SPEED + 10_000 });
  const rotationMs = realRotationMs(await pageCounts(page));
  const expected = OFFICE_SCREEN_ROTATION_MS / SPEED;
  if (Math.abs(rotationMs / expected - 1) > 0.2) throw new Error(`the top 10 turned every ${rotationMs.toFixed(0)} ms real, not every ${expected.toFixed(0)} ms`);
}

/** Least-squares slope of y over x. */
function slope(points: Array<[number, number]>): number {
  const n = points.length;
  const mean = (pick: (p: [number, number]) => number) => points.reduce((sum, p) => sum + pick(p), 0) / n;
  const mx = mean((p) => p[0]);
  const my = mean((p) => p[1]);
  const num = points.reduce((sum, [x, y]) => sum + (x - mx) * (y - my), 0);
  const den = points.reduce((sum, [x]) => sum + (x - mx) ** 2, 0);
  return den === 0 ? 0 : num / den;
}

async function main(): Promise<void> {
  if (!existsSync(join(process.cwd(), 'frontend', 'dist', 'index.html'))) throw new Error('Build the SPA first: npm run build -w frontend');
  const database = await benchDatabase('lesne_bench_office');
  const { companyId, userIds } = await seedEvent(database.url, PARTICIPANTS, 5000);
  const stack = await startStack({
    listen: true,
    env: { DATABASE_URL: database.url, SOCKET_PING_INTERVAL_MS: String(PING_INTERVAL_MS), SOCKET_PING_TIMEOUT_MS: String(PING_TIMEOUT_MS) },
  });
  const redis = new Redis(stack.config.REDIS_URL);
  const emitter = new Emitter<ServerToClientEvents>(redis, { key: socketIoRedisKey(stack.config.REDIS_PREFIX) });
  const browser = await launchChromium();
  try {
    const company = await stack.dataSource.getRepository(Company).findOneByOrFail({ id: companyId });
    const admin = await stack.factory.user({ company, role: 'companyAdmin', name: 'Bench Admin' });
    const participants = await Promise.all(userIds.map((id) => stack.dataSource.getRepository(User).findOneByOrFail({ id })));
    // Teams on: the screen's top 10 turns between the individual and the team ranking.
    const auth = { Authorization: `Bearer ${stack.tokenFor(admin)}` };
    for (let team = 1; team <= TEAMS; team++) {
      const created = await stack.api().post('/api/v1/team').set(auth).send({ name: `Drużyna ${team}`, emoji_id: null }).expect(201);
      for (const participant of participants.filter((_, index) => index % TEAMS === team - 1)) {
        await stack.api().patch(`/api/v1/user/${participant.id}/team`).set(auth).send({ team_id: created.body.id }).expect(200);
      }
    }
    const link = await stack.api().post('/api/v1/company/office-screens').set('Authorization', `Bearer ${stack.tokenFor(admin)}`).send({ name: 'Bench' }).expect(201);

    const context = await browser.newContext({ viewport: TV, locale: 'pl-PL' });
    await speedUpPageClock(context, SPEED);
    const page = await context.newPage();
    let fetches = 0;
    page.on('request', (request) => {
      if (request.url().includes('/api/v1/office-screen/')) fetches++;
    });
    // socket.io opens one websocket per connection (after its polling handshake): every one past the first is a reconnection.
    let connections = 0;
    page.on('websocket', (socket) => {
      if (socket.url().includes('/socket.io/')) connections++;
    });
    await page.goto(`${stack.url}/ekran/${link.body.token}`);
    await page.getByText('Dołącz do wyzwania').waitFor({ timeout: 30_000 });
    await page.evaluate(countInPage, STALE_TEXT);
    await checkPageClock(page);
    const cdp = await context.newCDPSession(page);
    await cdp.send('Performance.enable');

    const started = Date.now();
    const pageNow = () => page.evaluate(() => Date.now());
    const pageStarted = await pageNow();
    let pushes = 0;
    let results = 0;
    let failedResults = 0;
    const sample = async (): Promise<Sample> => {
      await cdp.send('HeapProfiler.collectGarbage');
      const { metrics } = await cdp.send('Performance.getMetrics');
      const metric = (name: string) => metrics.find((m) => m.name === name)?.value ?? Number.NaN;
      const taken = {
        atSeconds: (Date.now() - started) / 1000,
        pageHours: ((await pageNow()) - pageStarted) / 3_600_000,
        pushes,
        results,
        fetches,
        heapBytes: metric('JSHeapUsedSize'),
        nodes: metric('Nodes'),
        listeners: metric('JSEventListeners'),
      };
      console.log(taken);
      return taken;
    };

    const today = warsawDay(new Date());
    const pushTimer = setInterval(() => {
      pushes++;
      emitter.to(rooms.office(companyId)).emit('totals:changed', { companyId, treeSum: 20_000 + pushes, distanceSum: 100_000 + pushes * 5, activityCount: 5000 + pushes });
    }, 1000 / PUSHES_PER_SECOND);
    const resultTimer = setInterval(() => {
      const index = results++;
      const participant = participants[index % participants.length];
      const day = addDays(today, -(Math.floor(index / (participants.length * RESULTS_PER_DAY)) % MANUAL_DAYS));
      stack
        .api()
        .post('/api/v1/activity')
        .set('Authorization', `Bearer ${stack.tokenFor(participant)}`)
        .send({ startTime: day, distance: 1 + (index % 20), activityType: 1 })
        .then((answer) => answer.status === 201 || failedResults++, () => failedResults++);
    }, 1000 / RESULTS_PER_SECOND);

    const samples: Sample[] = [await sample()];
    const intervalMs = (MINUTES * 60_000) / (SAMPLES - 1);
    try {
      for (let taken = 1; taken < SAMPLES; taken++) {
        await new Promise((resolve) => setTimeout(resolve, intervalMs));
        samples.push(await sample());
      }
    } finally {
      clearInterval(pushTimer);
      clearInterval(resultTimer);
    }
    const stillLive = await page.getByText('Dołącz do wyzwania').isVisible();
    const counts = await pageCounts(page);

    const [first, last] = [samples[0], samples[samples.length - 1]];
    // The first half warms the page up (compiled code, caches, the first answers); the second shows whether it keeps growing.
    const warmingUp = samples.slice(0, Math.floor(samples.length / 2));
    const settled = samples.slice(warmingUp.length);
    const most = (over: Sample[], pick: (s: Sample) => number) => Math.max(...over.map(pick));
    // "+ 0" turns a -0.00 that rounds from a tiny negative slope into 0.00.
    const mb = (bytes: number) => `${(Number((bytes / 2 ** 20).toFixed(2)) + 0).toFixed(2)} MB`;
    const perPageHour = (pick: (s: Sample) => number, over = samples) => slope(over.map((s) => [s.pageHours, pick(s)]));
    const settledGrowth = last.heapBytes - settled[0].heapBytes;
    // Flat: over the second half the heap grows by less than 0.5 MB, and DOM nodes and listeners never go past what the first half reached.
    const flat =
      settledGrowth < 0.5 * 2 ** 20 &&
      most(settled, (s) => s.nodes) <= most(warmingUp, (s) => s.nodes) &&
      most(settled, (s) => s.listeners) <= most(warmingUp, (s) => s.listeners);
    const row = (name: string, pick: (s: Sample) => number, format: (v: number) => string) =>
      `| ${name} | ${format(pick(first))} | ${format(pick(last))} | ${format(Math.max(...samples.map(pick)))} | ${format(perPageHour(pick))} | ${format(perPageHour(pick, settled))} |`;
    const count = (v: number) => String(Math.round(v));
    const hours = (h: number) => h.toFixed(1);
    const reconnections = Math.max(0, connections - 1);
    writeSection(
      'Office screen soak',
      `The office screen (/ekran/:token) in Chromium (Debian's, headless) at ${TV.width}x${TV.height}, its clock sped up ${SPEED} times (\`bench/sped-up-clock.ts\`: its setTimeout and setInterval wait 1/${SPEED} of their delay, its Date runs ${SPEED} times faster), open for ${MINUTES} minutes: ${hours(last.pageHours)} hours of the page's own time, read from its Date, on an event of ${PARTICIPANTS} participants and 5,000 results, the product as \`test/stack.ts\` starts it (API and workers in one process). So the screen's own timers ran ${hours(last.pageHours)} hours' worth: the 2 s window of fetches on pushes, the 15 s turns of the top 10, the minute's safety fetch and the stale checks. socket.io's heartbeat was set to keep up with that clock (SOCKET_PING_INTERVAL_MS ${PING_INTERVAL_MS}, SOCKET_PING_TIMEOUT_MS ${PING_TIMEOUT_MS}): the page gives up on its connection after (interval + timeout) / ${SPEED} = ${PING_WINDOW_MS} ms real without a ping, and the API pings every ${PING_INTERVAL_MS} ms.

Meanwhile ${RESULTS_PER_SECOND} results a second are added through the API (each counted by the workers, which push the company's totals and change the screen's view), and ${PUSHES_PER_SECOND} 'totals:changed' a second are pushed to the company's office room through the Redis emitter, as the workers push them: one a second of the page's time, the most the workers send for one company. Every ${Math.round(intervalMs / 1000)} s (${hours(last.pageHours / (SAMPLES - 1))} hours of the page's time) the page's garbage is collected (HeapProfiler.collectGarbage) and its JS heap, DOM nodes and event listeners read (Performance.getMetrics).

In all, counted in the page and on its connection: ${pushes} pushes, ${results} results (${failedResults} refused or failed), ${last.fetches} fetches of the view by the screen (at most one every 2 s of its time on pushes, plus one a minute), ${counts.rotations} turns of the top 10 between the individual and the ${TEAMS} teams' ranking (one every ${realRotationMs(counts).toFixed(0)} ms real, ${((realRotationMs(counts) * SPEED) / 1000).toFixed(1)} s of the page's time), ${connections} socket.io connection${connections === 1 ? '' : 's'} of the page (${reconnections} reconnection${reconnections === 1 ? '' : 's'}), the stale badge shown ${counts.staleShown} times; the screen ${stillLive ? 'was still live at the end' : 'was NOT live at the end'}.

| measure | first | last | largest | slope an hour of page time (least squares), whole run | the same, second half |
| --- | --- | --- | --- | --- | --- |
${row('JS heap used', (s) => s.heapBytes, mb)}
${row('DOM nodes', (s) => s.nodes, count)}
${row('event listeners', (s) => s.listeners, count)}

Samples (hours of page time: heap, nodes, listeners): ${samples.map((s) => `${hours(s.pageHours)}: ${mb(s.heapBytes)}, ${s.nodes}, ${s.listeners}`).join('; ')}.

Goal: flat memory over a day of updates. Result: over the second half the heap went ${settledGrowth >= 0 ? '+' : ''}${mb(settledGrowth)} (${mb(settled[0].heapBytes)} to ${mb(last.heapBytes)}): **${flat ? 'flat' : 'NOT flat'}**.`,
    );
  } finally {
    await browser.close();
    redis.disconnect();
    await stack.close();
    await database.drop();
  }
}

runBenchmark(main);
