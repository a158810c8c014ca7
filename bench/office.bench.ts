/**
 * npm run bench:office: a soak of the office screen. A TV runs for days, so what one update
 * leaves behind in the page adds up: this opens the screen in Chromium and drives a sped-up day
 * of updates at it: real results (each counted by the workers, which push the company's totals
 * and change the view), and on top of them 'totals:changed' pushed through the Redis emitter as
 * the workers push it, many times faster than the workers ever would. At intervals it forces a
 * garbage collection and samples the page's JS heap, DOM nodes and event listeners (the DevTools
 * protocol's Performance.getMetrics), then reports the first, last and largest sample and the
 * slope; flat memory is the goal.
 */
import 'reflect-metadata';
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { Emitter } from '@socket.io/redis-emitter';
import Redis from 'ioredis';
import { rooms, socketIoRedisKey, type ServerToClientEvents } from '@lesne/contracts';
import { Company, User } from '@lesne/db';
import { addDays, warsawDay } from '@lesne/domain';
import { launchChromium } from '../e2e/browser';
import { startStack } from '../test/stack';
import { benchDatabase, seedEvent } from './bench-db';
import { runBenchmark, writeSection } from './report';

const MINUTES = Number(process.env.BENCH_OFFICE_MINUTES ?? 10);
/** Pushes a second through the emitter: twenty times the most the workers send for one company (one a second). */
const PUSHES_PER_SECOND = 20;
/** Results a second, each through the API, the outbox, the recompute and the workers' own push. */
const RESULTS_PER_SECOND = 4;
const SAMPLES = 11;
const PARTICIPANTS = 200;
/** A participant may add three results a day, for the last week: the results cycle through both. */
const RESULTS_PER_DAY = 3;
const MANUAL_DAYS = 7;

const TEAMS = 5;

const TV = { width: 1920, height: 1080 };

interface Sample {
  atSeconds: number;
  pushes: number;
  results: number;
  fetches: number;
  heapBytes: number;
  nodes: number;
  listeners: number;
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
  const stack = await startStack({ listen: true, env: { DATABASE_URL: database.url } });
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
    const page = await context.newPage();
    let fetches = 0;
    page.on('request', (request) => {
      if (request.url().includes('/api/v1/office-screen/')) fetches++;
    });
    await page.goto(`${stack.url}/ekran/${link.body.token}`);
    await page.getByText('Dołącz do wyzwania').waitFor({ timeout: 30_000 });
    const cdp = await context.newCDPSession(page);
    await cdp.send('Performance.enable');

    const started = Date.now();
    let pushes = 0;
    let results = 0;
    let failedResults = 0;
    const sample = async (): Promise<Sample> => {
      await cdp.send('HeapProfiler.collectGarbage');
      const { metrics } = await cdp.send('Performance.getMetrics');
      const metric = (name: string) => metrics.find((m) => m.name === name)?.value ?? Number.NaN;
      const taken = { atSeconds: (Date.now() - started) / 1000, pushes, results, fetches, heapBytes: metric('JSHeapUsedSize'), nodes: metric('Nodes'), listeners: metric('JSEventListeners') };
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

    const [first, last] = [samples[0], samples[samples.length - 1]];
    // The first half warms the page up (compiled code, caches, the first answers); the second shows whether it keeps growing.
    const warmingUp = samples.slice(0, Math.floor(samples.length / 2));
    const settled = samples.slice(warmingUp.length);
    const most = (over: Sample[], pick: (s: Sample) => number) => Math.max(...over.map(pick));
    const mb = (bytes: number) => `${(bytes / 2 ** 20).toFixed(2)} MB`;
    const perHour = (pick: (s: Sample) => number, over = samples) => slope(over.map((s) => [s.atSeconds / 3600, pick(s)]));
    const settledGrowth = last.heapBytes - settled[0].heapBytes;
    // Flat: over the second half the heap grows by less than 0.5 MB, and DOM nodes and listeners never go past what the first half reached.
    const flat =
      settledGrowth < 0.5 * 2 ** 20 &&
      most(settled, (s) => s.nodes) <= most(warmingUp, (s) => s.nodes) &&
      most(settled, (s) => s.listeners) <= most(warmingUp, (s) => s.listeners);
    const row = (name: string, pick: (s: Sample) => number, format: (v: number) => string) =>
      `| ${name} | ${format(pick(first))} | ${format(pick(last))} | ${format(Math.max(...samples.map(pick)))} | ${format(perHour(pick))} an hour | ${format(perHour(pick, settled))} an hour |`;
    const count = (v: number) => String(Math.round(v));
    writeSection(
      'Office screen soak',
      `The office screen (/ekran/:token) in Chromium (Debian's, headless) at ${TV.width}x${TV.height}, open for ${MINUTES} minutes on an event of ${PARTICIPANTS} participants and 5,000 results, the product as \`test/stack.ts\` starts it (API and workers in one process). Meanwhile ${RESULTS_PER_SECOND} results a second are added through the API (each counted by the workers, which push the company's totals and change the screen's view), and ${PUSHES_PER_SECOND} 'totals:changed' a second are pushed to the company's office room through the Redis emitter, as the workers push them: twenty times the most the workers send for one company. Every ${Math.round(intervalMs / 1000)} s the page's garbage is collected (HeapProfiler.collectGarbage) and its JS heap, DOM nodes and event listeners read (Performance.getMetrics).

In all: ${pushes} pushes, ${results} results (${failedResults} refused or failed), ${last.fetches} fetches of the view by the screen (at most one every 2 s, plus one a minute), ${Math.floor((MINUTES * 60) / 15)} turns of the top 10 between the individual and the ${TEAMS} teams' ranking; the screen ${stillLive ? 'was still live at the end' : 'was NOT live at the end'}. The pushes are as many as ${(pushes / 3600).toFixed(1)} hours at the workers' most for one company; the screen's own timers (the 2 s fetch window, the rotation, the minute's safety fetch) run in real time, so they did ${MINUTES} minutes' worth.

| measure | first | last | largest | slope (least squares), whole run | slope, second half |
| --- | --- | --- | --- | --- | --- |
${row('JS heap used', (s) => s.heapBytes, mb)}
${row('DOM nodes', (s) => s.nodes, count)}
${row('event listeners', (s) => s.listeners, count)}

Samples (s: heap, nodes, listeners): ${samples.map((s) => `${Math.round(s.atSeconds)}: ${mb(s.heapBytes)}, ${s.nodes}, ${s.listeners}`).join('; ')}.

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
