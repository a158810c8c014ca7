/**
 * npm run bench:live: from POST /activity to the poster's socket receiving its new totals,
 * at 100 results a second with 1,000 participants' sockets and 100 office screens connected.
 * The API and the workers run as processes of their own, as `npm start` runs them; this
 * process plays the phones and the screens. A last run of the product's path profiles both.
 */
import 'reflect-metadata';
import { randomUUID } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { monitorEventLoopDelay } from 'node:perf_hooks';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { io, type Socket } from 'socket.io-client';
import { loadConfig } from '@lesne/config';
import { OFFICE_SCREEN_REFETCH_WINDOW_MS, OFFICE_SCREENS_PER_COMPANY, type ClientToServerEvents, type ServerToClientEvents } from '@lesne/contracts';
import { warsawDay } from '@lesne/domain';
import { benchDatabase, makeCompanyAdmin, seedEvent } from './bench-db';
import { benchTokens, officeScreenLink, startApiAndWorkers } from './bench-parts';
import { busyShareSince, commandCpuMs, cpuMs, machineCpu, profileIn, profileTables, summarizeProfile, type ProfileSummary } from './cpu-profile';
import { send } from './phone-http';
import { middleRun, percentile, runBenchmark, writeSection } from './report';

const SOCKETS = Number(process.env.BENCH_SOCKETS ?? 1000);
/** Office screens of the same company, hearing every result's new company totals, over as many links as a company may have. */
const OFFICE_SCREENS = Number(process.env.BENCH_OFFICE_SCREENS ?? 100);
/** The goal for the product's path, as the middle of the runs. */
const GOAL_P99_MS = 100;
const RATE = Number(process.env.BENCH_RATE ?? 100);
const SECONDS = Number(process.env.BENCH_SECONDS ?? 10);
const RUNS = Number(process.env.BENCH_RUNS ?? 3);
/** Posts before the measured ones, so connection pools and JIT are warm. */
const WARM_UP_POSTS = 200;

/** How results are posted: as the SPA posts them to an event with a tree cap, or the bare path. */
interface Path {
  name: string;
  /** the event ends by date or trees, so every result is counted against the tree cap */
  endsByTrees: boolean;
  /** every result carries an Idempotency-Key */
  idempotencyKey: boolean;
}

/** What the product does: every result with a key (as the SPA sends it), counted against the cap. */
const CAPPED: Path = { name: 'with Idempotency-Key, tree cap', endsByTrees: true, idempotencyKey: true };
/** The same path without either: the ceiling the capped path is compared with. */
const BARE: Path = { name: 'without key or cap', endsByTrees: false, idempotencyKey: false };

interface RunResult {
  p50: number;
  p90: number;
  p99: number;
  max: number;
  received: number;
  posts: number;
  failed: number;
  /** company totals the office screens heard during the measured posts, a screen's on average */
  screenUpdates: number;
  /** from sending POST /activity to its answer: the API's own share of the latency */
  answerP50: number;
  answerP99: number;
  /** CPU time (user and system, from /proc) per measured result, of the API and of the workers */
  apiCpuMs: number;
  workersCpuMs: number;
  /** the same for every Postgres process, Redis, and this process (the phones, the screens and the posts) */
  postgresCpuMs: number;
  redisCpuMs: number;
  clientCpuMs: number;
  /** share of the machine's CPU time (both cores) that was busy while the results were posted */
  machineBusy: number;
  /** how late this process's own event loop ran (ms, p99 and max) while it timed the results: it plays every phone, so a burst it handles delays what it times */
  clientLoopDelayP99: number;
  clientLoopDelayMax: number;
}

type LiveSocket = Socket<ServerToClientEvents, ClientToServerEvents>;

/** Connects `count` sockets, 100 at a time, each with the credential `auth` gives it. */
async function connectSockets(url: string, count: number, auth: (index: number) => Record<string, string>, listen: (socket: LiveSocket, index: number) => void): Promise<LiveSocket[]> {
  const sockets: LiveSocket[] = [];
  for (let first = 0; first < count; first += 100) {
    await Promise.all(
      Array.from(
        { length: Math.min(100, count - first) },
        (_, offset) =>
          new Promise<void>((resolve, reject) => {
            const socket: LiveSocket = io(url, { auth: auth(first + offset), transports: ['websocket'], forceNew: true });
            listen(socket, first + offset);
            socket.once('connect', () => resolve());
            socket.once('connect_error', reject);
            sockets.push(socket);
          }),
      ),
    );
  }
  return sockets;
}

/** One run of a path; with `cpuProfileDir`, the API and the workers profile the measured posts. */
async function measure(path: Path, cpuProfileDir?: string): Promise<RunResult & { pids: { api?: number; workers: number } }> {
  const database = await benchDatabase('lesne_bench_live');
  // Participants with sockets, then those who post the warm-up results, then the company admin who makes the screens' links.
  const { userIds: seeded } = await seedEvent(database.url, SOCKETS + WARM_UP_POSTS + 1, 20_000, { endsByTrees: path.endsByTrees });
  const warmUpUsers = seeded.slice(SOCKETS, SOCKETS + WARM_UP_POSTS);
  const userIds = seeded.slice(0, SOCKETS);
  const admin = seeded[SOCKETS + WARM_UP_POSTS];
  await makeCompanyAdmin(database.url, admin);
  const parts = await startApiAndWorkers('live', { DATABASE_URL: database.url }, { cpuProfileDir });
  const { url } = parts;
  const sessionToken = benchTokens(loadConfig({ ...process.env, ...parts.env }));

  const sent = new Map<number, number>();
  const latencies: number[] = [];
  const answers: number[] = [];
  const sockets: LiveSocket[] = [];
  let screenUpdates = 0;
  try {
    const links = await Promise.all(Array.from({ length: Math.min(OFFICE_SCREENS, OFFICE_SCREENS_PER_COMPANY) }, () => officeScreenLink(url, sessionToken(admin))));
    const linkOf = (screen: number) => links[screen % links.length];
    const askedAt = new Array<number>(OFFICE_SCREENS).fill(-Infinity);
    // As the office screen's page does, a screen asks for its view again when the totals change, at most once per OFFICE_SCREEN_REFETCH_WINDOW_MS.
    const screens = await connectSockets(
      url,
      OFFICE_SCREENS,
      (index) => ({ officeScreenToken: linkOf(index) }),
      (screen, index) =>
        screen.on('totals:changed', () => {
          screenUpdates++;
          if (performance.now() - askedAt[index] < OFFICE_SCREEN_REFETCH_WINDOW_MS) return;
          askedAt[index] = performance.now();
          void send(`${url}/api/v1/office-screen/${linkOf(index)}`);
        }),
    );
    sockets.push(...screens);
    const participants = await connectSockets(
      url,
      userIds.length,
      (index) => ({ token: sessionToken(userIds[index]) }),
      (socket) =>
        socket.on('user:totals', ({ userId: changed }) => {
          const start = sent.get(changed);
          if (start !== undefined) {
            latencies.push(performance.now() - start);
            sent.delete(changed);
          }
        }),
    );
    sockets.push(...participants);
    const posts = Math.min(RATE * SECONDS, userIds.length);
    const today = warsawDay(new Date());
    const post = (userId: number) =>
      send(`${url}/api/v1/activity`, {
        method: 'POST',
        headers: {
          'content-type': 'application/json',
          ...(path.idempotencyKey ? { 'idempotency-key': randomUUID() } : {}),
          authorization: `Bearer ${sessionToken(userId)}`,
        },
        body: JSON.stringify({ startTime: today, distance: 5, activityType: 2 }),
      });
    for (const userId of warmUpUsers) {
      await post(userId);
      await new Promise((resolve) => setTimeout(resolve, 1000 / RATE));
    }
    await new Promise((resolve) => setTimeout(resolve, 2000));
    if (cpuProfileDir) parts.startProfiling();
    screenUpdates = 0;
    const failures: number[] = [];
    const cpuBefore = {
      api: cpuMs(parts.pids.backend!),
      workers: cpuMs(parts.workersPid),
      postgres: commandCpuMs('postgres'),
      redis: commandCpuMs('redis-server'),
      client: cpuMs(process.pid),
      machine: machineCpu(),
    };
    const loopDelay = monitorEventLoopDelay({ resolution: 1 });
    loopDelay.enable();
    const started = performance.now();
    const requests: Array<Promise<void>> = [];
    for (let index = 0; index < posts; index++) {
      const due = started + (index * 1000) / RATE;
      await new Promise((resolve) => setTimeout(resolve, Math.max(0, due - performance.now())));
      const userId = userIds[index];
      const postedAt = performance.now();
      sent.set(userId, postedAt);
      requests.push(
        post(userId).then((status) => {
          answers.push(performance.now() - postedAt);
          if (status !== 201) failures.push(status);
        }),
      );
    }
    await Promise.all(requests);
    for (let waited = 0; sent.size > 0 && waited < 10_000; waited += 100) await new Promise((resolve) => setTimeout(resolve, 100));
    loopDelay.disable();
    const perResult = (now: number, before: number) => (now - before) / posts;
    const cpuPerResult = (pid: number, before: number) => perResult(cpuMs(pid), before);
    return {
      p50: percentile(latencies, 50),
      p90: percentile(latencies, 90),
      p99: percentile(latencies, 99),
      max: Math.max(...latencies),
      received: latencies.length,
      posts,
      failed: failures.length,
      screenUpdates: screenUpdates / OFFICE_SCREENS,
      answerP50: percentile(answers, 50),
      answerP99: percentile(answers, 99),
      apiCpuMs: cpuPerResult(parts.pids.backend!, cpuBefore.api),
      workersCpuMs: cpuPerResult(parts.workersPid, cpuBefore.workers),
      postgresCpuMs: perResult(commandCpuMs('postgres'), cpuBefore.postgres),
      redisCpuMs: perResult(commandCpuMs('redis-server'), cpuBefore.redis),
      clientCpuMs: cpuPerResult(process.pid, cpuBefore.client),
      machineBusy: busyShareSince(cpuBefore.machine),
      clientLoopDelayP99: loopDelay.percentile(99) / 1e6,
      clientLoopDelayMax: loopDelay.max / 1e6,
      pids: { api: parts.pids.backend, workers: parts.workersPid },
    };
  } finally {
    sockets.forEach((socket) => socket.close());
    await parts.stop();
    await database.drop();
  }
}

/** One more run of the product's path, the API and the workers profiled while the results are posted. */
async function profileRun(): Promise<{ result: RunResult; api: ProfileSummary; workers: ProfileSummary }> {
  const directory = mkdtempSync(join(tmpdir(), 'lesne-live-profile-'));
  try {
    const result = await measure(CAPPED, directory);
    if (result.pids.api === undefined) throw new Error('the API process did not start');
    return { result, api: summarizeProfile(profileIn(directory, result.pids.api)), workers: summarizeProfile(profileIn(directory, result.pids.workers)) };
  } finally {
    rmSync(directory, { recursive: true, force: true });
  }
}

async function main(): Promise<void> {
  const runs = new Map<Path, RunResult[]>([
    [CAPPED, []],
    [BARE, []],
  ]);
  // Interleaved, so both paths meet the machine in the same states.
  for (let index = 0; index < RUNS; index++) {
    for (const [path, results] of runs) {
      const result = await measure(path);
      console.log(`run ${index + 1} of ${RUNS}, ${path.name}:`, result);
      results.push(result);
    }
  }
  const profiles = await profileRun();
  const ms = (value: number) => `${value.toFixed(1)} ms`;
  const percent = (share: number) => `${(share * 100).toFixed(0)}%`;
  const capped = middleRun(runs.get(CAPPED)!, (result) => result.p99);
  const bare = middleRun(runs.get(BARE)!, (result) => result.p99);
  const spread = (path: Path) => runs.get(path)!.map((result) => ms(result.p99)).join(', ');
  const complete = [...runs.values()].flat().every((result) => result.received === result.posts && result.failed === 0);
  writeSection(
    'Live updates',
    `${SOCKETS.toLocaleString('en')} participants' sockets and ${OFFICE_SCREENS} office screens' (on the company's ${OFFICE_SCREENS_PER_COMPANY} links, the most it may have; each screen hears every new company total and asks for its view again, at most every ${OFFICE_SCREEN_REFETCH_WINDOW_MS / 1000} s, as its page does) connected; after ${WARM_UP_POSTS} warm-up results, ${capped.posts} manual results posted at ${RATE} a second; latency from sending POST /activity to the poster's socket receiving its new totals ('user:totals'), through the outbox, BullMQ, the recompute worker, the Redis emitter and the socket.io Redis adapter; the POST's own answer is timed too. CPU a result: the API's and the workers' CPU time (user and system, from /proc) over the measured posts, sockets and screens included; machine busy: the share of both cores' time /proc/stat counts busy meanwhile. The product's path posts as the SPA does, each result with an Idempotency-Key, to an event that ends by date or trees, so each is counted against the hard tree cap. Its ceiling, measured in the same run, is the same path without either: no key, an event that ends by date. The API and the workers run as processes of their own (as \`npm start\` runs them), the sockets and the posts in a third (HTTP through node:http with keep-alive, which costs it a quarter of what fetch does); all share the two cores with Postgres and Redis. Middle run by p99 of ${RUNS} of each, the two paths interleaved.

| what | ${CAPPED.name} | ${BARE.name} (ceiling) |
| --- | --- | --- |
| p50 | ${ms(capped.p50)} | ${ms(bare.p50)} |
| p90 | ${ms(capped.p90)} | ${ms(bare.p90)} |
| p99 | ${ms(capped.p99)} | ${ms(bare.p99)} |
| max | ${ms(capped.max)} | ${ms(bare.max)} |
| events received | ${capped.received} of ${capped.posts} | ${bare.received} of ${bare.posts} |
| failed posts | ${capped.failed} | ${bare.failed} |
| company totals an office screen heard | ${capped.screenUpdates.toFixed(0)} | ${bare.screenUpdates.toFixed(0)} |
| POST /activity answered, p50 / p99 | ${ms(capped.answerP50)} / ${ms(capped.answerP99)} | ${ms(bare.answerP50)} / ${ms(bare.answerP99)} |
| CPU a result: API / workers | ${ms(capped.apiCpuMs)} / ${ms(capped.workersCpuMs)} | ${ms(bare.apiCpuMs)} / ${ms(bare.workersCpuMs)} |
| CPU a result: Postgres / Redis / this bench's phones, screens and posts | ${ms(capped.postgresCpuMs)} / ${ms(capped.redisCpuMs)} / ${ms(capped.clientCpuMs)} | ${ms(bare.postgresCpuMs)} / ${ms(bare.redisCpuMs)} / ${ms(bare.clientCpuMs)} |
| machine busy (both cores) | ${percent(capped.machineBusy)} | ${percent(bare.machineBusy)} |

Spread of p99 over the ${RUNS} runs: ${CAPPED.name} ${spread(CAPPED)}; ${BARE.name} ${spread(BARE)}.

Target: p99 at most ${GOAL_P99_MS} ms with the key and the cap. Result: **${capped.p99 <= GOAL_P99_MS && complete ? 'met' : 'NOT met'}** (${((capped.p99 / bare.p99) * 100).toFixed(0)}% of the ceiling's p99).

Where the CPU time goes: one more run of the product's path with the API's and the workers' CPU profilers on (V8's, sampling every millisecond) from the first measured post to the end: p99 ${ms(profiles.result.p99)}. Self time as shares of each process's busy time (idle left out; "(native)" is V8's builtins and Node's C++ called from JavaScript, "(program)" native work outside any JavaScript call).

API, ${(profiles.api.busyMs / 1000).toFixed(1)} s busy:

${profileTables(profiles.api)}

Workers, ${(profiles.workers.busyMs / 1000).toFixed(1)} s busy:

${profileTables(profiles.workers)}`,
  );
}

runBenchmark(main);
