/**
 * npm run bench:diplomas: an event ended and its company admin generates all 1,000 diplomas with
 * one click. The API and the workers run as processes of their own, as `npm start` runs them;
 * this process plays the admin: POST /api/v1/diplomas/bulk, then the 'diplomas:progress' pushes
 * on the admin's socket until the run is finished. The ceiling is a bare loop of Chromium's
 * page.pdf over the same pages, with as many pages open as the renderer keeps. Memory is the
 * workers process plus its Chromium processes, sampled while the diplomas are made.
 */
import 'reflect-metadata';
import { readdirSync, readFileSync } from 'node:fs';
import puppeteer from 'puppeteer-core';
import { Client } from 'pg';
import { io, type Socket } from 'socket.io-client';
import { loadConfig, type AppConfig } from '@lesne/config';
import { verificationPath, type ClientToServerEvents, type DiplomaRunProgress, type DiplomaRunsResponse, type ServerToClientEvents } from '@lesne/contracts';
import { documentLastDay } from '@lesne/domain';
import { diplomaHtml } from '../workers/src/diplomas/diploma-html';
import { DOCUMENT_BASE_URL } from '../workers/src/documents/document-fonts';
import { PDF_PAGES } from '../workers/src/documents/pdf-renderer';
import { benchDatabase, seedClosedEvent } from './bench-db';
import { benchTokens, startApiAndWorkers } from './bench-parts';
import { middleRun, runBenchmark, writeSection } from './report';

const DIPLOMAS = Number(process.env.BENCH_DIPLOMAS ?? 1000);
const RUNS = Number(process.env.BENCH_RUNS ?? 3);
/** A run has one language, the bulk request's: Polish, the language of most events. */
const LANG = 'pl';
/** Participants of another company whose run goes first, so the workers' Chromium is up and its pages open, as on workers that printed before. */
const WARM_UP_DIPLOMAS = PDF_PAGES * 2;
/** Not more often: reading a Chromium process's smaps_rollup walks its memory map under its lock, slowing what is measured. */
const SAMPLE_EVERY_MS = 500;

interface Made {
  durationMs: number;
  /** the run's progress as the last push said it */
  done: number;
  failed: number;
  /** current diploma rows of the company whose PDF is stored */
  storedDiplomas: number;
  storedBytes: number;
  /** 'diplomas:progress' pushes the admin's socket received during the run */
  pushes: number;
  peakWorkersBytes: number;
  /** the sum of its processes' PSS */
  peakChromiumBytes: number;
  /** the sum of its processes' RSS, which counts shared pages once per process */
  peakChromiumRssBytes: number;
  peakTotalBytes: number;
}

interface RunResult extends Made {
  bareMs: number;
}

/** A process's resident memory, 0 once it is gone. */
function rssOf(pid: number): number {
  try {
    return Number(/^VmRSS:\s+(\d+) kB/m.exec(readFileSync(`/proc/${pid}/status`, 'utf8'))?.[1] ?? 0) * 1024;
  } catch {
    return 0;
  }
}

/**
 * Memory of the Chromium processes descending from `root`, from /proc: the sum of their RSS
 * counts the pages they share once per process; PSS splits shared pages between the sharers.
 */
function chromiumMemory(root: number): { rss: number; pss: number } {
  const parentOf = new Map<number, number>();
  const chromium: number[] = [];
  for (const entry of readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      const status = readFileSync(`/proc/${entry}/status`, 'utf8');
      parentOf.set(Number(entry), Number(/^PPid:\s+(\d+)/m.exec(status)?.[1]));
      if (/^Name:\s+chrom/m.test(status)) chromium.push(Number(entry));
    } catch {
      // the process ended while the list was read
    }
  }
  const descends = (pid: number): boolean => {
    for (let parent = parentOf.get(pid); parent && parent > 1; parent = parentOf.get(parent)) if (parent === root) return true;
    return false;
  };
  const memory = { rss: 0, pss: 0 };
  for (const pid of chromium.filter(descends)) {
    try {
      const rollup = readFileSync(`/proc/${pid}/smaps_rollup`, 'utf8');
      memory.rss += Number(/^Rss:\s+(\d+) kB/m.exec(rollup)?.[1] ?? 0) * 1024;
      memory.pss += Number(/^Pss:\s+(\d+) kB/m.exec(rollup)?.[1] ?? 0) * 1024;
    } catch {
      // the process ended while it was read
    }
  }
  return memory;
}

type Peaks = Pick<Made, 'peakWorkersBytes' | 'peakChromiumBytes' | 'peakChromiumRssBytes' | 'peakTotalBytes'>;

/** Samples the workers process and its Chromium every SAMPLE_EVERY_MS until stopped (a last sample then). */
function memorySampler(workersPid: number): { stop: () => void; peaks: () => Peaks } {
  const peak = { workers: 0, chromium: 0, chromiumRss: 0, total: 0 };
  const sample = () => {
    const workers = rssOf(workersPid);
    const chromium = chromiumMemory(workersPid);
    peak.workers = Math.max(peak.workers, workers);
    peak.chromium = Math.max(peak.chromium, chromium.pss);
    peak.chromiumRss = Math.max(peak.chromiumRss, chromium.rss);
    peak.total = Math.max(peak.total, workers + chromium.pss);
  };
  sample();
  const sampler = setInterval(sample, SAMPLE_EVERY_MS);
  return {
    stop: () => {
      clearInterval(sampler);
      sample();
    },
    peaks: () => ({ peakWorkersBytes: peak.workers, peakChromiumBytes: peak.chromium, peakChromiumRssBytes: peak.chromiumRss, peakTotalBytes: peak.total }),
  };
}

/** The admin's socket, as the SPA opens it: it joins the company admins' room, where the run's progress is pushed. */
async function adminSocket(url: string, token: string): Promise<Socket<ServerToClientEvents, ClientToServerEvents>> {
  const socket: Socket<ServerToClientEvents, ClientToServerEvents> = io(url, { auth: { token }, transports: ['websocket'], forceNew: true });
  await new Promise<void>((resolve, reject) => {
    socket.once('connect', () => resolve());
    socket.once('connect_error', reject);
  });
  return socket;
}

/**
 * Starts the company's bulk generate as the admin's click does and waits for the push that says
 * it finished; answers the run's time from sending the request, its last progress and the pushes.
 */
async function bulkGenerate(url: string, token: string, timeoutMs: number): Promise<{ durationMs: number; progress: DiplomaRunProgress; pushes: number }> {
  const socket = await adminSocket(url, token);
  let timer: NodeJS.Timeout | undefined;
  try {
    let pushes = 0;
    const finished = new Promise<{ at: number; progress: DiplomaRunProgress }>((resolve) => {
      socket.on('diplomas:progress', (progress) => {
        pushes++;
        if (progress.action === 'generate' && progress.finished) resolve({ at: performance.now(), progress });
      });
    });
    const started = performance.now();
    const response = await fetch(`${url}/api/v1/diplomas/bulk`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
      body: JSON.stringify({ action: 'generate', lang: LANG }),
    });
    if (response.status !== 202) throw new Error(`POST /api/v1/diplomas/bulk: ${response.status} ${await response.text()}`);
    const { runId } = (await response.json()) as DiplomaRunProgress;
    const timedOut = new Promise<never>((_, reject) => {
      timer = setTimeout(() => {
        latestGenerateRun(url, token).then((latest) => reject(new Error(`run ${runId} did not finish within ${timeoutMs / 1000} s: ${JSON.stringify(latest)}`)), reject);
      }, timeoutMs);
    });
    const { at, progress } = await Promise.race([finished, timedOut]);
    if (progress.runId !== runId) throw new Error(`a push finished run ${progress.runId}, not the run ${runId} just started`);
    return { durationMs: at - started, progress, pushes };
  } finally {
    clearTimeout(timer);
    socket.close();
  }
}

/** What GET /api/v1/diplomas/runs, as the admin who comes back asks it, says of the latest generate run. */
async function latestGenerateRun(url: string, token: string): Promise<DiplomaRunProgress | null> {
  const response = await fetch(`${url}/api/v1/diplomas/runs`, { headers: { authorization: `Bearer ${token}` } });
  if (!response.ok) throw new Error(`GET /api/v1/diplomas/runs: ${response.status} ${await response.text()}`);
  return ((await response.json()) as DiplomaRunsResponse).generate;
}

/**
 * The pages the workers printed, written again by diplomaHtml from the stored diploma rows (the
 * same names, trees and verification codes), as DiplomaPrints writes them.
 */
async function printedPages(db: Client, companyId: number, config: AppConfig): Promise<string[]> {
  const [company] = (
    await db.query(`SELECT name, to_char(date_from, 'YYYY-MM-DD') AS date_from, to_char(date_to, 'YYYY-MM-DD') AS date_to, closed_at FROM company WHERE id = $1`, [companyId])
  ).rows as Array<{ name: string; date_from: string; date_to: string | null; closed_at: Date | null }>;
  const dateTo = documentLastDay({ dateFrom: company.date_from, dateTo: company.date_to, closedAt: company.closed_at });
  const diplomas = (await db.query('SELECT name, trees, verification_code FROM diploma WHERE company_id = $1 AND replaced_at IS NULL ORDER BY user_id', [companyId])).rows as Array<{
    name: string;
    trees: number;
    verification_code: string;
  }>;
  return Promise.all(
    diplomas.map((diploma) =>
      diplomaHtml({
        lang: LANG,
        name: diploma.name,
        trees: diploma.trees,
        companyName: company.name,
        logoDataUrl: null,
        dateFrom: company.date_from,
        dateTo,
        verificationCode: diploma.verification_code,
        verificationUrl: `${config.APP_URL}${verificationPath(diploma.verification_code)}`,
      }),
    ),
  );
}

/** One product run on a fresh database: the bulk run measured and checked, and the pages it printed for the bare loop. */
async function makeDiplomas(): Promise<{ made: Made; pages: string[] }> {
  const database = await benchDatabase('lesne_bench_diplomas');
  const measured = await seedClosedEvent(database.url, DIPLOMAS);
  const warmUp = await seedClosedEvent(database.url, WARM_UP_DIPLOMAS);
  const db = new Client({ connectionString: database.url });
  await db.connect();
  let parts: Awaited<ReturnType<typeof startApiAndWorkers>> | undefined;
  try {
    parts = await startApiAndWorkers('diplomas', { DATABASE_URL: database.url });
    const config = loadConfig({ ...process.env, ...parts.env });
    const sessionToken = benchTokens(config);
    const timeoutMs = 120_000 + DIPLOMAS * 500;
    await bulkGenerate(parts.url, sessionToken(warmUp.adminId), timeoutMs);

    const adminToken = sessionToken(measured.adminId);
    const sampler = memorySampler(parts.workersPid);
    const run = await bulkGenerate(parts.url, adminToken, timeoutMs).finally(sampler.stop);
    const peaks = sampler.peaks();

    const latest = await latestGenerateRun(parts.url, adminToken);
    const [stored] = (
      await db.query(
        `SELECT count(*)::int AS diplomas, coalesce(sum(octet_length(s.data)), 0)::bigint AS bytes
           FROM diploma d JOIN stored_document s ON s.token = d.document_token WHERE d.company_id = $1 AND d.replaced_at IS NULL`,
        [measured.companyId],
      )
    ).rows as Array<{ diplomas: number; bytes: string }>;
    const checks = { total: run.progress.total, done: run.progress.done, failed: run.progress.failed, storedDiplomas: stored.diplomas, runsAnswer: latest };
    const complete =
      run.progress.total === DIPLOMAS && run.progress.done === DIPLOMAS && run.progress.failed === 0 && stored.diplomas === DIPLOMAS &&
      latest?.runId === run.progress.runId && latest.finished && latest.done === DIPLOMAS && latest.failed === 0;
    if (!complete) throw new Error(`the run did not make exactly ${DIPLOMAS} diplomas: ${JSON.stringify(checks)}`);

    const pages = await printedPages(db, measured.companyId, config);
    return {
      made: { durationMs: run.durationMs, done: run.progress.done, failed: run.progress.failed, storedDiplomas: stored.diplomas, storedBytes: Number(stored.bytes), pushes: run.pushes, ...peaks },
      pages,
    };
  } finally {
    await parts?.stop();
    await db.end();
    await database.drop();
  }
}

/**
 * The ceiling: page.setContent + page.pdf over the pages in a Chromium of its own with PDF_PAGES
 * pages, nothing written or stored. Its memory is sampled as the workers' is during the run, so
 * that the sampling's own cost (reading /proc) weighs on both sides alike.
 */
async function bareLoop(pages: string[], config: AppConfig): Promise<number> {
  const sampler = memorySampler(process.pid);
  try {
    return await printBare(pages, config);
  } finally {
    sampler.stop();
  }
}

async function printBare(pages: string[], config: AppConfig): Promise<number> {
  const browser = await puppeteer.launch({ executablePath: config.CHROMIUM_PATH, headless: true, args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking'] });
  try {
    const tabs = await Promise.all(
      Array.from({ length: PDF_PAGES }, async () => {
        const tab = await browser.newPage();
        await tab.goto(DOCUMENT_BASE_URL);
        return tab;
      }),
    );
    const print = async (tab: (typeof tabs)[number], html: string) => {
      await tab.setContent(html, { waitUntil: 'load' });
      await tab.pdf({ format: 'A4', printBackground: true });
    };
    await Promise.all(tabs.map((tab, index) => print(tab, pages[index % pages.length])));
    let next = 0;
    const started = performance.now();
    await Promise.all(
      tabs.map(async (tab) => {
        while (next < pages.length) await print(tab, pages[next++]);
      }),
    );
    return performance.now() - started;
  } finally {
    await browser.close();
  }
}

async function main(): Promise<void> {
  const config = loadConfig();
  const runs: RunResult[] = [];
  for (let index = 0; index < RUNS; index++) {
    const { made, pages } = await makeDiplomas();
    const bareMs = await bareLoop(pages, config);
    const result = { ...made, bareMs };
    console.log(`run ${index + 1} of ${RUNS}:`, result);
    runs.push(result);
  }

  const middle = middleRun(runs, (result) => result.durationMs);
  const seconds = (ms: number) => `${(ms / 1000).toFixed(1)} s`;
  const rate = (ms: number) => (DIPLOMAS / (ms / 1000)).toFixed(1);
  const share = (result: RunResult) => result.bareMs / result.durationMs;
  const percent = (value: number) => `${(value * 100).toFixed(1)}%`;
  const mib = (bytes: number) => `${Math.round(bytes / 2 ** 20)} MiB`;
  const spread = (format: (result: RunResult) => string) => runs.map(format).join(', ');
  const goalSeconds = (40 * DIPLOMAS) / 1000;
  const met = middle.durationMs <= goalSeconds * 1000 && share(middle) >= 0.8 && middle.peakTotalBytes <= 1.5 * 2 ** 30;
  writeSection(
    'Diplomas',
    `A closed, paid event of ${DIPLOMAS.toLocaleString('en')} participants (\`BENCH_DIPLOMAS\`), each with a whole number of trees and a name with Polish letters; its company admin generates all diplomas with one click, as the SPA does. The API and the workers run as processes of their own (as \`npm start\` runs them), this process plays the admin. Timed from sending \`POST /api/v1/diplomas/bulk {action: 'generate', lang: 'pl'}\` until the admin's socket receives the \`diplomas:progress\` push that says the run finished: the API writes the run, an item per participant and the bulk job's outbox row in one transaction; the workers' bulk job adds a BullMQ child job per participant, ${PDF_PAGES} at a time; each child writes its page with \`diplomaHtml\` (with its QR code), prints it to an A4 PDF with the workers' \`PdfRenderer\` (one long-lived Debian Chromium, ${PDF_PAGES} reused pages), then stores the PDF in Postgres, inserts the diploma and finishes its item in one statement of its own (three round trips to Postgres a diploma, the run's own row untouched until it finishes), and pushes the run's progress over socket.io to the company admins' room. Every diploma of a run is in its language, the request's \`lang\`: here Polish. Each run then checks that done = ${DIPLOMAS.toLocaleString('en')} and failed = 0 (the last push and \`GET /api/v1/diplomas/runs\`) and that ${DIPLOMAS.toLocaleString('en')} current diplomas with stored PDFs exist. Before the measurement the workers print another company's ${WARM_UP_DIPLOMAS} diplomas the same way, so their Chromium is up with its pages open, as on workers that have printed before. The ceiling, in the same run, is a bare loop of \`page.setContent\` + \`page.pdf\` over the same pages (written again by \`diplomaHtml\` from the stored diplomas: the same names, numbers and codes) in a Chromium of its own with the same ${PDF_PAGES} pages, nothing written or stored, after the API and the workers stopped, its memory sampled in the same way (so that reading /proc costs both sides alike). Memory: the peak of the workers process's RSS plus the PSS of its Chromium processes (their RSS summed counts the libraries and shared memory they share once per process, so it is given apart), sampled every ${SAMPLE_EVERY_MS} ms during the run; the API's memory is not counted. Everything shares the machine with Postgres and Redis. Middle run by duration of ${runs.length}.

| what | value |
| --- | --- |
| from the click until the run finished | ${seconds(middle.durationMs)} |
| diplomas a second | ${rate(middle.durationMs)} |
| bare page.pdf loop, PDFs a second | ${rate(middle.bareMs)} (${seconds(middle.bareMs)}) |
| rate / bare rate | ${percent(share(middle))} |
| peak memory, workers RSS + Chromium PSS | ${mib(middle.peakTotalBytes)} (workers ${mib(middle.peakWorkersBytes)}, Chromium ${mib(middle.peakChromiumBytes)}) |
| peak of the Chromium processes' RSS summed | ${mib(middle.peakChromiumRssBytes)} |
| done / failed; current diplomas with stored PDFs | ${middle.done} / ${middle.failed}; ${middle.storedDiplomas} |
| progress pushes received | ${middle.pushes} |
| average PDF | ${Math.round(middle.storedBytes / DIPLOMAS / 1024)} KiB |

Spread over the ${runs.length} runs: duration ${spread((result) => seconds(result.durationMs))}; rate / bare rate ${spread((result) => percent(share(result)))}; peak memory ${spread((result) => mib(result.peakTotalBytes))}.

Target: ${DIPLOMAS.toLocaleString('en')} in at most ${goalSeconds} s, at least 80% of the bare rate, at most 1.5 GB of memory. Result: **${met ? 'met' : 'NOT met'}**.`,
  );
}

runBenchmark(main);
