/**
 * npm run bench:diplomas: an event ends and 1,000 participants get their diplomas: each page is
 * written, printed to PDF by the workers' PdfRenderer and kept in Postgres. The ceiling is a bare
 * loop of Chromium's page.pdf over the same pages, with as many pages open as the renderer keeps.
 * Memory is this process plus its Chromium processes, sampled while the diplomas are made.
 */
import 'reflect-metadata';
import { readdirSync, readFileSync } from 'node:fs';
import puppeteer from 'puppeteer-core';
import { DataSource } from 'typeorm';
import { loadConfig } from '@lesne/config';
import { dataSourceOptions, storeDocument } from '@lesne/db';
import { diplomaHtml, type DiplomaContent } from '../workers/src/diplomas/diploma-html';
import { PDF_PAGES, PdfRenderer } from '../workers/src/documents/pdf-renderer';
import { benchDatabase } from './bench-db';
import { middleRun, runBenchmark, writeSection } from './report';

const DIPLOMAS = Number(process.env.BENCH_DIPLOMAS ?? 1000);
const RUNS = Number(process.env.BENCH_RUNS ?? 3);
/** Diplomas in flight: twice the pages, so writing the next page and storing the last PDF overlap printing. */
const IN_FLIGHT = PDF_PAGES * 2;
/** Not more often: reading a Chromium process's smaps_rollup walks its memory map under its lock, slowing what is measured. */
const SAMPLE_EVERY_MS = 500;

interface RunResult {
  durationMs: number;
  bareMs: number;
  peakNodeBytes: number;
  /** the sum of its processes' PSS */
  peakChromiumBytes: number;
  /** the sum of its processes' RSS, which counts shared pages once per process */
  peakChromiumRssBytes: number;
  peakTotalBytes: number;
  storedBytes: number;
}

function diploma(index: number): DiplomaContent {
  return {
    lang: index % 2 === 0 ? 'pl' : 'en',
    name: `Uczestnik Żółwiowski-Gęślak ${index + 1}`,
    companyName: 'Leśny Dwór sp. z o.o.',
    dateFrom: '2026-06-01',
    dateTo: '2026-06-30',
    km: 100 + index * 0.37,
    trees: (100 + index * 0.37) / 5,
    verificationCode: `D-${String(index + 1).padStart(6, '0')}`,
    verificationUrl: `https://lesnewyzwanie.pl/diplomas/verify/D-${String(index + 1).padStart(6, '0')}`,
  };
}

/**
 * Memory of this process's Chromium processes (its descendants), from /proc: the sum of their
 * RSS counts the pages they share once per process; PSS splits shared pages between the sharers.
 */
function chromiumMemory(): { rss: number; pss: number } {
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
    for (let parent = parentOf.get(pid); parent && parent > 1; parent = parentOf.get(parent)) if (parent === process.pid) return true;
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

/** Runs `work` over the indexes with `concurrency` loops, as a queue worker pulls jobs. */
async function inParallel(count: number, concurrency: number, work: (index: number) => Promise<void>): Promise<void> {
  let next = 0;
  await Promise.all(Array.from({ length: concurrency }, async () => {
    while (next < count) await work(next++);
  }));
}

async function main(): Promise<void> {
  const config = loadConfig();
  const database = await benchDatabase('lesne_bench_diplomas');
  const dataSource = await new DataSource(dataSourceOptions(database.url)).initialize();
  const renderer = new PdfRenderer(config);
  try {
    const pages = await Promise.all(Array.from({ length: DIPLOMAS }, (_, index) => diplomaHtml(diploma(index))));
    await Promise.all(pages.slice(0, PDF_PAGES).map((html) => renderer.render(html)));

    const makeDiplomas = async (): Promise<Omit<RunResult, 'bareMs'>> => {
      const peak = { node: 0, chromium: 0, chromiumRss: 0, total: 0 };
      const sample = () => {
        const node = process.memoryUsage().rss;
        const chromium = chromiumMemory();
        peak.node = Math.max(peak.node, node);
        peak.chromium = Math.max(peak.chromium, chromium.pss);
        peak.chromiumRss = Math.max(peak.chromiumRss, chromium.rss);
        peak.total = Math.max(peak.total, node + chromium.pss);
      };
      const sampler = setInterval(sample, SAMPLE_EVERY_MS);
      let storedBytes = 0;
      const started = performance.now();
      await inParallel(DIPLOMAS, IN_FLIGHT, async (index) => {
        const pdf = await renderer.render(await diplomaHtml(diploma(index)));
        await storeDocument(dataSource.manager, { mimeType: 'application/pdf', data: pdf });
        storedBytes += pdf.length;
      });
      const durationMs = performance.now() - started;
      clearInterval(sampler);
      sample();
      return { durationMs, peakNodeBytes: peak.node, peakChromiumBytes: peak.chromium, peakChromiumRssBytes: peak.chromiumRss, peakTotalBytes: peak.total, storedBytes };
    };

    const bareLoop = async (): Promise<number> => {
      const browser = await puppeteer.launch({ executablePath: config.CHROMIUM_PATH, headless: true, args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking'] });
      try {
        const tabs = await Promise.all(Array.from({ length: PDF_PAGES }, () => browser.newPage()));
        const print = async (tab: (typeof tabs)[number], html: string) => {
          await tab.setContent(html, { waitUntil: 'load' });
          await tab.pdf({ format: 'A4', printBackground: true });
        };
        await Promise.all(tabs.map((tab, index) => print(tab, pages[index])));
        let next = 0;
        const started = performance.now();
        await Promise.all(tabs.map(async (tab) => {
          while (next < DIPLOMAS) await print(tab, pages[next++]);
        }));
        return performance.now() - started;
      } finally {
        await browser.close();
      }
    };

    const runs: RunResult[] = [];
    for (let index = 0; index < RUNS; index++) {
      const made = await makeDiplomas();
      const bareMs = await bareLoop();
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
      `${DIPLOMAS.toLocaleString('en')} diplomas (\`BENCH_DIPLOMAS\`), each with its own name, half in Polish and half in English: each page is written by \`diplomaHtml\` (with its QR code), printed to an A4 PDF by the workers' \`PdfRenderer\` (one long-lived Debian Chromium, ${PDF_PAGES} reused pages) and kept in Postgres by \`storeDocument\`, ${IN_FLIGHT} diplomas in flight. The ceiling is a bare loop of \`page.setContent\` + \`page.pdf\` over the same pages in a Chromium of its own with the same ${PDF_PAGES} pages, nothing written or stored. Memory: the peak of this process's RSS plus the PSS of its Chromium processes (their RSS summed counts the libraries and shared memory they share once per process, so it is given apart), sampled every ${SAMPLE_EVERY_MS} ms while the diplomas are made. Everything shares the machine with Postgres. Middle run by duration of ${runs.length}.

| what | value |
| --- | --- |
| until every diploma was stored | ${seconds(middle.durationMs)} |
| diplomas a second | ${rate(middle.durationMs)} |
| bare page.pdf loop, PDFs a second | ${rate(middle.bareMs)} (${seconds(middle.bareMs)}) |
| rate / bare rate | ${percent(share(middle))} |
| peak memory, Node RSS + Chromium PSS | ${mib(middle.peakTotalBytes)} (Node ${mib(middle.peakNodeBytes)}, Chromium ${mib(middle.peakChromiumBytes)}) |
| peak of the Chromium processes' RSS summed | ${mib(middle.peakChromiumRssBytes)} |
| average PDF | ${Math.round(middle.storedBytes / DIPLOMAS / 1024)} KiB |

Spread over the ${runs.length} runs: duration ${spread((result) => seconds(result.durationMs))}; rate / bare rate ${spread((result) => percent(share(result)))}; peak memory ${spread((result) => mib(result.peakTotalBytes))}.

Target: ${DIPLOMAS.toLocaleString('en')} in at most ${goalSeconds} s, at least 80% of the bare rate, at most 1.5 GB of memory. Result: **${met ? 'met' : 'NOT met'}**.`,
    );
  } finally {
    await renderer.onModuleDestroy();
    await dataSource.destroy();
    await database.drop();
  }
}

runBenchmark(main);
