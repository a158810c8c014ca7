/**
 * npm run bench:strava: operators re-import every athlete of an event at once against the Strava
 * simulator with its limits scaled down (a short window of seconds instead of 15 minutes). The
 * ceiling is the budget itself: the reads the scaled windows allowed over the run. The API and
 * the workers run as processes of their own; this process plays Strava and the operator.
 */
import 'reflect-metadata';
import Redis from 'ioredis';
import { Client } from 'pg';
import { DataSource } from 'typeorm';
import { type AppConfig, loadConfig } from '@lesne/config';
import { STRAVA_REQUESTED_SCOPE } from '@lesne/contracts';
import { dataSourceOptions, SecretBox } from '@lesne/db';
import { createStravaClient, StravaTokens } from '@lesne/strava';
import { StravaSimulator, type StravaSimulatorStats } from '@lesne/strava-simulator';
import { benchDatabase, seedEvent } from './bench-db';
import { benchTokens, startApiAndWorkers } from './bench-parts';
import { middleRun, runBenchmark, writeSection } from './report';

const ATHLETES = Number(process.env.BENCH_ATHLETES ?? 1000);
const ACTIVITIES = Number(process.env.BENCH_ACTIVITIES ?? 50);
const RUNS = Number(process.env.BENCH_RUNS ?? 3);
/** Strava's read limit per short window (its default is 100 per 15 minutes); the overall one is twice it, as at Strava. */
const LIMIT_PER_WINDOW = Number(process.env.BENCH_LIMIT_PER_WINDOW ?? 100);
const WINDOW_MS = Number(process.env.BENCH_WINDOW_MS ?? 15_000);
/**
 * The scaled day is 96 short windows; its limits are set to 96 full windows so they never bind
 * (Strava's own, ten short windows' worth, would stop a run of 2,000 reads for a scaled day).
 */
const WINDOWS_A_DAY = 96;
/** The activities lie in the 28 days before today, inside the seeded event (it began 30 days ago). */
const ACTIVITY_SPAN_MS = 28 * 24 * 3600_000;
const POLL_MS = 100;
const PARALLEL_REQUESTS = 50;

interface RunResult {
  /** from the re-imports' requests to the last import's finish */
  durationMs: number;
  /** reads Strava answered (429s included: Strava counts them too) */
  reads: number;
  /** the reads the windows the run touched allowed */
  budget: number;
  rateLimited: number;
  imported: number;
  failedImports: number;
  /** from the re-imports' requests until the company's totals count every imported result */
  visibleMs: number;
}

async function main(): Promise<void> {
  const runs: RunResult[] = [];
  for (let index = 0; index < RUNS; index++) {
    const result = await run();
    console.log(`run ${index + 1} of ${RUNS}:`, result);
    runs.push(result);
  }
  const middle = middleRun(runs, (result) => result.durationMs);
  const expected = ATHLETES * ACTIVITIES;
  const share = (result: RunResult) => result.reads / result.budget;
  const seconds = (ms: number) => `${(ms / 1000).toFixed(1)} s`;
  const percent = (value: number) => `${(value * 100).toFixed(1)}%`;
  const spread = (format: (result: RunResult) => string) => runs.map(format).join(', ');
  const met = share(middle) >= 0.9 && middle.rateLimited === 0 && middle.imported === expected && middle.failedImports === 0;
  writeSection(
    'Strava re-import',
    `${ATHLETES.toLocaleString('en')} connected athletes with ${ACTIVITIES} activities each in an event in progress; a platform admin asks POST /user/stravaUpdate for all of them at once (the first request at the start of a rate window), and the workers fetch them from the Strava simulator, whose limits are scaled down to ${LIMIT_PER_WINDOW} reads (${2 * LIMIT_PER_WINDOW} overall) per ${WINDOW_MS / 1000} s window (\`BENCH_LIMIT_PER_WINDOW\`, \`BENCH_WINDOW_MS\`; Strava's are 100 reads per 15 minutes), the day's limits out of the way (96 full windows), with \`STRAVA_RATE_WINDOW_MS\` telling the product's shared budget the same window. An athlete takes two reads: a page of up to 200 activities and the empty page that ends the list. The ceiling is the budget itself: ${LIMIT_PER_WINDOW} reads for every window the run touched (the product keeps one read of each window spare). The API and the workers run as processes of their own (as \`npm start\` runs them), the simulator and the operator in a third; all share the machine with Postgres and Redis. Middle run by duration of ${runs.length}.

| what | value |
| --- | --- |
| until every import was done | ${seconds(middle.durationMs)} |
| reads / budget of the windows touched | ${middle.reads} / ${middle.budget} (${percent(share(middle))}) |
| 429s from Strava | ${middle.rateLimited} |
| activities imported | ${middle.imported} of ${expected} (failed imports: ${middle.failedImports}) |
| activities a second | ${(middle.imported / (middle.durationMs / 1000)).toFixed(1)} |
| until every imported result counted in the company's totals (the ranking's source) | ${seconds(middle.visibleMs)} |

Spread over the ${runs.length} runs: duration ${spread((result) => seconds(result.durationMs))}; budget used ${spread((result) => percent(share(result)))}; 429s ${spread((result) => String(result.rateLimited))}; counted after ${spread((result) => seconds(result.visibleMs))}.

Target: at least 90% of the budget used and no 429. Result: **${met ? 'met' : 'NOT met'}**.`,
  );
}

async function run(): Promise<RunResult> {
  const database = await benchDatabase('lesne_bench_strava');
  const { companyId, userIds } = await seedEvent(database.url, ATHLETES, 0);
  const app = loadConfig(process.env);
  const simulator = new StravaSimulator({
    clientId: app.STRAVA_CLIENT_ID,
    clientSecret: app.STRAVA_CLIENT_SECRET,
    limits: { read: [LIMIT_PER_WINDOW, LIMIT_PER_WINDOW * WINDOWS_A_DAY], overall: [2 * LIMIT_PER_WINDOW, 2 * LIMIT_PER_WINDOW * WINDOWS_A_DAY] },
    shortWindowMs: WINDOW_MS,
    // far past the Standard tier's 10 athletes: an app with Extended Access
    athleteCap: null,
  });
  const stravaUrl = await simulator.start();
  const db = new Client({ connectionString: database.url });
  await db.connect();
  let parts: Awaited<ReturnType<typeof startApiAndWorkers>> | undefined;
  try {
    parts = await startApiAndWorkers('strava', { DATABASE_URL: database.url, STRAVA_BASE_URL: stravaUrl, STRAVA_RATE_WINDOW_MS: String(WINDOW_MS) });
    const config = loadConfig({ ...process.env, ...parts.env });
    await connectAthletes(simulator, config, database.url, userIds);
    const [{ id: adminId }] = (await db.query(`INSERT INTO app_user (email, name, role, password_hash) VALUES ('bench-admin-' || md5(random()::text) || '@example.com', 'Operator', 'admin', NULL) RETURNING id`)).rows;
    const [{ date_from: dateFrom }] = (await db.query(`SELECT to_char(date_from, 'YYYY-MM-DD') AS date_from FROM company WHERE id = $1`, [companyId])).rows;

    await new Promise((resolve) => setTimeout(resolve, WINDOW_MS - (Date.now() % WINDOW_MS)));
    const before = simulator.stats;
    const started = new Date();
    await requestReimports(parts.url, benchTokens(config)(adminId), userIds, dateFrom);
    const timeoutMs = 120_000 + 3 * WINDOW_MS * Math.ceil((2 * ATHLETES) / (LIMIT_PER_WINDOW - 1));
    for (;;) {
      const [progress] = (
        await db.query(
          `SELECT count(*) FILTER (WHERE i.state IN ('done', 'failed'))::int AS finished, count(*) FILTER (WHERE i.state = 'failed')::int AS failed,
                  coalesce(sum(i.imported), 0)::int AS imported, max(i.finished_at) AS last_finished, c.activity_count
             FROM company c LEFT JOIN strava_import i ON true WHERE c.id = $1 GROUP BY c.activity_count`,
          [companyId],
        )
      ).rows;
      if (progress.finished === userIds.length && Number(progress.activity_count) === progress.imported) {
        const after = simulator.stats;
        const durationMs = progress.last_finished.getTime() - started.getTime();
        const windowsTouched = Math.floor(progress.last_finished.getTime() / WINDOW_MS) - Math.floor(started.getTime() / WINDOW_MS) + 1;
        return {
          durationMs,
          reads: readsBetween(before, after),
          budget: LIMIT_PER_WINDOW * windowsTouched,
          rateLimited: after.rateLimited - before.rateLimited,
          imported: progress.imported,
          failedImports: progress.failed,
          visibleMs: Date.now() - started.getTime(),
        };
      }
      if (Date.now() - started.getTime() > timeoutMs) throw new Error(`re-imports not done within ${timeoutMs / 1000} s: ${JSON.stringify(progress)}`);
      await new Promise((resolve) => setTimeout(resolve, POLL_MS));
    }
  } finally {
    await parts?.stop();
    await simulator.stop();
    await db.end();
    await database.drop();
  }
}

/**
 * Each user gets an athlete whose activities were recorded before the grant (so Strava sends no
 * webhook for them), one run every so often over the past four weeks, and is connected with the
 * tokens of an exchanged code, as POST /strava/code stores them (code exchanges are outside
 * Strava's rate limits).
 */
async function connectAthletes(simulator: StravaSimulator, config: AppConfig, databaseUrl: string, userIds: number[]): Promise<void> {
  const redis = new Redis(config.REDIS_URL);
  const dataSource = await new DataSource(dataSourceOptions(databaseUrl)).initialize();
  try {
    const { client } = createStravaClient(config, redis);
    const tokens = new StravaTokens(dataSource, client, new SecretBox(config.ENCRYPTION_KEY));
    const now = Date.now();
    const spacingMs = ACTIVITY_SPAN_MS / ACTIVITIES;
    await inBatches(userIds, async (userId) => {
      const athlete = simulator.createAthlete();
      for (let index = 0; index < ACTIVITIES; index++) {
        simulator.recordActivity(athlete.id, { sport_type: 'Run', distance: 5000, moving_time: 1800, start_date: new Date(now - (index + 1) * spacingMs).toISOString() });
      }
      const grant = await client.exchangeCode(simulator.authorize(athlete.id, STRAVA_REQUESTED_SCOPE));
      await tokens.save(userId, { ...grant, athleteId: String(grant.athlete.id), scope: STRAVA_REQUESTED_SCOPE });
    });
  } finally {
    await dataSource.destroy();
    redis.disconnect();
  }
}

async function requestReimports(url: string, adminToken: string, userIds: number[], dateFrom: string): Promise<void> {
  await inBatches(userIds, async (userId) => {
    const response = await fetch(`${url}/api/v1/user/stravaUpdate`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${adminToken}` },
      body: JSON.stringify({ user_id: userId, date_from: dateFrom }),
    });
    if (!response.ok) throw new Error(`POST /user/stravaUpdate for user ${userId}: ${response.status} ${await response.text()}`);
  });
}

async function inBatches<T>(items: T[], work: (item: T) => Promise<void>): Promise<void> {
  for (let index = 0; index < items.length; index += PARALLEL_REQUESTS) await Promise.all(items.slice(index, index + PARALLEL_REQUESTS).map(work));
}

/** Reads (GETs of the API) between two looks at the simulator's counters: the calls its read limit counts. */
function readsBetween(before: StravaSimulatorStats, after: StravaSimulatorStats): number {
  return Object.entries(after.byPath)
    .filter(([call]) => call.startsWith('GET /api/v3/'))
    .reduce((sum, [call, count]) => sum + count - (before.byPath[call] ?? 0), 0);
}

runBenchmark(main);
