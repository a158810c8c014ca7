/**
 * npm run bench:ranking: GET /ranking and an office screen's public view for an event of
 * 10,000 participants and 1,000,000 activities at 64 connections, each run beside its ceiling
 * (a bare Node server answering the same bytes), then a naive per-request aggregate over the
 * activities, then a CPU profile of the ranking.
 */
import 'reflect-metadata';
import { execFile } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Pool } from 'pg';
import { loadConfig } from '@lesne/config';
import { freePort } from '../test/stack';
import { benchDatabase, makeCompanyAdmin, seedEvent } from './bench-db';
import { benchTokens, officeScreenLink, startParts } from './bench-parts';
import { startCeiling } from './ceiling';
import { cpuMs, profileIn, profileTables, summarizeProfile } from './cpu-profile';
import { middleRun, runBenchmark, writeSection } from './report';

const USERS = Number(process.env.BENCH_USERS ?? 10_000);
const ACTIVITIES = Number(process.env.BENCH_ACTIVITIES ?? 1_000_000);
const SECONDS = Number(process.env.BENCH_SECONDS ?? 15);
const RUNS = Number(process.env.BENCH_RUNS ?? 3);
const CONNECTIONS = 64;
/** The goals for an endpoint, as the middle of the runs. */
const GOAL = { p99Ms: 20, shareOfCeiling: 0.25 };

const NAIVE = `SELECT u.id, u.name, t.km, t.trees, RANK() OVER (ORDER BY t.trees DESC, t.km DESC) AS place
                 FROM (SELECT user_id, SUM(distance) AS km, SUM(trees) AS trees FROM activity
                        WHERE company_id = $1 AND status = 'approved' GROUP BY user_id) t
                 JOIN app_user u ON u.id = t.user_id
                ORDER BY t.trees DESC, t.km DESC, u.id LIMIT 20 OFFSET $2`;

interface LoadResult {
  p50: number;
  p99: number;
  rps: number;
  errors: number;
  /** CPU time of the serving process per answered request, in µs (when its pid was given) */
  cpuMicros: number;
}

/**
 * wrk (Debian's package) in its own process, so the load takes no time from the server's event
 * loop; with the server's pid, the CPU time it spent per request (from /proc) as well.
 */
async function load(url: string, headers: Record<string, string>, pid?: number): Promise<LoadResult> {
  const args = ['-t1', `-c${CONNECTIONS}`, `-d${SECONDS}s`, '--timeout', '30s', '--latency', ...Object.entries(headers).flatMap(([name, value]) => ['-H', `${name}: ${value}`]), url];
  const cpuBefore = pid === undefined ? 0 : cpuMs(pid);
  const output = await new Promise<string>((resolve, reject) =>
    execFile('wrk', args, (error, stdout) => (error ? reject(new Error(`wrk failed (apt-get install -y wrk): ${error.message}`)) : resolve(stdout))),
  );
  const cpu = pid === undefined ? Number.NaN : cpuMs(pid) - cpuBefore;
  const ms = (label: string) => {
    const [, value, unit] = output.match(new RegExp(`${label}\\s+([\\d.]+)(us|ms|s)`)) ?? [];
    return Number(value) * ({ us: 0.001, ms: 1, s: 1000 }[unit as 'us' | 'ms' | 's'] ?? Number.NaN);
  };
  const requests = Number(output.match(/(\d+) requests in/)?.[1]);
  const errors = Number(output.match(/Non-2xx or 3xx responses: (\d+)/)?.[1] ?? 0) + Number(output.match(/Socket errors: .*?timeout (\d+)/)?.[1] ?? 0);
  return { p50: ms('50%'), p99: ms('99%'), rps: Number(output.match(/Requests\/sec:\s+([\d.]+)/)?.[1]), errors, cpuMicros: (cpu * 1000) / requests };
}

/** An endpoint measured against its ceiling. */
interface Target {
  name: string;
  url: string;
  headers: Record<string, string>;
}

interface Comparison {
  endpoint: LoadResult;
  ceiling: LoadResult;
  /** the endpoint's requests a second as a share of the ceiling's in the same pair */
  share: number;
}

/**
 * RUNS pairs, each the endpoint and then a bare Node server answering the endpoint's own bytes,
 * after a warm-up of both, so the two meet the machine in the same states.
 */
async function compareWithCeiling(target: Target, apiPid: number): Promise<Comparison[]> {
  const answer = await fetch(target.url, { headers: target.headers });
  if (answer.status !== 200) throw new Error(`${target.name} answered ${answer.status}: ${await answer.text()}`);
  const ceiling = await startCeiling(await answer.text());
  try {
    await load(target.url, target.headers);
    await load(ceiling.url, {});
    const pairs: Comparison[] = [];
    for (let run = 1; run <= RUNS; run++) {
      const endpoint = await load(target.url, target.headers, apiPid);
      const bare = await load(ceiling.url, {}, ceiling.pid);
      pairs.push({ endpoint, ceiling: bare, share: endpoint.rps / bare.rps });
      console.log(`${target.name}, run ${run} of ${RUNS}:`, pairs.at(-1));
    }
    return pairs;
  } finally {
    await ceiling.stop();
  }
}

/** The middle of the runs by one measure, with all of them in brackets. */
function middleWithSpread(values: number[], format: (value: number) => string): string {
  return `${format(middleRun(values, (value) => value))} (${values.map(format).join(', ')})`;
}

function comparisonRows(name: string, pairs: Comparison[]): string {
  const row = (label: string, results: LoadResult[]) => {
    const cell = (measure: (result: LoadResult) => number, digits: number) => middleWithSpread(results.map(measure), (value) => value.toFixed(digits));
    return `| ${label} | ${cell((result) => result.p50, 1)} | ${cell((result) => result.p99, 1)} | ${cell((result) => result.rps, 0)} | ${cell((result) => result.cpuMicros, 0)} | ${results.reduce((sum, result) => sum + result.errors, 0)} |`;
  };
  return `${row(name, pairs.map((pair) => pair.endpoint))}\n${row('bare Node, the same bytes (ceiling)', pairs.map((pair) => pair.ceiling))}`;
}

function verdict(name: string, pairs: Comparison[]): string {
  const p99 = middleRun(pairs, (pair) => pair.endpoint.p99).endpoint.p99;
  const share = middleRun(pairs, (pair) => pair.share).share;
  const met = p99 <= GOAL.p99Ms && share >= GOAL.shareOfCeiling && pairs.every((pair) => pair.endpoint.errors === 0);
  const percent = (value: number) => `${(value * 100).toFixed(1)}%`;
  return `${name}: share of the ceiling ${middleWithSpread(
    pairs.map((pair) => pair.share),
    percent,
  )}, p99 ${p99.toFixed(1)} ms: **${met ? 'met' : 'NOT met'}**.`;
}

/** A naive server that aggregates the activities on every request, as the ranking would without kept totals. */
async function startNaive(url: string, companyId: number): Promise<{ url: string; stop: () => Promise<void> }> {
  const pool = new Pool({ connectionString: url, max: 20 });
  const naive = createServer((request, response) => {
    const page = Number(new URL(request.url ?? '/', 'http://x').searchParams.get('page') ?? 1);
    pool.query(NAIVE, [companyId, (page - 1) * 20]).then(
      (result) => response.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify({ items: result.rows })),
      () => response.writeHead(500).end(),
    );
  });
  const port = await freePort();
  await new Promise<void>((resolve) => naive.listen(port, '127.0.0.1', resolve));
  return {
    url: `http://127.0.0.1:${port}`,
    stop: async () => {
      naive.close();
      await pool.end();
    },
  };
}

/** One more run of the endpoint, with the API's CPU profiler on after a warm-up: where its CPU time goes. */
async function profile(databaseUrl: string, target: (apiUrl: string, token: (userId: number) => string) => Target) {
  const directory = mkdtempSync(join(tmpdir(), 'lesne-ranking-profile-'));
  try {
    const api = await startParts('ranking-profile', { DATABASE_URL: databaseUrl }, { workers: false, cpuProfileDir: directory });
    const { url, headers } = target(api.url, benchTokens(loadConfig({ ...process.env, ...api.env })));
    let result: LoadResult;
    try {
      await load(url, headers);
      api.startProfiling();
      result = await load(url, headers, api.pids.backend);
    } finally {
      await api.stop();
    }
    return { result, summary: summarizeProfile(profileIn(directory, api.pids.backend!)) };
  } finally {
    rmSync(directory, { recursive: true, force: true });
  }
}

async function main(): Promise<void> {
  const database = await benchDatabase('lesne_bench_ranking');
  console.log(`seeding ${USERS} participants and ${ACTIVITIES} activities...`);
  const { companyId, userIds } = await seedEvent(database.url, USERS, ACTIVITIES);
  const admin = userIds[userIds.length - 1];
  await makeCompanyAdmin(database.url, admin);
  const rankingPage = (apiUrl: string, token: (userId: number) => string): Target => ({
    name: 'GET /ranking page 1',
    url: `${apiUrl}/api/v1/ranking?page=1&type=user`,
    headers: { authorization: `Bearer ${token(userIds[0])}` },
  });
  let officeScreenToken = '';
  const officeScreen = (apiUrl: string): Target => ({ name: 'GET /office-screen/:token', url: `${apiUrl}/api/v1/office-screen/${officeScreenToken}`, headers: {} });
  try {
    const api = await startParts('ranking', { DATABASE_URL: database.url }, { workers: false });
    let ranking: Comparison[];
    let office: Comparison[];
    try {
      const sessionToken = benchTokens(loadConfig({ ...process.env, ...api.env }));
      officeScreenToken = await officeScreenLink(api.url, sessionToken(admin));
      ranking = await compareWithCeiling(rankingPage(api.url, sessionToken), api.pids.backend!);
      office = await compareWithCeiling(officeScreen(api.url), api.pids.backend!);
    } finally {
      await api.stop();
    }
    const naive = await startNaive(database.url, companyId);
    let naiveTop: LoadResult;
    try {
      naiveTop = await load(`${naive.url}/?page=1`, {});
    } finally {
      await naive.stop();
    }
    const profiled = await profile(database.url, rankingPage);
    const rankingP99 = middleRun(ranking, (pair) => pair.endpoint.p99).endpoint.p99;
    writeSection(
      'Ranking',
      `Event of ${USERS.toLocaleString('en')} participants and ${ACTIVITIES.toLocaleString('en')} approved activities; wrk with ${CONNECTIONS} connections, ${SECONDS} s each, against the whole API (security headers, auth guard, session lookup, query validation, JSON; the office screen's view is public: its link's token looked up instead of a session) running as a process of its own, as \`npm start\` runs it (log level warn: no line per request). The API serves both from the totals the workers keep, kept serialized in memory. Its ceiling, measured in the same run, is a bare Node \`http\` server, also a process of its own, answering every request with the endpoint's own answer (the same bytes, stored). ${RUNS} pairs, each the endpoint and then its ceiling, after a warm-up of both; each cell is the middle of the ${RUNS} runs and, in brackets, all of them. CPU µs a request: the serving process's CPU time (user and system, from /proc) over the requests it answered.

| what | p50 ms | p99 ms | requests/s | CPU µs a request | errors |
| --- | --- | --- | --- | --- | --- |
${comparisonRows('GET /ranking page 1', ranking)}
${comparisonRows("GET /office-screen/:token (a screen's public view)", office)}

Goals, for each: p99 at most ${GOAL.p99Ms} ms and at least ${GOAL.shareOfCeiling * 100}% of the ceiling's requests a second. ${verdict('GET /ranking page 1', ranking)} ${verdict('GET /office-screen/:token', office)}

"Naive" aggregates the activities on every request (GROUP BY + RANK, a pool of 20), one run: p50 ${naiveTop.p50.toFixed(0)} ms, p99 ${naiveTop.p99.toFixed(0)} ms, ${naiveTop.rps.toFixed(0)} requests a second; the API's p99 is ${(naiveTop.p99 / rankingP99).toFixed(0)} times better (target: at least 20).

Where the API's CPU time goes: one more run of GET /ranking page 1 (after a warm-up) with the API's CPU profiler on (V8's, sampling every millisecond), ${profiled.result.rps.toFixed(0)} requests a second, ${profiled.result.cpuMicros.toFixed(0)} µs of CPU a request, ${(profiled.summary.busyMs / 1000).toFixed(1)} s of busy samples. Self time, as shares of the busy time (idle left out): "node:*" is Node's own JavaScript, "(native)" V8's builtins and Node's C++ called from JavaScript (writev is the socket write), "(program)" native work outside any JavaScript call.

${profileTables(profiled.summary)}`,
    );
  } finally {
    await database.drop();
  }
}

runBenchmark(main);
