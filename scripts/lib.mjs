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
    console.error(`PostgreSQL does not answer at ${new URL(databaseUrl).host}. Start it (Debian: pg_ctlcluster --skip-systemctl-redirect 15 main start) or run: docker compose -f docker-compose.services.yml up -d`);
    process.exit(1);
  }
  if (!(await reachable(redisUrl, 6379))) {
    console.error(`Redis does not answer at ${new URL(redisUrl).host}. Start it (redis-server --daemonize yes) or run: docker compose -f docker-compose.services.yml up -d`);
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

const DEFAULT_CHROMIUM_PATH = '/usr/bin/chromium';
/** DejaVu covers every Polish letter; PDFs rendered in Chromium need a font that does. */
const POLISH_FONT = '/usr/share/fonts/truetype/dejavu/DejaVuSans.ttf';

/** apt-get, usable only as root. */
export const aptInstaller = {
  available: () => process.getuid?.() === 0 && spawnSync('sh', ['-c', 'command -v apt-get'], { stdio: 'ignore' }).status === 0,
  install(packages) {
    const quiet = { stdio: ['ignore', 'ignore', 'inherit'], env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive' } };
    return spawnSync('apt-get', ['update', '-qq'], quiet).status === 0 && spawnSync('apt-get', ['install', '-y', '-qq', ...packages], quiet).status === 0;
  },
};

/**
 * Debian's Chromium (browser tests, PDFs) and a font with Polish letters: installed with apt where
 * this runs as root (as on CI), otherwise one line says what to do. Answers Chromium's path.
 */
export function ensureChromium(env = process.env, installer = aptInstaller, { required = true } = {}) {
  const chromium = env.CHROMIUM_PATH || DEFAULT_CHROMIUM_PATH;
  const missing = [...(existsSync(chromium) ? [] : ['chromium']), ...(existsSync(POLISH_FONT) ? [] : ['fonts-dejavu-core'])];
  if (missing.length && installer.available()) {
    console.log(`Installing ${missing.join(' and ')} with apt-get (once; a minute or two)...`);
    if (!installer.install(missing)) console.error(`apt-get could not install ${missing.join(' and ')}.`);
  }
  if (!existsSync(chromium)) {
    const howTo = `install it with \`sudo apt-get install -y chromium fonts-dejavu-core\` or set CHROMIUM_PATH to a Chromium binary`;
    // The browser tests need it; the product runs without it, only unable to print diplomas and certificates.
    if (!required) {
      console.warn(`Chromium is missing at ${chromium}, so diplomas and certificates cannot be printed: ${howTo}.`);
      return chromium;
    }
    console.error(`Chromium is missing at ${chromium}: ${howTo}.`);
    process.exit(1);
  }
  if (!existsSync(POLISH_FONT)) console.warn('The DejaVu font is missing, so PDFs may lack Polish letters: sudo apt-get install -y fonts-dejavu-core');
  return chromium;
}

/**
 * pg_dump, pg_restore and psql (Debian's postgresql-client) for scripts/backup.sh and its test:
 * installed with apt where this runs as root (as on CI), otherwise one line says what to do.
 */
export function ensurePostgresClient(installer = aptInstaller) {
  const present = () => spawnSync('sh', ['-c', 'command -v pg_dump && command -v pg_restore && command -v psql'], { stdio: 'ignore' }).status === 0;
  if (present()) return;
  if (installer.available()) {
    console.log('Installing postgresql-client with apt-get (once)...');
    if (!installer.install(['postgresql-client'])) console.error('apt-get could not install postgresql-client.');
  }
  if (!present()) console.warn('pg_dump, pg_restore or psql is missing, so the backup test fails: sudo apt-get install -y postgresql-client');
}

/**
 * nginx (Debian's), the proxy of `npm run check:cluster`: installed with apt where this runs as
 * root (as on CI), otherwise one line says what to do. Answers its path.
 */
export function ensureNginx(installer = aptInstaller) {
  const find = () => ['/usr/sbin/nginx', '/usr/local/sbin/nginx', '/usr/bin/nginx'].find((path) => existsSync(path));
  if (!find() && installer.available()) {
    console.log('Installing nginx with apt-get (once)...');
    if (!installer.install(['nginx'])) console.error('apt-get could not install nginx.');
  }
  const nginx = find();
  if (!nginx) {
    console.error('nginx is missing: sudo apt-get install -y nginx');
    process.exit(1);
  }
  return nginx;
}

const FRONTEND_SOURCES = ['frontend/src', 'frontend/public', 'frontend/index.html', 'frontend/vite.config.ts', 'libs/contracts/src', 'libs/domain/src', 'package-lock.json'];
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

/** Builds the API, the workers and the SPA when the build is stale; exits when the build fails. */
export function ensureBuild(env = process.env) {
  if (!isBuildStale()) return;
  console.log('Building the API, the workers and the SPA (once per change)...');
  // Always a production build: under NODE_ENV=development Vite bundles React's development copy, over the SPA's size budget.
  const build = spawnSync('npm', ['run', 'build'], { cwd: root, stdio: 'inherit', env: { ...env, NODE_ENV: 'production' } });
  if (build.status !== 0) process.exit(build.status ?? 1);
}

/** The browser tests serve the built SPA. */
export function isFrontendStale() {
  return isStale(['frontend/dist/index.html'], FRONTEND_SOURCES);
}
