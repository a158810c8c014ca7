/**
 * npm run bench:files: 100 participants upload 1,000 activity files (FIT, GPX and TCX of 0.1 to
 * 5 MB) at once, each confirming a file's sport as soon as the workers have read it. The API and
 * the workers run as processes of their own, as `npm start` runs them; this process plays the
 * participants. The ceiling, in the same run, is the bare parser (parseActivityFile) over the same
 * 1,000 files in this process, one thread. A last run of the same path profiles the API and the workers.
 */
import 'reflect-metadata';
import { existsSync, mkdtempSync, readdirSync, readFileSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import { Agent, request } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Client } from 'pg';
import { CrcCalculator } from '@garmin/fitsdk';
import { parseActivityFile } from '@lesne/activity-files';
import { fitFile, gpxFile, tcxFile, warsawTrack } from '@lesne/activity-files/testing';
import { loadConfig } from '@lesne/config';
import type { ActivityFileFormat, ActivityTypesResponse, ActivityUploadItem } from '@lesne/contracts';
import { ACTIVITY_FILES_PER_UPLOAD, addDays, FILE_RESULTS_PER_DAY, warsawDay } from '@lesne/domain';
import { benchDatabase, seedEvent } from './bench-db';
import { benchTokens, startApiAndWorkers } from './bench-parts';
import { busyShareSince, commandCpuMs, cpuMs, machineCpu, profileIn, profileTables, summarizeProfile, type ProfileSummary } from './cpu-profile';
import { middleRun, percentile, runBenchmark, writeSection } from './report';

const FILES = Number(process.env.BENCH_FILES ?? 1000);
const USERS = Number(process.env.BENCH_USERS ?? 100);
const RUNS = Number(process.env.BENCH_RUNS ?? 3);
/** BENCH_PROFILE=0 leaves out the profiled run. */
const PROFILE = process.env.BENCH_PROFILE !== '0';
/** The issue's targets: every file counted within this, at this share of the bare parser's rate, the workers' memory under this. */
const GOAL_SECONDS = 60;
const GOAL_SHARE_OF_BARE = 0.7;
const GOAL_WORKERS_BYTES = 512 * 2 ** 20;

const MEGABYTE = 2 ** 20;
const SMALLEST_BYTES = 0.1 * MEGABYTE;
const LARGEST_BYTES = 5 * MEGABYTE;
/**
 * Distinct files built (Garmin's encoder takes ~9 s for a 5 MB FIT), each uploaded FILES / POOL
 * times, by different participants and made distinct bytes each time (see uploadBytes).
 */
const POOL = 100;
/** The pool's files lie on the DAYS days before today, inside the event and the company's window for files (30 days back). */
const DAYS = 25;
/** A file's track lasts at most this; a larger file records more often than once a second. */
const LONGEST_SECONDS = 16 * 3600;
/** Tracks up to this long are runs, longer ones rides. */
const LONGEST_RUN_SECONDS = 2 * 3600;
const PACE = { run: 330, ride: 144 } as const;
/** The device name in every file, its digits replaced by each upload's number: the same length, so only those bytes (and a FIT file's checksum) change. */
const DEVICE_NAME = 'Bench Watch 000000';
const SERIAL_DIGITS = 6;
/** Bump when the files built change, so a cached pool of the old ones is not reused. */
const POOL_VERSION = 1;
const SEED = 20261128;
/** Files at once per participant, as the SPA's UploadsCard sends a drop of several (its UPLOADS_AT_ONCE). */
const UPLOADS_AT_ONCE = 3;
/** The warm-up participant's files, read and confirmed before the measurement, so the workers' parser and pools are warm. */
const WARM_UP_FILES = 6;
const POLL_MS = 100;
const SAMPLE_EVERY_MS = 200;

type Sport = keyof typeof PACE;

interface PoolFile {
  format: ActivityFileFormat;
  sport: Sport;
  daysAgo: number;
  bytes: number;
  points: number;
  everySeconds: number;
}

interface Pool {
  files: PoolFile[];
  contents: Buffer[];
  /** where DEVICE_NAME begins in each file */
  nameAt: number[];
  directory: string;
}

/** One upload of the run: who sends which pool file, under which number (its bytes made distinct by it). */
interface Upload {
  serial: number;
  user: number;
  pool: number;
  fileName: string;
}

/** What the participants saw: times, answers, the files' final states. */
interface Flow {
  /** from the first upload sent until the last confirmation answered (every file in a final state) */
  durationMs: number;
  /** from the first upload sent until the poll saw every file read by the workers */
  parsedMs: number;
  /** from the first upload sent until the last upload answered */
  uploadedMs: number;
  /** uploads the API accepted (201) */
  files: number;
  uploadedBytes: number;
  /** the files' final states, with the refusal or hold reason */
  states: Record<string, number>;
  /** failed requests by status (or error) and the answer's beginning */
  uploadFailures: Record<string, number>;
  confirmFailures: Record<string, number>;
  uploadAnswerP50: number;
  uploadAnswerP99: number;
  /** from an upload's answer to the poll that saw it read (queue wait and parse; the poll runs every POLL_MS) */
  toParsedP50: number;
  toParsedP99: number;
  confirmAnswerP50: number;
  confirmAnswerP99: number;
}

interface Pipeline extends Flow {
  /** CPU time (user and system, from /proc) per file over the measurement */
  apiCpuMs: number;
  workersCpuMs: number;
  postgresCpuMs: number;
  redisCpuMs: number;
  clientCpuMs: number;
  machineBusy: number;
  /** VmHWM at the end: the most resident memory the process ever had */
  workersPeakBytes: number;
  apiPeakBytes: number;
  /** the most VmRSS the samples saw during the measurement */
  workersSampledBytes: number;
  apiSampledBytes: number;
  /** VmRSS after the warm-up, just before the measurement */
  workersStartBytes: number;
  apiStartBytes: number;
}

interface Bare {
  /** the parse calls' time summed (building each upload's bytes left out) */
  ms: number;
  cpuMs: number;
  refused: number;
}

interface RunResult extends Pipeline {
  bare: Bare;
}

/** A small seeded generator (mulberry32), so the pool is the same on every machine. */
function seeded(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 2 ** 32;
  };
}

const FORMATS: ActivityFileFormat[] = ['fit', 'gpx', 'tcx'];

/** A file of the format from the track, named DEVICE_NAME, as a watch (FIT, TCX) or Garmin Connect's export (GPX) writes it. */
function build(format: ActivityFileFormat, sport: Sport, points: ReturnType<typeof warsawTrack>): Buffer {
  if (format === 'fit') return fitFile({ sessions: [{ sport: sport === 'run' ? 'running' : 'cycling', points }], productName: DEVICE_NAME });
  if (format === 'gpx') return gpxFile({ tracks: [[points]], type: sport === 'run' ? 'running' : 'cycling', creator: DEVICE_NAME });
  return tcxFile({ laps: [{ points }], sport: sport === 'run' ? 'Running' : 'Biking', creator: DEVICE_NAME });
}

/** Bytes a point and bytes besides the points of each format, from two small files. */
function bytesPerPoint(format: ActivityFileFormat): { perPoint: number; fixed: number } {
  const sized = (points: number) => build(format, 'run', warsawTrack({ metres: ((points - 1) * 1000) / PACE.run, pace: PACE.run, start: new Date() })).length;
  const [small, large] = [sized(501), sized(1501)];
  return { perPoint: (large - small) / 1000, fixed: small - 501 * ((large - small) / 1000) };
}

/** Where a file of the pool lies: 05:00 UTC of its day, so that its track (at most 16 h) ends on the same day in Warsaw. */
function startOf(anchorDay: string, daysAgo: number): Date {
  return new Date(`${addDays(anchorDay, -daysAgo)}T05:00:00Z`);
}

/**
 * The pool's plan: a third of the files each format, their sizes spaced evenly on a log scale
 * from 0.1 to 5 MB within each format (a log-uniform mix: half under 0.7 MB), shuffled, the n-th
 * on the (1 + n % DAYS)-th day back. A file's size is its number of points, one a second up to
 * LONGEST_SECONDS, more often beyond.
 */
function poolPlan(): PoolFile[] {
  const random = seeded(SEED);
  const plan = FORMATS.flatMap((format, index) => {
    const count = Math.floor(POOL / FORMATS.length) + (index < POOL % FORMATS.length ? 1 : 0);
    const { perPoint, fixed } = bytesPerPoint(format);
    return Array.from({ length: count }, (_, rank) => {
      const bytes = SMALLEST_BYTES * (LARGEST_BYTES / SMALLEST_BYTES) ** ((rank + 0.5) / count);
      const points = Math.max(2, Math.round((bytes - fixed) / perPoint));
      const everySeconds = Math.min(1, LONGEST_SECONDS / (points - 1));
      return { format, sport: (points - 1) * everySeconds <= LONGEST_RUN_SECONDS ? ('run' as const) : ('ride' as const), daysAgo: 0, bytes: 0, points, everySeconds };
    });
  });
  for (let index = plan.length - 1; index > 0; index--) {
    const other = Math.floor(random() * (index + 1));
    [plan[index], plan[other]] = [plan[other], plan[index]];
  }
  return plan.map((file, index) => ({ ...file, daysAgo: 1 + (index % DAYS) }));
}

/**
 * The pool's files, built once and kept under the system's temp directory, keyed by the version,
 * the seed and today (their days are counted back from it): later invocations the same day reuse them.
 */
function filePool(): Pool {
  const anchorDay = warsawDay(new Date());
  const name = `lesne-bench-files-v${POOL_VERSION}-${SEED}-${POOL}-${anchorDay}`;
  const directory = join(tmpdir(), name);
  if (!existsSync(join(directory, 'pool.json'))) {
    // pools of other days or versions are stale: their files' days lie elsewhere
    for (const entry of readdirSync(tmpdir())) if (entry.startsWith('lesne-bench-files-') && entry !== name) rmSync(join(tmpdir(), entry), { recursive: true, force: true });
    const building = mkdtempSync(join(tmpdir(), `${name}-building-`));
    const started = performance.now();
    const files = poolPlan().map((file, index) => {
      const pace = PACE[file.sport];
      const seconds = (file.points - 1) * file.everySeconds;
      const track = warsawTrack({ metres: (seconds * 1000) / pace, pace, everySeconds: file.everySeconds, start: startOf(anchorDay, file.daysAgo) });
      const content = build(file.format, file.sport, track);
      writeFileSync(join(building, `${index}.${file.format}`), content);
      return { ...file, points: track.length, bytes: content.length };
    });
    writeFileSync(join(building, 'pool.json'), JSON.stringify(files, null, 1));
    rmSync(directory, { recursive: true, force: true });
    renameSync(building, directory);
    console.log(`built ${POOL} distinct files in ${((performance.now() - started) / 1000).toFixed(0)} s into ${directory}`);
  }
  const files = JSON.parse(readFileSync(join(directory, 'pool.json'), 'utf8')) as PoolFile[];
  const contents = files.map((file, index) => readFileSync(join(directory, `${index}.${file.format}`)));
  const nameAt = contents.map((content, index) => {
    const at = content.indexOf(DEVICE_NAME);
    if (at < 0 || content.indexOf(DEVICE_NAME, at + 1) >= 0) throw new Error(`pool file ${index} does not name its device exactly once`);
    return at;
  });
  return { files, contents, nameAt, directory };
}

/**
 * Upload i goes to participant i % USERS, as their (i / USERS)-th file; a participant's files are
 * consecutive files of the pool, so on as many different days (at most one a day: the files are
 * neither duplicates of each other nor over FILE_RESULTS_PER_DAY).
 */
function uploadPlan(pool: Pool, count: number, firstSerial: number, users: number): Upload[] {
  const perUser = Math.ceil(count / users);
  return Array.from({ length: count }, (_, index) => {
    const user = index % users;
    const poolIndex = (user * perUser + Math.floor(index / users)) % POOL;
    const file = pool.files[poolIndex];
    const serial = firstSerial + index;
    return { serial, user, pool: poolIndex, fileName: `${file.sport === 'run' ? 'bieg' : 'rower'}-${serial}.${file.format}` };
  });
}

/**
 * The upload's bytes: its pool file with the device name's digits set to its number (a FIT
 * file's checksum written again), so every upload is a file of its own with a hash of its own.
 */
function uploadBytes(pool: Pool, upload: Upload): Buffer {
  const content = Buffer.from(pool.contents[upload.pool]);
  content.write(String(upload.serial).padStart(SERIAL_DIGITS, '0'), pool.nameAt[upload.pool] + DEVICE_NAME.length - SERIAL_DIGITS, 'latin1');
  if (pool.files[upload.pool].format === 'fit') content.writeUInt16LE(CrcCalculator.calculateCRC(content, 0, content.length - 2), content.length - 2);
  return content;
}

/** Keep-alive connections for the participants' requests (node:http: a fraction of fetch's CPU a request). */
const agent = new Agent({ keepAlive: true });

/** Sends a request and reads its answer whole. */
function call(url: string, options: { method: string; headers: Record<string, string | number>; body?: Buffer[] }): Promise<{ status: number; body: string }> {
  return new Promise((resolve, reject) => {
    const sent = request(url, { method: options.method, headers: options.headers, agent }, (response) => {
      const chunks: Buffer[] = [];
      response.on('data', (chunk: Buffer) => chunks.push(chunk));
      response.on('error', reject);
      response.on('end', () => resolve({ status: response.statusCode ?? 0, body: Buffer.concat(chunks).toString('utf8') }));
    });
    sent.on('error', reject);
    for (const part of options.body?.slice(0, -1) ?? []) sent.write(part);
    sent.end(options.body?.at(-1));
  });
}

/** POST /api/v1/activity-uploads with one file in the field `file`, as the browser's FormData sends it. */
function postFile(url: string, token: string, fileName: string, content: Buffer): Promise<{ status: number; body: string }> {
  const boundary = `----lesne-bench-${fileName}`;
  const head = Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${fileName}"\r\nContent-Type: application/octet-stream\r\n\r\n`);
  const tail = Buffer.from(`\r\n--${boundary}--\r\n`);
  return call(`${url}/api/v1/activity-uploads`, {
    method: 'POST',
    headers: { authorization: `Bearer ${token}`, 'content-type': `multipart/form-data; boundary=${boundary}`, 'content-length': head.length + content.length + tail.length },
    body: [head, content, tail],
  });
}

function postConfirm(url: string, token: string, uploadId: number, activityType: number): Promise<{ status: number; body: string }> {
  const body = Buffer.from(JSON.stringify({ activityType }));
  return call(`${url}/api/v1/activity-uploads/${uploadId}/confirm`, {
    method: 'POST',
    headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json', 'content-length': body.length },
    body: [body],
  });
}

/** A process's resident memory now and at its highest (VmRSS, VmHWM), 0 once it is gone. */
function memoryOf(pid: number): { rss: number; peak: number } {
  try {
    const status = readFileSync(`/proc/${pid}/status`, 'utf8');
    const kB = (field: string) => Number(new RegExp(`^${field}:\\s+(\\d+) kB`, 'm').exec(status)?.[1] ?? 0) * 1024;
    return { rss: kB('VmRSS'), peak: kB('VmHWM') };
  } catch {
    return { rss: 0, peak: 0 };
  }
}

/** Samples the processes' VmRSS every SAMPLE_EVERY_MS until stopped (a last sample then); `most` answers the most each had. */
function memorySampler(pids: number[]): { stop: () => void; most: () => number[] } {
  const most = pids.map(() => 0);
  const sample = () => pids.forEach((pid, index) => (most[index] = Math.max(most[index], memoryOf(pid).rss)));
  sample();
  const sampler = setInterval(sample, SAMPLE_EVERY_MS);
  return {
    stop: () => {
      clearInterval(sampler);
      sample();
    },
    most: () => [...most],
  };
}

/** Counts of each key, e.g. answers by status. */
function tally(counts: Record<string, number>, key: string): void {
  counts[key] = (counts[key] ?? 0) + 1;
}

const FINAL_STATES = ['counted', 'held', 'refused'];

interface Sent {
  upload: Upload;
  id: number;
  answeredAt: number;
  parsedAt?: number;
}

/**
 * The participants upload their files, UPLOADS_AT_ONCE at a time each, all at once; a poll of the
 * activity_upload table every POLL_MS finds the files the workers have read, and each is
 * confirmed (its sport: run or ride) as soon as it is seen, as its owner would. Done when every
 * accepted upload is counted, held or refused.
 */
async function uploadAndConfirm(
  url: string,
  db: Client,
  pool: Pool,
  uploads: Upload[],
  userIds: number[],
  token: (userId: number) => string,
  typeIds: Record<Sport, number>,
  timeoutMs: number,
): Promise<Flow> {
  const byId = new Map<number, Sent>();
  const uploadAnswers: number[] = [];
  const confirmAnswers: number[] = [];
  const uploadFailures: Record<string, number> = {};
  const confirmFailures: Record<string, number> = {};
  const confirming = new Set<number>();
  /** answered in a final state: a poll that began before that answer may still list it as parsed */
  const confirmed = new Set<number>();
  let uploadedBytes = 0;
  let lastConfirmAnswered = 0;
  let uploadsDone = false;
  let uploadedAt = 0;

  const started = performance.now();
  const uploading = Promise.all(
    userIds.map(async (userId, user) => {
      const own = uploads.filter((upload) => upload.user === user);
      const next = async () => {
        for (let upload = own.shift(); upload; upload = own.shift()) {
          const content = uploadBytes(pool, upload);
          const sentAt = performance.now();
          const answer = await postFile(url, token(userId), upload.fileName, content).catch((error: Error) => ({ status: 0, body: `${error.message}` }));
          const answeredAt = performance.now();
          uploadAnswers.push(answeredAt - sentAt);
          if (answer.status !== 201) {
            tally(uploadFailures, `${answer.status} ${answer.body.slice(0, 120)}`);
            continue;
          }
          uploadedBytes += content.length;
          const { id } = JSON.parse(answer.body) as ActivityUploadItem;
          byId.set(id, { upload, id, answeredAt });
        }
      };
      await Promise.all(Array.from({ length: UPLOADS_AT_ONCE }, next));
    }),
  ).then(() => {
    uploadsDone = true;
    uploadedAt = performance.now();
  });

  const confirm = async (sent: Sent) => {
    confirming.add(sent.id);
    const sentAt = performance.now();
    const answer = await postConfirm(url, token(userIds[sent.upload.user]), sent.id, typeIds[pool.files[sent.upload.pool].sport]).catch((error: Error) => ({ status: 0, body: error.message }));
    lastConfirmAnswered = performance.now();
    confirmAnswers.push(lastConfirmAnswered - sentAt);
    const state = answer.status === 201 ? (JSON.parse(answer.body) as ActivityUploadItem).state : null;
    if (state && FINAL_STATES.includes(state)) confirmed.add(sent.id);
    else tally(confirmFailures, `${answer.status} ${answer.body.slice(0, 120)}`);
    // a failed confirmation is tried again when a later poll still finds the file parsed
    confirming.delete(sent.id);
  };

  let parsedMs = 0;
  for (;;) {
    await new Promise((resolve) => setTimeout(resolve, POLL_MS));
    const [progress] = (
      await db.query(
        `SELECT coalesce(array_agg(id) FILTER (WHERE state = 'parsed'), '{}') AS parsed,
                coalesce(array_agg(id) FILTER (WHERE state <> 'parsing'), '{}') AS read,
                count(*) FILTER (WHERE state IN ('counted', 'held', 'refused'))::int AS final
           FROM activity_upload WHERE user_id = ANY($1)`,
        [userIds],
      )
    ).rows as Array<{ parsed: number[]; read: number[]; final: number }>;
    const now = performance.now();
    for (const id of progress.read) {
      const sent = byId.get(id);
      if (sent && sent.parsedAt === undefined) sent.parsedAt = now;
    }
    for (const id of progress.parsed) {
      const sent = byId.get(id);
      if (sent && !confirming.has(id) && !confirmed.has(id)) void confirm(sent);
    }
    if (uploadsDone && parsedMs === 0 && progress.read.length === byId.size) parsedMs = now - started;
    if (uploadsDone && progress.final === byId.size && confirming.size === 0) {
      // files the parser refused need no confirmation: the poll that saw them is their end
      const end = confirmed.size < byId.size ? now : lastConfirmAnswered;
      await uploading;
      const states = (
        await db.query(
          `SELECT state || coalesce(': ' || refusal, '') || coalesce(': ' || hold_reason, '') AS state, count(*)::int AS count
             FROM activity_upload WHERE user_id = ANY($1) GROUP BY 1 ORDER BY 1`,
          [userIds],
        )
      ).rows as Array<{ state: string; count: number }>;
      const toParsed = [...byId.values()].map((sent) => (sent.parsedAt ?? now) - sent.answeredAt);
      return {
        durationMs: end - started,
        parsedMs: parsedMs || now - started,
        uploadedMs: uploadedAt - started,
        files: byId.size,
        uploadedBytes,
        states: Object.fromEntries(states.map((row) => [row.state, row.count])),
        uploadFailures,
        confirmFailures,
        uploadAnswerP50: percentile(uploadAnswers, 50),
        uploadAnswerP99: percentile(uploadAnswers, 99),
        toParsedP50: percentile(toParsed, 50),
        toParsedP99: percentile(toParsed, 99),
        confirmAnswerP50: percentile(confirmAnswers, 50),
        confirmAnswerP99: percentile(confirmAnswers, 99),
      };
    }
    if (now - started > timeoutMs) {
      throw new Error(
        `not every file reached a final state within ${timeoutMs / 1000} s: ${byId.size} accepted, ${progress.read.length} read, ${progress.final} final, ${confirming.size} confirmations in flight; upload failures ${JSON.stringify(uploadFailures)}, confirmation failures ${JSON.stringify(confirmFailures)}`,
      );
    }
  }
}

/** The ids of the reference data's run and ride, as the SPA reads them. */
async function activityTypes(url: string, token: string): Promise<Record<Sport, number>> {
  const answer = await call(`${url}/api/v1/activity/types`, { method: 'GET', headers: { authorization: `Bearer ${token}` } });
  if (answer.status !== 200) throw new Error(`GET /api/v1/activity/types: ${answer.status} ${answer.body}`);
  const types = (JSON.parse(answer.body) as ActivityTypesResponse).activity_types;
  const idOf = (key: Sport) => {
    const type = types.find((candidate) => candidate.translationKey === key);
    if (!type) throw new Error(`no activity type '${key}' in ${answer.body}`);
    return type.id;
  };
  return { run: idOf('run'), ride: idOf('ride') };
}

/** One run of the product's path on a fresh database; with `cpuProfileDir`, the API and the workers profile the measurement. */
async function pipelineRun(pool: Pool, cpuProfileDir?: string): Promise<Pipeline & { pids: { api: number; workers: number } }> {
  const database = await benchDatabase('lesne_bench_files');
  const { userIds: seeded } = await seedEvent(database.url, USERS + 1, 0);
  const [userIds, warmUpUser] = [seeded.slice(0, USERS), seeded[USERS]];
  const db = new Client({ connectionString: database.url });
  await db.connect();
  let parts: Awaited<ReturnType<typeof startApiAndWorkers>> | undefined;
  try {
    parts = await startApiAndWorkers('files', { DATABASE_URL: database.url }, { cpuProfileDir });
    const apiPid = parts.pids.backend!;
    const token = benchTokens(loadConfig({ ...process.env, ...parts.env }));
    const typeIds = await activityTypes(parts.url, token(warmUpUser));
    const timeoutMs = 120_000 + FILES * 1000;
    const warmUp = await uploadAndConfirm(parts.url, db, pool, uploadPlan(pool, WARM_UP_FILES, FILES, 1), [warmUpUser], token, typeIds, timeoutMs);
    if (warmUp.files !== WARM_UP_FILES) throw new Error(`the warm-up's uploads failed: ${JSON.stringify(warmUp.uploadFailures)}`);

    if (cpuProfileDir) parts.startProfiling();
    const [workersStartBytes, apiStartBytes] = [memoryOf(parts.workersPid).rss, memoryOf(apiPid).rss];
    const cpuBefore = {
      api: cpuMs(apiPid),
      workers: cpuMs(parts.workersPid),
      postgres: commandCpuMs('postgres'),
      redis: commandCpuMs('redis-server'),
      client: cpuMs(process.pid),
      machine: machineCpu(),
    };
    const sampler = memorySampler([parts.workersPid, apiPid]);
    const result = await uploadAndConfirm(parts.url, db, pool, uploadPlan(pool, FILES, 0, USERS), userIds, token, typeIds, timeoutMs).finally(sampler.stop);
    const [workersSampledBytes, apiSampledBytes] = sampler.most();
    const perFile = (now: number, before: number) => (now - before) / result.files;
    const cpu = {
      apiCpuMs: perFile(cpuMs(apiPid), cpuBefore.api),
      workersCpuMs: perFile(cpuMs(parts.workersPid), cpuBefore.workers),
      postgresCpuMs: perFile(commandCpuMs('postgres'), cpuBefore.postgres),
      redisCpuMs: perFile(commandCpuMs('redis-server'), cpuBefore.redis),
      clientCpuMs: perFile(cpuMs(process.pid), cpuBefore.client),
      machineBusy: busyShareSince(cpuBefore.machine),
    };
    return {
      ...result,
      ...cpu,
      workersPeakBytes: memoryOf(parts.workersPid).peak,
      apiPeakBytes: memoryOf(apiPid).peak,
      workersSampledBytes,
      apiSampledBytes,
      workersStartBytes,
      apiStartBytes,
      pids: { api: apiPid, workers: parts.workersPid },
    };
  } finally {
    await parts?.stop();
    await db.end();
    await database.drop();
  }
}

/**
 * The ceiling: parseActivityFile over the same uploads' bytes in this process, one after another
 * on one thread, after the warm-up's files; only the parse calls are timed.
 */
function bareParser(pool: Pool): Bare {
  const now = new Date();
  for (const upload of uploadPlan(pool, WARM_UP_FILES, FILES, 1)) parseActivityFile(upload.fileName, uploadBytes(pool, upload), now);
  let ms = 0;
  let cpuMicros = 0;
  let refused = 0;
  for (const upload of uploadPlan(pool, FILES, 0, USERS)) {
    const content = uploadBytes(pool, upload);
    const cpuBefore = process.cpuUsage();
    const before = performance.now();
    const parsed = parseActivityFile(upload.fileName, content, now);
    ms += performance.now() - before;
    const cpu = process.cpuUsage(cpuBefore);
    cpuMicros += cpu.user + cpu.system;
    if (!parsed.ok) refused++;
  }
  return { ms, cpuMs: cpuMicros / 1000, refused };
}

/** One more run of the product's path, the API and the workers profiled during the measurement. */
async function profileRun(pool: Pool): Promise<{ result: Pipeline; api: ProfileSummary; workers: ProfileSummary }> {
  const directory = mkdtempSync(join(tmpdir(), 'lesne-files-profile-'));
  try {
    const result = await pipelineRun(pool, directory);
    return { result, api: summarizeProfile(profileIn(directory, result.pids.api)), workers: summarizeProfile(profileIn(directory, result.pids.workers)) };
  } finally {
    rmSync(directory, { recursive: true, force: true });
  }
}

/** The mix of the uploads: per format, how many, their median and total size. */
function mixTable(pool: Pool): string {
  const uploads = uploadPlan(pool, FILES, 0, USERS).map((upload) => pool.files[upload.pool]);
  const mb = (bytes: number) => `${(bytes / MEGABYTE).toFixed(2)} MB`;
  const row = (label: string, files: PoolFile[]) => {
    const sizes = files.map((file) => file.bytes);
    const sports = `${files.filter((file) => file.sport === 'run').length} runs, ${files.filter((file) => file.sport === 'ride').length} rides`;
    return `| ${label} | ${files.length} | ${mb(Math.min(...sizes))} | ${mb(percentile(sizes, 50))} | ${mb(Math.max(...sizes))} | ${mb(sizes.reduce((sum, size) => sum + size, 0))} | ${sports} | ${Math.min(...files.map((file) => file.points)).toLocaleString('en')} to ${Math.max(...files.map((file) => file.points)).toLocaleString('en')} |`;
  };
  return `| format | files | smallest | median | largest | total | sports | track points |
| --- | --- | --- | --- | --- | --- | --- | --- |
${FORMATS.map((format) => row(format.toUpperCase(), uploads.filter((file) => file.format === format))).join('\n')}
${row('all', uploads)}`;
}

async function main(): Promise<void> {
  const perUser = Math.ceil(FILES / USERS);
  if (perUser > Math.min(ACTIVITY_FILES_PER_UPLOAD, DAYS)) throw new Error(`${perUser} files a participant: at most ${Math.min(ACTIVITY_FILES_PER_UPLOAD, DAYS)} (waiting at once; one a day over ${DAYS} days)`);
  const pool = filePool();
  console.log(`${POOL} distinct files in ${pool.directory}; ${FILES} uploads by ${USERS} participants`);
  const runs: RunResult[] = [];
  for (let index = 0; index < RUNS; index++) {
    const { pids: _pids, ...pipeline } = await pipelineRun(pool);
    const bare = bareParser(pool);
    const result = { ...pipeline, bare };
    console.log(`run ${index + 1} of ${RUNS}:`, result);
    runs.push(result);
  }
  const profiles = PROFILE ? await profileRun(pool) : undefined;
  if (profiles) console.log('profiled run:', profiles.result);

  const middle = middleRun(runs, (result) => result.durationMs);
  const seconds = (ms: number) => `${(ms / 1000).toFixed(1)} s`;
  const ms = (value: number) => `${value.toFixed(0)} ms`;
  const rate = (result: { files: number; durationMs: number }) => result.files / (result.durationMs / 1000);
  const bareRate = (result: RunResult) => FILES / (result.bare.ms / 1000);
  const share = (result: RunResult) => rate(result) / bareRate(result);
  const percent = (value: number) => `${(value * 100).toFixed(0)}%`;
  const mib = (bytes: number) => `${Math.round(bytes / MEGABYTE)} MiB`;
  const spread = (format: (result: RunResult) => string) => runs.map(format).join(', ');
  const complete = (result: RunResult) => result.files === FILES && Object.keys(result.uploadFailures).length === 0 && Object.keys(result.confirmFailures).length === 0;
  const states = (result: Pipeline) => Object.entries(result.states).map(([state, count]) => `${state} ${count}`).join(', ');
  const failures = (counts: Record<string, number>) => (Object.keys(counts).length === 0 ? 'none' : Object.entries(counts).map(([what, count]) => `${count} × ${what.replace(/\|/g, '\\|')}`).join('; '));
  const metTime = complete(middle) && middle.durationMs <= GOAL_SECONDS * 1000;
  const metShare = share(middle) >= GOAL_SHARE_OF_BARE;
  const metMemory = middle.workersPeakBytes <= GOAL_WORKERS_BYTES;
  const verdict = (met: boolean) => (met ? '**met**' : '**NOT met**');
  const perRun = runs
    .map(
      (result, index) =>
        `| ${index + 1} | ${result.files} | ${seconds(result.durationMs)} | ${rate(result).toFixed(2)} | ${bareRate(result).toFixed(2)} | ${percent(share(result))} | ${mib(result.workersPeakBytes)} | ${mib(result.apiPeakBytes)} |`,
    )
    .join('\n');
  const profileSection = profiles
    ? `Where the CPU time goes: one more run of the same path with the API's and the workers' CPU profilers on (V8's, sampling every millisecond) from the first measured upload to the end: ${seconds(profiles.result.durationMs)} for ${profiles.result.files} files accepted; failed uploads: ${failures(profiles.result.uploadFailures)}; failed confirmations: ${failures(profiles.result.confirmFailures)}. Self time as shares of each process's busy time (idle left out; "(native)" is V8's builtins and Node's C++ called from JavaScript, "(program)" native work outside any JavaScript call).

API, ${(profiles.api.busyMs / 1000).toFixed(1)} s busy:

${profileTables(profiles.api)}

Workers, ${(profiles.workers.busyMs / 1000).toFixed(1)} s busy:

${profileTables(profiles.workers)}`
    : 'No profiled run (`BENCH_PROFILE=0`).';
  writeSection(
    'Activity files',
    `${USERS} participants of an event in progress (\`BENCH_USERS\`) upload ${FILES.toLocaleString('en')} activity files (\`BENCH_FILES\`), ${perUser} each, all at once, each participant ${UPLOADS_AT_ONCE} files at a time as the SPA's upload card sends a drop: \`POST /api/v1/activity-uploads\`, one multipart file a request. The API stores each file and its \`files.parse\` job's outbox row in one transaction; the workers read it (\`parseActivityFile\`) into its summary and drop the bytes. This process polls the \`activity_upload\` table every ${POLL_MS} ms and confirms each file's sport (\`POST /api/v1/activity-uploads/:id/confirm\`, run or ride) as soon as it sees it read, as its owner would, so reading and confirming overlap. Timed from the first upload sent until the last confirmation answered, when every file is counted, held or refused. The API and the workers run as processes of their own (as \`npm start\` runs them), the participants in a third (node:http with keep-alive); all share the two cores with Postgres and Redis. Before the measurement a participant of the same company uploads and confirms ${WARM_UP_FILES} files, so the workers' parser and connection pools are warm.

The files: ${POOL} distinct files made with \`@lesne/activity-files/testing\` (FIT by Garmin's own encoder, GPX as Garmin Connect exports it, TCX as a Garmin device writes it), a third of each format, their sizes spaced evenly on a log scale from 0.1 to 5 MB (MB of 2^20 bytes, as the product's 25 MB limit; the middle of each of equal steps; log-uniform: most watch files are small, half of these are under 0.7 MB, while the few large ones carry most of the bytes). Each is laps of a Warsaw park at one point a second, a run up to 2 hours and a ride (25 km/h) beyond; a track would last at most 16 hours, so the largest FIT files record up to 4 points a second (the encoder writes 6 fields a record, about 20 bytes, where a watch writes 15 to 40 fields: a 5 MB FIT here holds about 250,000 records, two to four times a watch's). Each lies at 05:00 UTC of one of the ${DAYS} days before today. Each participant uploads ${perUser} consecutive files of the pool, on ${perUser} different days, so none is a duplicate of another or over ${FILE_RESULTS_PER_DAY} file results a day; each pool file goes to ${FILES / POOL} participants on average, its device name's digits set to the upload's number (a FIT file's checksum written again), so every upload is distinct bytes with a hash of its own. The pool is built once and cached in the system's temp directory for the day.

${mixTable(pool)}

The ceiling, in the same run: \`parseActivityFile\` over the same ${FILES.toLocaleString('en')} uploads' bytes in this benchmark process, after the API and the workers stopped, one after another on one thread (building each upload's bytes left out of the time), after the same warm-up files. Its rate is a single thread's; both cores parsing side by side would at best double it (the "2-core ideal", given beside it). The target's "rate of the bare parser" is taken as this single-thread rate, whatever threads the workers read files on; how many cores the workers kept busy on average is given too. Its CPU a file counts V8's garbage-collector threads beside the parsing one, so it can exceed its time. CPU a file: each process's CPU time (user and system, from /proc) over the measurement, divided by the files; Postgres is every postgres process on the machine. Memory: VmHWM (the most resident memory the process ever had, kept by the kernel) of the workers process and of the API process at the end of the run; VmRSS is also sampled every ${SAMPLE_EVERY_MS} ms during the measurement. Middle run by duration of ${runs.length}.

| run | files | until every file counted | files a second | bare parser, files a second (one thread) | rate / bare rate | workers peak RSS | API peak RSS |
| --- | --- | --- | --- | --- | --- | --- | --- |
${perRun}

The middle run:

| what | value |
| --- | --- |
| until every file counted (or held, or refused) | ${seconds(middle.durationMs)} |
| until every upload answered / every file read by the workers | ${seconds(middle.uploadedMs)} / ${seconds(middle.parsedMs)} |
| files a second, through the product | ${rate(middle).toFixed(2)} |
| bare parser: files a second on one thread (its time) | ${bareRate(middle).toFixed(2)} (${seconds(middle.bare.ms)}) |
| bare parser: 2-core ideal, files a second | ${(2 * bareRate(middle)).toFixed(2)} |
| rate / bare single-thread rate (/ 2-core ideal) | ${percent(share(middle))} (${percent(share(middle) / 2)}) |
| bare parser: CPU a file; files it refused | ${ms(middle.bare.cpuMs / FILES)}; ${middle.bare.refused} |
| uploaded | ${(middle.uploadedBytes / MEGABYTE).toFixed(0)} MB in ${middle.files} files |
| upload answered, p50 / p99 | ${ms(middle.uploadAnswerP50)} / ${ms(middle.uploadAnswerP99)} |
| from an upload's answer until the poll saw it read, p50 / p99 | ${seconds(middle.toParsedP50)} / ${seconds(middle.toParsedP99)} |
| confirmation answered, p50 / p99 | ${ms(middle.confirmAnswerP50)} / ${ms(middle.confirmAnswerP99)} |
| CPU a file: API / workers / Postgres | ${ms(middle.apiCpuMs)} / ${ms(middle.workersCpuMs)} / ${ms(middle.postgresCpuMs)} |
| CPU a file: Redis / this bench's participants | ${ms(middle.redisCpuMs)} / ${ms(middle.clientCpuMs)} |
| the workers' CPU over the run: cores busy on average (threads included) | ${((middle.workersCpuMs * middle.files) / middle.durationMs).toFixed(2)} |
| machine busy (both cores) | ${percent(middle.machineBusy)} |
| peak RSS (VmHWM): workers / API | ${mib(middle.workersPeakBytes)} / ${mib(middle.apiPeakBytes)} |
| most VmRSS sampled during the measurement: workers / API | ${mib(middle.workersSampledBytes)} / ${mib(middle.apiSampledBytes)} |
| VmRSS after the warm-up, before the measurement: workers / API | ${mib(middle.workersStartBytes)} / ${mib(middle.apiStartBytes)} |
| final states | ${states(middle)} |
| failed uploads | ${failures(middle.uploadFailures)} |
| failed confirmations | ${failures(middle.confirmFailures)} |

Spread over the ${runs.length} runs: until every file counted ${spread((result) => seconds(result.durationMs))}; bare parser ${spread((result) => `${bareRate(result).toFixed(2)}/s`)}; rate / bare rate ${spread((result) => percent(share(result)))}; workers peak RSS ${spread((result) => mib(result.workersPeakBytes))}; API peak RSS ${spread((result) => mib(result.apiPeakBytes))}; CPU a file, workers ${spread((result) => ms(result.workersCpuMs))}, API ${spread((result) => ms(result.apiCpuMs))}, Postgres ${spread((result) => ms(result.postgresCpuMs))}; every file in a final state and no request failed: ${spread((result) => (complete(result) ? 'yes' : 'NO'))}.

Targets, on the middle run:
- ${FILES.toLocaleString('en')} files counted in at most ${GOAL_SECONDS} s: ${verdict(metTime)} (${seconds(middle.durationMs)}${complete(middle) ? '' : `; ${middle.files} of ${FILES} files accepted, failures above`}).
- At least ${percent(GOAL_SHARE_OF_BARE)} of the bare parser's single-thread rate: ${verdict(metShare)} (${percent(share(middle))}).
- Workers' peak memory at most ${mib(GOAL_WORKERS_BYTES)}: ${verdict(metMemory)} (${mib(middle.workersPeakBytes)}).

${profileSection}`,
  );
}

runBenchmark(main);
