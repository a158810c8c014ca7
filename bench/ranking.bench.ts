/**
 * npm run bench:ranking: GET /ranking for an event of 10,000 participants and 1,000,000
 * activities at 64 connections, beside a naive per-request aggregate over the activities.
 */
import 'reflect-metadata';
import { execFile } from 'node:child_process';
import { createServer } from 'node:http';
import { Pool } from 'pg';
import { loadConfig } from '@lesne/config';
import { createApp } from '../backend/src/app.factory';
import { TokenService } from '../backend/src/access/token.service';
import { freePort } from '../test/stack';
import { benchDatabase, seedEvent } from './bench-db';
import { runBenchmark, writeSection } from './report';

const USERS = Number(process.env.BENCH_USERS ?? 10_000);
const ACTIVITIES = Number(process.env.BENCH_ACTIVITIES ?? 1_000_000);
const SECONDS = Number(process.env.BENCH_SECONDS ?? 15);
const CONNECTIONS = 64;

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
}

/** wrk (Debian's package) in its own process, so the load takes no time from the API's event loop. */
function load(url: string, headers: Record<string, string>): Promise<LoadResult> {
  const args = ['-t1', `-c${CONNECTIONS}`, `-d${SECONDS}s`, '--timeout', '30s', '--latency', ...Object.entries(headers).flatMap(([name, value]) => ['-H', `${name}: ${value}`]), url];
  return new Promise((resolve, reject) =>
    execFile('wrk', args, (error, output) => {
      if (error) return reject(new Error(`wrk failed (apt-get install -y wrk): ${error.message}`));
      const ms = (label: string) => {
        const [, value, unit] = output.match(new RegExp(`${label}\\s+([\\d.]+)(us|ms|s)`)) ?? [];
        return Number(value) * ({ us: 0.001, ms: 1, s: 1000 }[unit as 'us' | 'ms' | 's'] ?? Number.NaN);
      };
      const errors = Number(output.match(/Non-2xx or 3xx responses: (\d+)/)?.[1] ?? 0) + Number(output.match(/Socket errors: .*?timeout (\d+)/)?.[1] ?? 0);
      resolve({ p50: ms('50%'), p99: ms('99%'), rps: Number(output.match(/Requests\/sec:\s+([\d.]+)/)?.[1]), errors });
    }),
  );
}

async function main(): Promise<void> {
  const database = await benchDatabase('lesne_bench_ranking');
  console.log(`seeding ${USERS} participants and ${ACTIVITIES} activities...`);
  const { companyId, userIds } = await seedEvent(database.url, USERS, ACTIVITIES);
  const port = await freePort();
  const config = loadConfig({ ...process.env, DATABASE_URL: database.url, PORT: String(port), STRAVA_SIMULATOR_PORT: String(await freePort()), PLANTING_SIMULATOR_PORT: String(await freePort()), LOG_LEVEL: 'silent', REDIS_PREFIX: `lesne-bench-${Date.now()}` });
  const app = await createApp(config);
  await app.listen(port, '127.0.0.1');
  const token = app.get(TokenService).issue({ id: userIds[0], tokenVersion: 0 }, { remember: false });

  const pool = new Pool({ connectionString: database.url, max: 20 });
  const naive = createServer((request, response) => {
    const page = Number(new URL(request.url ?? '/', 'http://x').searchParams.get('page') ?? 1);
    pool.query(NAIVE, [companyId, (page - 1) * 20]).then(
      (result) => response.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify({ items: result.rows })),
      () => response.writeHead(500).end(),
    );
  });
  const naivePort = await freePort();
  await new Promise<void>((resolve) => naive.listen(naivePort, '127.0.0.1', resolve));

  try {
    const headers = { authorization: `Bearer ${token}` };
    await load(`http://127.0.0.1:${port}/api/v1/ranking?page=1&type=user`, headers);
    const top = await load(`http://127.0.0.1:${port}/api/v1/ranking?page=1&type=user`, headers);
    const deep = await load(`http://127.0.0.1:${port}/api/v1/ranking?page=200&type=user`, headers);
    const naiveTop = await load(`http://127.0.0.1:${naivePort}/?page=1`, {});
    const row = (name: string, result: LoadResult) => `| ${name} | ${result.p50.toFixed(1)} | ${result.p99.toFixed(1)} | ${Math.round(result.rps)} | ${result.errors} |`;
    const ratio = naiveTop.p99 / top.p99;
    const verdict = top.p99 <= 20 && ratio >= 20 ? 'met' : 'NOT met';
    writeSection(
      'Ranking',
      `Event of ${USERS.toLocaleString('en')} participants and ${ACTIVITIES.toLocaleString('en')} approved activities; wrk with ${CONNECTIONS} connections, ${SECONDS} s each, after a warm-up run, against the whole API (auth guard, session lookup, validation, JSON). The API process serves the ranking from the totals the workers keep; "naive" aggregates the activities on every request (GROUP BY + RANK, a pool of 20).

| what | p50 ms | p99 ms | requests/s | errors |
| --- | --- | --- | --- | --- |
${row('GET /ranking page 1', top)}
${row('GET /ranking page 200 (places 3981-4000)', deep)}
${row('naive aggregate, page 1', naiveTop)}

Target: p99 at most 20 ms and at least 20 times better than the naive p99. Result: p99 ${top.p99.toFixed(1)} ms, ${ratio.toFixed(0)}x the naive: **${verdict}**.`,
    );
  } finally {
    naive.close();
    await pool.end();
    await app.close();
    await database.drop();
  }
}

runBenchmark(main);
