/**
 * npm run bench:web: first contentful paint and time to interactive of the sign-in page and of
 * home (a participant with results) on a throttled phone, Lighthouse's mobile profile applied
 * through the DevTools protocol, each run with a cold cache. Its ceiling, measured in the same
 * run under the same throttling: a bare Node HTTP server sending a static page with the sign-in
 * page's first paint (logo, heading, two fields, a button) and no JavaScript.
 */
import 'reflect-metadata';
import { existsSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { join } from 'node:path';
import type { BrowserContext, CDPSession } from 'playwright-core';
import { TOKEN_STORAGE_KEY } from '@lesne/contracts';
import { User } from '@lesne/db';
import { launchChromium } from '../e2e/browser';
import { startStack } from '../test/stack';
import { benchDatabase, seedEvent } from './bench-db';
import { middleRun, runBenchmark, writeSection } from './report';

const RUNS = Number(process.env.BENCH_RUNS ?? 3);
/** BENCH_TRACE=1 prints each run's timeline (requests and long tasks on the page's clock), to see where the time goes. */
const TRACE = process.env.BENCH_TRACE === '1';

/** Lighthouse's mobile slow 4G (its simulated values) and its CPU slowdown, on a 360x640 phone. */
const PHONE = {
  latencyMs: 150,
  downloadBytesPerSecond: (1.6 * 1024 * 1024) / 8,
  uploadBytesPerSecond: (750 * 1024) / 8,
  cpuSlowdown: 4,
  viewport: { width: 360, height: 640 },
};

/** Lighthouse: interactive once 5 s pass with no long task and at most 2 requests in flight. */
const QUIET_WINDOW_MS = 5000;
const MAX_QUIET_REQUESTS = 2;
/** How long a page is watched for its quiet window before the run gives up on it. */
const WATCH_LIMIT_MS = 40_000;

const FCP_GOAL_MS = 1000;
const TTI_GOAL_MS = 2500;

interface Interval {
  start: number;
  end: number;
}

interface Measurement {
  fcp: number;
  tti: number;
  /** when the page's own content (the sign-in button, home's greeting) was in the document */
  content: number;
  requests: number;
  bytes: number;
}

/**
 * Lighthouse's time to interactive from what the page went through (ms since navigation start):
 * from FCP, the first 5 s window with no long task and at most 2 requests in flight; TTI is the
 * end of the last long task before that window, or FCP when there was none.
 */
function timeToInteractive(fcp: number, longTasks: Interval[], requests: Interval[], watchedUntil: number): number | null {
  const busyNetwork = busyIntervals(requests);
  let windowStart = fcp;
  let interactive = fcp;
  for (;;) {
    const windowEnd = windowStart + QUIET_WINDOW_MS;
    if (windowEnd > watchedUntil) return null;
    const task = longTasks.find((t) => t.end > windowStart && t.start < windowEnd);
    if (task) {
      windowStart = interactive = task.end;
      continue;
    }
    const busy = busyNetwork.find((b) => b.end > windowStart && b.start < windowEnd);
    if (busy) {
      windowStart = busy.end;
      continue;
    }
    return interactive;
  }
}

/** Where more than MAX_QUIET_REQUESTS requests were in flight at once. */
function busyIntervals(requests: Interval[]): Interval[] {
  const edges = requests.flatMap((r) => [{ at: r.start, change: 1 }, { at: r.end, change: -1 }]).sort((a, b) => a.at - b.at || a.change - b.change);
  const busy: Interval[] = [];
  let inFlight = 0;
  let busySince = 0;
  for (const { at, change } of edges) {
    inFlight += change;
    if (change > 0 && inFlight === MAX_QUIET_REQUESTS + 1) busySince = at;
    if (change < 0 && inFlight === MAX_QUIET_REQUESTS) busy.push({ start: busySince, end: at });
  }
  return busy;
}

/** What the page records (OBSERVERS), in milliseconds on its own clock. */
interface PageRecord {
  longTasks: Interval[];
  content: number | null;
}

/** Installed before the page's own scripts: long tasks, and when its content appeared. */
const OBSERVERS = (marker: string) => `
  window.__bench = { longTasks: [], content: null };
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) window.__bench.longTasks.push({ start: entry.startTime, end: entry.startTime + entry.duration });
  }).observe({ type: 'longtask', buffered: true });
  const seen = () => {
    if (window.__bench.content === null && document.body && document.body.textContent.includes(${JSON.stringify(marker)})) {
      window.__bench.content = performance.now();
    }
  };
  new MutationObserver(seen).observe(document, { childList: true, subtree: true, characterData: true });
`;

interface Target {
  name: string;
  url: string;
  /** text that shows the page's own content is there */
  marker: string;
  /** sessionStorage to set before the page loads (a signed-in user's token) */
  session?: Record<string, string>;
}

async function throttle(cdp: CDPSession): Promise<void> {
  await cdp.send('Network.enable');
  await cdp.send('Network.clearBrowserCache');
  await cdp.send('Network.emulateNetworkConditions', {
    offline: false,
    latency: PHONE.latencyMs,
    downloadThroughput: PHONE.downloadBytesPerSecond,
    uploadThroughput: PHONE.uploadBytesPerSecond,
  });
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: PHONE.cpuSlowdown });
}

async function measure(context: BrowserContext, target: Target): Promise<Measurement> {
  const page = await context.newPage();
  try {
    await page.addInitScript(OBSERVERS(target.marker));
    for (const [key, value] of Object.entries(target.session ?? {})) {
      await page.addInitScript(`window.sessionStorage.setItem(${JSON.stringify(key)}, ${JSON.stringify(value)});`);
    }
    const cdp = await context.newCDPSession(page);
    await throttle(cdp);
    // Requests on the protocol's monotonic clock, put on the page's clock by the document's own request.
    const started = new Map<string, number>();
    const urls = new Map<string, string>();
    const requests: Array<Interval & { url: string }> = [];
    let bytes = 0;
    let documentStart: { monotonic: number; wall: number } | undefined;
    cdp.on('Network.requestWillBeSent', (event) => {
      documentStart ??= { monotonic: event.timestamp, wall: event.wallTime };
      started.set(event.requestId, event.timestamp);
      urls.set(event.requestId, event.request.url);
    });
    const finished = (requestId: string, timestamp: number) => {
      const start = started.get(requestId);
      if (start === undefined) return;
      started.delete(requestId);
      requests.push({ start, end: timestamp, url: urls.get(requestId) ?? '' });
    };
    cdp.on('Network.loadingFinished', (event) => {
      bytes += event.encodedDataLength;
      finished(event.requestId, event.timestamp);
    });
    cdp.on('Network.loadingFailed', (event) => finished(event.requestId, event.timestamp));

    await page.goto(target.url, { waitUntil: 'load', timeout: WATCH_LIMIT_MS });
    const fcp = await page.waitForFunction(() => performance.getEntriesByName('first-contentful-paint')[0]?.startTime, undefined, { timeout: WATCH_LIMIT_MS });
    const fcpMs = (await fcp.jsonValue()) as number;
    // Functions, not strings, run in the page: the product's CSP forbids eval.
    await page.waitForFunction(() => (globalThis as unknown as { __bench: PageRecord }).__bench.content !== null, undefined, { timeout: WATCH_LIMIT_MS });

    // Watch until a quiet window has passed (or the limit), then read the page's record.
    for (;;) {
      const state = await page.evaluate(() => {
        const { longTasks, content } = (globalThis as unknown as { __bench: PageRecord }).__bench;
        return { now: performance.now(), timeOrigin: performance.timeOrigin, longTasks, content: content ?? Number.NaN };
      });
      const toPage = (monotonic: number) => (documentStart!.wall + (monotonic - documentStart!.monotonic)) * 1000 - state.timeOrigin;
      const stillOpen = [...started.values()].map((start) => ({ start: toPage(start), end: Number.POSITIVE_INFINITY }));
      const onPageClock = [...requests.map((r) => ({ start: toPage(r.start), end: toPage(r.end) })), ...stillOpen];
      const tti = timeToInteractive(fcpMs, state.longTasks, onPageClock, state.now);
      if (tti !== null && TRACE) printTimeline(target, fcpMs, tti, state.longTasks, requests.map((r) => ({ start: toPage(r.start), end: toPage(r.end), url: r.url })));
      if (tti !== null) return { fcp: fcpMs, tti, content: state.content, requests: requests.length + stillOpen.length, bytes };
      if (state.now > WATCH_LIMIT_MS) throw new Error(`${target.name}: no quiet window within ${WATCH_LIMIT_MS / 1000} s`);
      await new Promise((resolve) => setTimeout(resolve, 500));
    }
  } finally {
    await page.close();
  }
}

function printTimeline(target: Target, fcp: number, tti: number, longTasks: Interval[], requests: Array<Interval & { url: string }>): void {
  const lines = [
    ...requests.map((r) => ({ at: r.start, text: `request ${Math.round(r.start)}-${Math.round(r.end)} ms ${new URL(r.url).pathname}` })),
    ...longTasks.map((t) => ({ at: t.start, text: `long task ${Math.round(t.start)}-${Math.round(t.end)} ms` })),
    { at: fcp, text: `first contentful paint ${Math.round(fcp)} ms` },
    { at: tti, text: `interactive ${Math.round(tti)} ms` },
  ].sort((a, b) => a.at - b.at);
  console.log(`${target.name}:\n  ${lines.map((line) => line.text).join('\n  ')}`);
}

/** The ceiling: the sign-in page's first paint as a static page from a bare Node server. */
const STATIC_SIGN_IN = `<!doctype html>
<html lang="pl"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>Leśne Wyzwanie</title>
<style>body{margin:0;font-family:system-ui,sans-serif;background:#f4f7f2;color:#1c2b1f}main{display:grid;place-items:center;min-height:100vh;padding:16px}
form{background:#fff;border-radius:12px;padding:24px;width:100%;max-width:400px;box-shadow:0 2px 8px rgba(0,0,0,.08)}label{display:block;margin:12px 0 4px}
input{width:100%;box-sizing:border-box;padding:10px;border:1px solid #c5d1c7;border-radius:8px}button{margin-top:16px;width:100%;padding:12px;border:0;border-radius:8px;background:#2f7d32;color:#fff;font-size:16px}</style>
</head><body><main><form><strong>Leśne Wyzwanie</strong><h1>Logowanie</h1><label for="e">E-mail</label><input id="e" type="email"><label for="p">Hasło</label><input id="p" type="password"><button type="button">Zaloguj się</button></form></main></body></html>`;

function startStaticServer(): Promise<{ url: string; server: Server }> {
  const server = createServer((_request, response) => {
    response.writeHead(200, { 'content-type': 'text/html; charset=utf-8', 'cache-control': 'no-cache' });
    response.end(STATIC_SIGN_IN);
  });
  return new Promise((resolve) => server.listen(0, '127.0.0.1', () => resolve({ url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`, server })));
}

async function main(): Promise<void> {
  if (!existsSync(join(process.cwd(), 'frontend', 'dist', 'index.html'))) throw new Error('Build the SPA first: npm run build -w frontend');
  const database = await benchDatabase('lesne_bench_web');
  const { userIds } = await seedEvent(database.url, 200, 5000);
  const stack = await startStack({ listen: true, env: { DATABASE_URL: database.url } });
  const bare = await startStaticServer();
  const browser = await launchChromium();
  try {
    const participant = await stack.dataSource.getRepository(User).findOneByOrFail({ id: userIds[0] });
    const targets: Target[] = [
      { name: 'sign-in page', url: `${stack.url}/logowanie`, marker: 'Zaloguj się' },
      { name: 'home, signed in', url: `${stack.url}/`, marker: 'Cześć', session: { [TOKEN_STORAGE_KEY]: stack.tokenFor(participant) } },
      { name: 'static page, bare Node (ceiling)', url: bare.url, marker: 'Zaloguj się' },
    ];
    const runs = new Map<Target, Measurement[]>(targets.map((target) => [target, []]));
    // Interleaved, so every page meets the machine in the same states; each run a fresh context (cold cache).
    for (let index = 0; index < RUNS; index++) {
      for (const [target, results] of runs) {
        const context = await browser.newContext({ viewport: PHONE.viewport, isMobile: true, hasTouch: true, deviceScaleFactor: 2, locale: 'pl-PL' });
        try {
          const result = await measure(context, target);
          console.log(`run ${index + 1} of ${RUNS}, ${target.name}:`, result);
          results.push(result);
        } finally {
          await context.close();
        }
      }
    }

    const ms = (value: number) => `${Math.round(value)} ms`;
    const spread = (results: Measurement[], pick: (m: Measurement) => number) => results.map((m) => ms(pick(m))).join(', ');
    const row = (target: Target) => {
      const results = runs.get(target)!;
      const fcp = middleRun(results, (m) => m.fcp).fcp;
      const tti = middleRun(results, (m) => m.tti).tti;
      const content = middleRun(results, (m) => m.content).content;
      const { requests, bytes } = middleRun(results, (m) => m.tti);
      return `| ${target.name} | ${ms(fcp)} (${spread(results, (m) => m.fcp)}) | ${ms(tti)} (${spread(results, (m) => m.tti)}) | ${ms(content)} | ${requests}, ${(bytes / 1000).toFixed(0)} kB |`;
    };
    const verdict = (target: Target) => {
      const results = runs.get(target)!;
      const fcp = middleRun(results, (m) => m.fcp).fcp;
      const tti = middleRun(results, (m) => m.tti).tti;
      return `${target.name}: FCP ${fcp <= FCP_GOAL_MS ? 'met' : 'NOT met'}, TTI ${tti <= TTI_GOAL_MS ? 'met' : 'NOT met'}`;
    };
    writeSection(
      'First load on a phone',
      `Chromium (Debian's, headless) emulating a phone: Lighthouse's mobile slow 4G as the DevTools protocol applies it (Network.emulateNetworkConditions: ${PHONE.latencyMs} ms added to each request, ${((PHONE.downloadBytesPerSecond * 8) / 1024 / 1024).toFixed(1)} Mbit/s down, ${Math.round((PHONE.uploadBytesPerSecond * 8) / 1024)} kbit/s up), the CPU slowed ${PHONE.cpuSlowdown}x (Emulation.setCPUThrottlingRate), a ${PHONE.viewport.width}x${PHONE.viewport.height} mobile viewport, a fresh browser context and cleared cache for every run. The product runs as \`test/stack.ts\` starts it (API and workers in one process, serving the built SPA with its precompressed files) on a fresh database with an event of 200 participants and 5,000 results; home is opened by one of them, the token already in the tab's storage (as after signing in). The ceiling, measured in the same run under the same throttling, is a bare Node HTTP server sending a static page with the sign-in page's first paint and no JavaScript. ${RUNS} runs of each, interleaved; the middle run of each measure, the ${RUNS} runs in brackets.

First contentful paint is the browser's own (paint timing). Time to interactive follows Lighthouse: from FCP, the first 5 s window with no long task (PerformanceObserver, tasks of 50 ms or more on the slowed CPU) and at most 2 requests in flight (the protocol's request events); TTI is the end of the last long task before that window, or FCP when there was none. Approximations: the requests are the ones the protocol reports (a WebSocket once open is not a request in flight), throttling is DevTools' per-request latency rather than Lighthouse's simulation, and the loopback connection costs no handshake. "Content" is when the page's own content was in the document: the sign-in button, home's greeting (the first paint of both is the product's name, which index.html carries until the app replaces it).

| page | FCP | TTI | content | requests, bytes transferred |
| --- | --- | --- | --- | --- |
${targets.map(row).join('\n')}

Goals: FCP under ${FCP_GOAL_MS / 1000} s and TTI under ${TTI_GOAL_MS / 1000} s. ${targets.slice(0, 2).map(verdict).join('; ')}.`,
    );
  } finally {
    await browser.close();
    await new Promise((resolve) => bare.server.close(resolve));
    await stack.close();
    await database.drop();
  }
}

runBenchmark(main);
