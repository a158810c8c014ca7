/**
 * npm run bench:live: from POST /activity to the poster's socket receiving its new totals,
 * at 100 results a second with 1,000 sockets connected. The API and the workers run as
 * processes of their own, as `npm start` runs them; this process plays the phones.
 */
import 'reflect-metadata';
import { randomUUID } from 'node:crypto';
import { io, type Socket } from 'socket.io-client';
import { loadConfig } from '@lesne/config';
import type { ClientToServerEvents, ServerToClientEvents } from '@lesne/contracts';
import { warsawDay } from '@lesne/domain';
import { benchDatabase, seedEvent } from './bench-db';
import { benchTokens, startApiAndWorkers } from './bench-parts';
import { middleRun, percentile, runBenchmark, writeSection } from './report';

const SOCKETS = Number(process.env.BENCH_SOCKETS ?? 1000);
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
}

async function measure(path: Path): Promise<RunResult> {
  const database = await benchDatabase('lesne_bench_live');
  const { userIds: seeded } = await seedEvent(database.url, SOCKETS + WARM_UP_POSTS, 20_000, { endsByTrees: path.endsByTrees });
  const warmUpUsers = seeded.slice(SOCKETS);
  const userIds = seeded.slice(0, SOCKETS);
  const parts = await startApiAndWorkers('live', { DATABASE_URL: database.url });
  const { url } = parts;
  const sessionToken = benchTokens(loadConfig({ ...process.env, ...parts.env }));

  const sent = new Map<number, number>();
  const latencies: number[] = [];
  const sockets: Array<Socket<ServerToClientEvents, ClientToServerEvents>> = [];
  try {
    for (let index = 0; index < userIds.length; index += 100) {
      await Promise.all(
        userIds.slice(index, index + 100).map(
          (userId) =>
            new Promise<void>((resolve, reject) => {
              const socket: Socket<ServerToClientEvents, ClientToServerEvents> = io(url, { auth: { token: sessionToken(userId) }, transports: ['websocket'], forceNew: true });
              socket.on('user:totals', ({ userId: changed }) => {
                const start = sent.get(changed);
                if (start !== undefined) {
                  latencies.push(performance.now() - start);
                  sent.delete(changed);
                }
              });
              socket.once('connect', () => resolve());
              socket.once('connect_error', reject);
              sockets.push(socket);
            }),
        ),
      );
    }
    const posts = Math.min(RATE * SECONDS, userIds.length);
    const today = warsawDay(new Date());
    const post = (userId: number) =>
      fetch(`${url}/api/v1/activity`, {
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
    const failures: number[] = [];
    const started = performance.now();
    const requests: Array<Promise<void>> = [];
    for (let index = 0; index < posts; index++) {
      const due = started + (index * 1000) / RATE;
      await new Promise((resolve) => setTimeout(resolve, Math.max(0, due - performance.now())));
      const userId = userIds[index];
      sent.set(userId, performance.now());
      requests.push(
        post(userId).then((response) => {
          if (response.status !== 201) failures.push(response.status);
        }),
      );
    }
    await Promise.all(requests);
    for (let waited = 0; sent.size > 0 && waited < 10_000; waited += 100) await new Promise((resolve) => setTimeout(resolve, 100));
    return {
      p50: percentile(latencies, 50),
      p90: percentile(latencies, 90),
      p99: percentile(latencies, 99),
      max: Math.max(...latencies),
      received: latencies.length,
      posts,
      failed: failures.length,
    };
  } finally {
    sockets.forEach((socket) => socket.close());
    await parts.stop();
    await database.drop();
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
  const ms = (value: number) => `${value.toFixed(1)} ms`;
  const capped = middleRun(runs.get(CAPPED)!, (result) => result.p99);
  const bare = middleRun(runs.get(BARE)!, (result) => result.p99);
  const spread = (path: Path) => runs.get(path)!.map((result) => ms(result.p99)).join(', ');
  const complete = [...runs.values()].flat().every((result) => result.received === result.posts && result.failed === 0);
  writeSection(
    'Live updates',
    `${SOCKETS.toLocaleString('en')} sockets connected; after ${WARM_UP_POSTS} warm-up results, ${capped.posts} manual results posted at ${RATE} a second; latency from sending POST /activity to the poster's socket receiving its new totals ('user:totals'), through the outbox, BullMQ, the recompute worker, the Redis emitter and the socket.io Redis adapter. The product's path posts as the SPA does, each result with an Idempotency-Key, to an event that ends by date or trees, so each is counted against the hard tree cap. Its ceiling, measured in the same run, is the same path without either: no key, an event that ends by date. The API and the workers run as processes of their own (as \`npm start\` runs them), the sockets and the posts in a third; all share the two cores with Postgres and Redis. Middle run by p99 of ${RUNS} of each, the two paths interleaved.

| what | ${CAPPED.name} | ${BARE.name} (ceiling) |
| --- | --- | --- |
| p50 | ${ms(capped.p50)} | ${ms(bare.p50)} |
| p90 | ${ms(capped.p90)} | ${ms(bare.p90)} |
| p99 | ${ms(capped.p99)} | ${ms(bare.p99)} |
| max | ${ms(capped.max)} | ${ms(bare.max)} |
| events received | ${capped.received} of ${capped.posts} | ${bare.received} of ${bare.posts} |
| failed posts | ${capped.failed} | ${bare.failed} |

Spread of p99 over the ${RUNS} runs: ${CAPPED.name} ${spread(CAPPED)}; ${BARE.name} ${spread(BARE)}.

Target: p99 at most 200 ms with the key and the cap. Result: **${capped.p99 <= 200 && complete ? 'met' : 'NOT met'}** (${((capped.p99 / bare.p99) * 100).toFixed(0)}% of the ceiling's p99).`,
  );
}

runBenchmark(main);
