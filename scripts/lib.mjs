// Shared by `npm start` and `npm test`: plain Node, runnable before `npm ci`.
import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import { connect } from 'node:net';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

export const root = join(dirname(fileURLToPath(import.meta.url)), '..');

const DEFAULT_DATABASE_URL = 'postgres://postgres@127.0.0.1:5432/lesne';
const DEFAULT_REDIS_URL = 'redis://127.0.0.1:6379';

/** Installs the locked dependencies when this checkout has none yet (a fresh clone). */
export function ensureDependencies() {
  if (existsSync(join(root, 'node_modules', '.package-lock.json'))) return;
  console.log('Installing dependencies (npm ci)...');
  const result = spawnSync('npm', ['ci', '--no-audit', '--no-fund'], { cwd: root, stdio: 'inherit' });
  if (result.status !== 0) process.exit(result.status ?? 1);
}

function reachable(url, defaultPort) {
  const { hostname, port } = new URL(url);
  return new Promise((resolve) => {
    const socket = connect({ host: hostname || '127.0.0.1', port: Number(port || defaultPort) });
    socket.setTimeout(2000);
    socket.once('connect', () => {
      socket.destroy();
      resolve(true);
    });
    socket.once('error', () => resolve(false));
    socket.once('timeout', () => {
      socket.destroy();
      resolve(false);
    });
  });
}

/** Stops with one clear line (and how to fix it) when Postgres or Redis does not answer. */
export async function ensureServices(env) {
  const databaseUrl = env.DATABASE_URL ?? DEFAULT_DATABASE_URL;
  const redisUrl = env.REDIS_URL ?? DEFAULT_REDIS_URL;
  if (!(await reachable(databaseUrl, 5432))) {
    console.error(`PostgreSQL does not answer at ${new URL(databaseUrl).host}. Start it (Debian: pg_ctlcluster --skip-systemctl-redirect 15 main start) or run: docker compose up -d postgres redis`);
    process.exit(1);
  }
  if (!(await reachable(redisUrl, 6379))) {
    console.error(`Redis does not answer at ${new URL(redisUrl).host}. Start it (redis-server --daemonize yes) or run: docker compose up -d postgres redis`);
    process.exit(1);
  }
  await ensureDatabase(databaseUrl);
}

/** Creates the product's database on first start. */
async function ensureDatabase(databaseUrl) {
  const { default: pg } = await import('pg');
  const url = new URL(databaseUrl);
  const name = decodeURIComponent(url.pathname.slice(1));
  url.pathname = '/postgres';
  const client = new pg.Client({ connectionString: url.toString() });
  await client.connect();
  try {
    const { rowCount } = await client.query('SELECT 1 FROM pg_database WHERE datname = $1', [name]);
    if (!rowCount) await client.query(`CREATE DATABASE "${name.replace(/"/g, '""')}"`);
  } finally {
    await client.end();
  }
}

const FRONTEND_SOURCES = ['frontend/src', 'frontend/index.html', 'frontend/vite.config.ts', 'libs/contracts/src', 'libs/domain/src', 'package-lock.json'];
const SOURCES = [...FRONTEND_SOURCES, 'backend/src', 'workers/src', 'libs', 'tsconfig.json', 'nest-cli.json'];
const OUTPUTS = ['dist/backend/main.js', 'dist/workers/main.js', 'frontend/dist/index.html'];

function newestMtime(path) {
  if (!existsSync(path)) return 0;
  const stats = statSync(path);
  if (!stats.isDirectory()) return stats.mtimeMs;
  return readdirSync(path).reduce((newest, entry) => Math.max(newest, newestMtime(join(path, entry))), stats.mtimeMs);
}

function isStale(outputs, sources) {
  const paths = outputs.map((output) => join(root, output));
  if (paths.some((path) => !existsSync(path))) return true;
  const oldestOutput = Math.min(...paths.map((path) => statSync(path).mtimeMs));
  return sources.some((source) => newestMtime(join(root, source)) > oldestOutput);
}

/** True when an output is missing or older than any source. */
export function isBuildStale() {
  return isStale(OUTPUTS, SOURCES);
}

/** The browser tests serve the built SPA. */
export function isFrontendStale() {
  return isStale(['frontend/dist/index.html'], FRONTEND_SOURCES);
}
