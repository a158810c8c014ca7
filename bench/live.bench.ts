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
import { percentile, runBenchmark, writeSection } from './report';

const SOCKETS = Number(process.env.BENCH_SOCKETS ?? 1000);
const RATE = Number(process.env.BENCH_RATE ?? 100);
const SECONDS = Number(process.env.BENCH_SECONDS ?? 10);
/** By default an event that ends by date or trees, so every result is counted against the tree cap (the dearer path); 0 for a date event. */
const ENDS_BY_TREES = process.env.BENCH_ENDS_BY_TREES !== '0';
/** By default each result carries an Idempotency-Key, as the SPA sends it; 0 to leave it out. */
const WITH_IDEMPOTENCY_KEY = process.env.BENCH_IDEMPOTENCY_KEY !== '0';
/** Posts before the measured ones, so connection pools and JIT are warm. */
const WARM_UP_POSTS = 200;

async function main(): Promise<void> {
  const database = await benchDatabase('lesne_bench_live');
  const { userIds: seeded } = await seedEvent(database.url, SOCKETS + WARM_UP_POSTS, 20_000, { endsByTrees: ENDS_BY_TREES });
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
        // As the SPA sends a result: with an Idempotency-Key.
        headers: {
          'content-type': 'application/json',
          ...(WITH_IDEMPOTENCY_KEY ? { 'idempotency-key': randomUUID() } : {}),
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
    const p50 = percentile(latencies, 50);
    const p99 = percentile(latencies, 99);
    writeSection(
      'Live updates',
      `${SOCKETS.toLocaleString('en')} sockets connected; after ${WARM_UP_POSTS} warm-up results, ${posts} manual results posted at ${RATE} a second, ${WITH_IDEMPOTENCY_KEY ? 'each with an Idempotency-Key as the SPA sends them' : 'without an Idempotency-Key'}, to an event that ends ${ENDS_BY_TREES ? 'by date or trees (so each is counted against the tree cap)' : 'by date'}; latency from sending POST /activity to the poster's socket receiving its new totals ('user:totals'), through the outbox, BullMQ, the recompute worker, the Redis emitter and the socket.io Redis adapter. The API and the workers run as processes of their own (as \`npm start\` runs them), the sockets and the posts in a third; all share the two cores with Postgres and Redis.

| what | value |
| --- | --- |
| p50 | ${p50.toFixed(1)} ms |
| p90 | ${percentile(latencies, 90).toFixed(1)} ms |
| p99 | ${p99.toFixed(1)} ms |
| max | ${Math.max(...latencies).toFixed(1)} ms |
| events received | ${latencies.length} of ${posts} |
| failed posts | ${failures.length} |

Target: p99 at most 200 ms. Result: **${p99 <= 200 && latencies.length === posts ? 'met' : 'NOT met'}**.`,
    );
  } finally {
    sockets.forEach((socket) => socket.close());
    await parts.stop();
    await database.drop();
  }
}

runBenchmark(main);
