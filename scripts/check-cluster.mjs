#!/usr/bin/env node
// `npm run check:cluster`: the built product as it runs across machines, on this one. Two API
// copies and two worker copies on one fresh database and one Redis prefix, behind nginx with the
// proxy configuration compose uses (deploy/nginx/templates), serve one demo consistently:
// socket.io sessions stay on their copy through long-polling and the websocket upgrade, a result
// posted through one copy reaches a socket held by the other, both copies rank alike, and an
// office screen held by one copy hears the new totals and stops when the other revokes its link.
// Everything it starts, it stops and removes again. Plain Node, like `npm start`.
import { spawn, spawnSync } from 'node:child_process';
import { chmodSync, createWriteStream, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { clearTimeout } from 'node:timers';
import { ensureBuild, ensureDependencies, ensureNginx, ensureServices, root } from './lib.mjs';

const DATABASE_ADMIN_URL = process.env.TEST_ADMIN_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const REDIS_URL = process.env.REDIS_URL ?? 'redis://127.0.0.1:6379';
const DEMO_PASSWORD = 'Demo1234!';
const PARTICIPANT = 'anna@zielona.demo';
const COMPANY_ADMIN = 'admin@zielona.demo';
const PROXY_TEMPLATE = join(root, 'deploy', 'nginx', 'templates', 'default.conf.template');
/** How long one step may take before the check gives up on it. */
const STEP_TIMEOUT_MS = 60_000;

ensureDependencies();
await ensureServices(process.env);
const nginx = ensureNginx();
ensureBuild();
const { default: pg } = await import('pg');
const { default: Redis } = await import('ioredis');
const { io } = await import('socket.io-client');

const run = `${Date.now()}_${process.pid}`;
const databaseName = `lesne_cluster_${run}`;
const redisPrefix = `lesne-cluster-${run}`;
// nginx's workers run as an unprivileged user when the check runs as root: they need to enter here.
const workDir = mkdtempSync(join(tmpdir(), 'lesne-cluster-'));
chmodSync(workDir, 0o755);
const accessLog = join(workDir, 'access.log');
const children = [];
let stopping = false;
let crash;
const crashed = new Promise((_resolve, reject) => (crash = reject));
crashed.catch(() => undefined);

/** A free TCP port on the loopback address. */
function freePort() {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address();
      server.close(() => resolve(port));
    });
  });
}

async function adminQuery(sql) {
  const client = new pg.Client({ connectionString: DATABASE_ADMIN_URL });
  await client.connect();
  try {
    await client.query(sql);
  } finally {
    await client.end();
  }
}

function start(name, command, args, env = process.env) {
  const logPath = join(workDir, `${name}.log`);
  const log = createWriteStream(logPath);
  const child = spawn(command, args, { cwd: root, env, stdio: ['ignore', 'pipe', 'pipe'] });
  child.stdout.pipe(log);
  child.stderr.pipe(log);
  child.on('exit', (code, signal) => {
    if (!stopping) crash(new Error(`${name} stopped (${signal ?? code}); its output: ${logPath}`));
  });
  children.push({ name, child, logPath });
}

async function stopAll() {
  stopping = true;
  await Promise.all(
    children.map(
      ({ child }) =>
        new Promise((resolve) => {
          if (child.exitCode !== null || child.signalCode !== null) return resolve();
          const kill = setTimeout(() => child.kill('SIGKILL'), 10_000);
          child.once('exit', () => {
            clearTimeout(kill);
            resolve();
          });
          child.kill('SIGTERM');
        }),
    ),
  );
}

/** One step of the check: it fails on its own error, on a stopped process, or after STEP_TIMEOUT_MS. */
async function step(title, action) {
  const started = Date.now();
  let timer;
  const timeout = new Promise((_resolve, reject) => (timer = setTimeout(() => reject(new Error(`no answer within ${STEP_TIMEOUT_MS / 1000} s`)), STEP_TIMEOUT_MS)));
  try {
    const result = await Promise.race([action(), crashed, timeout]);
    console.log(`  ok  ${title} (${Date.now() - started} ms)`);
    return result;
  } catch (error) {
    throw new Error(`${title}: ${error.message}`, { cause: error });
  } finally {
    clearTimeout(timer);
  }
}

/** Tries `probe` until it stops throwing; the last error if it never does. */
async function eventually(probe, withinMs = 20_000) {
  const deadline = Date.now() + withinMs;
  for (;;) {
    try {
      return await probe();
    } catch (error) {
      if (Date.now() > deadline) throw error;
      await new Promise((resolve) => setTimeout(resolve, 200));
    }
  }
}

function assert(condition, message) {
  if (!condition) throw new Error(message);
}

/** The proxy's configuration from the template compose uses, with this run's values (envsubst's job in the image). */
function renderProxyConfig(values) {
  return readFileSync(PROXY_TEMPLATE, 'utf8').replace(/\$\{([A-Z_]+)\}/g, (placeholder, name) => {
    assert(name in values, `${PROXY_TEMPLATE} wants ${name}, which the check does not set`);
    return values[name];
  });
}

/** Which upstream (API copy address) served each route cookie, from the proxy's access log. */
function routesInLog() {
  const lines = readFileSync(accessLog, 'utf8').split('\n').filter(Boolean);
  return lines.map((line) => {
    const [route, upstream, status, method, url] = line.split(' ');
    return { route, upstream, status: Number(status), method, url };
  });
}

/** A client that always goes through the proxy with one route cookie, so to one copy. */
function clientOn(proxyUrl, route) {
  const cookie = `lesne_route=${route}`;
  const request = async (method, path, { token, body } = {}) => {
    const response = await fetch(`${proxyUrl}${path}`, {
      method,
      headers: { cookie, ...(token && { authorization: `Bearer ${token}` }), ...(body && { 'content-type': 'application/json' }) },
      body: body && JSON.stringify(body),
    });
    const text = await response.text();
    if (!response.ok) throw new Error(`${method} ${path} answered ${response.status}: ${text.slice(0, 300)}`);
    return text ? JSON.parse(text) : null;
  };
  return {
    route,
    request,
    async signIn(email) {
      const { authToken } = await request('POST', '/api/v1/auth/login', { body: { email, password: DEMO_PASSWORD } });
      return authToken;
    },
    /** socket.io as the SPA opens it (long-polling first, then the websocket), through the proxy; `auth` as the SPA or an office screen sends it. */
    async socket(auth) {
      const socket = io(proxyUrl, { auth, extraHeaders: { cookie }, reconnection: false, forceNew: true });
      const received = [];
      socket.onAny((event, payload) => received.push({ event, payload }));
      await new Promise((resolve, reject) => {
        socket.once('connect', resolve);
        socket.once('connect_error', reject);
      });
      await eventually(async () => assert(socket.io.engine.transport.name === 'websocket', `still on ${socket.io.engine.transport.name}`), 10_000);
      return {
        close: () => socket.disconnect(),
        /** The first event of that name received since `since` (an index into what it received) that `matches`. */
        event: (name, since, matches = () => true) =>
          eventually(async () => {
            const found = received.slice(since).find((item) => item.event === name && matches(item.payload));
            assert(found, `no ${name} on the socket held by the copy of route ${route}`);
            return found.payload;
          }),
        get receivedCount() {
          return received.length;
        },
        get connected() {
          return socket.connected;
        },
      };
    },
  };
}

/** The day in Warsaw, as the product counts days. */
function warsawDay() {
  return new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Warsaw' }).format(new Date());
}

async function check() {
  const [portA, portB, proxyPort, stravaPort, plantingPort, mailPort] = await Promise.all(Array.from({ length: 6 }, freePort));
  const proxyUrl = `http://127.0.0.1:${proxyPort}`;
  const upstreams = { [`127.0.0.1:${portA}`]: 'API copy A', [`127.0.0.1:${portB}`]: 'API copy B' };

  const databaseUrl = await step(`a fresh database ${databaseName} and Redis prefix ${redisPrefix}`, async () => {
    await adminQuery(`CREATE DATABASE "${databaseName}"`);
    const url = new URL(DATABASE_ADMIN_URL);
    url.pathname = `/${databaseName}`;
    return url.toString();
  });

  // Copy A runs the development stand-ins (Strava, tree planting, mail); everything else reaches them there.
  const common = {
    ...process.env,
    NODE_ENV: 'development',
    DATABASE_URL: databaseUrl,
    REDIS_URL,
    REDIS_PREFIX: redisPrefix,
    APP_URL: proxyUrl,
    SEED_DEMO: 'true',
    TRUST_PROXY: '1',
    LOG_LEVEL: 'warn',
    METRICS_TOKEN: `check-cluster-metrics-token-${run}`,
  };
  const standIns = {
    STRAVA_BASE_URL: `http://127.0.0.1:${stravaPort}`,
    PLANTING_BASE_URL: `http://127.0.0.1:${plantingPort}`,
    SMTP_URL: `smtp://127.0.0.1:${mailPort}`,
    MAIL_CATCHER_PORT: '',
  };
  const copyA = { ...common, PORT: String(portA), STRAVA_BASE_URL: '', PLANTING_BASE_URL: '', STRAVA_SIMULATOR_PORT: String(stravaPort), PLANTING_SIMULATOR_PORT: String(plantingPort), MAIL_CATCHER_PORT: String(mailPort) };
  const elsewhere = { ...common, ...standIns };

  // The proxy first: the API copies tell Strava their webhook's address through it as they start.
  await step('nginx in front of both copies, with the configuration compose uses', async () => {
    writeFileSync(join(workDir, 'lesne.conf'), renderProxyConfig({ NGINX_PORT: `127.0.0.1:${proxyPort}`, API_UPSTREAM: `server 127.0.0.1:${portA}; server 127.0.0.1:${portB};` }));
    // Only the surroundings are the check's own: where nginx keeps its files, and a log of which copy served which route.
    writeFileSync(
      join(workDir, 'nginx.conf'),
      `daemon off;
pid ${join(workDir, 'nginx.pid')};
error_log ${join(workDir, 'error.log')} warn;
events {}
http {
    client_body_temp_path ${join(workDir, 'client-body')};
    proxy_temp_path ${join(workDir, 'proxy')};
    fastcgi_temp_path ${join(workDir, 'fastcgi')};
    uwsgi_temp_path ${join(workDir, 'uwsgi')};
    scgi_temp_path ${join(workDir, 'scgi')};
    log_format routed '$lesne_route $upstream_addr $status $request';
    access_log ${accessLog} routed;
    include ${join(workDir, 'lesne.conf')};
}
`,
    );
    const test = spawnSync(nginx, ['-t', '-p', workDir, '-c', join(workDir, 'nginx.conf')], { encoding: 'utf8' });
    assert(test.status === 0, `nginx refuses the configuration: ${test.stderr}`);
    start('nginx', nginx, ['-p', workDir, '-c', join(workDir, 'nginx.conf')]);
  });

  await step('two API copies started together migrate and seed the demo once, and answer', async () => {
    start('api-a', process.execPath, ['dist/backend/main.js'], copyA);
    start('api-b', process.execPath, ['dist/backend/main.js'], { ...elsewhere, PORT: String(portB) });
    await Promise.all(
      [portA, portB].map((port) =>
        eventually(async () => assert((await fetch(`http://127.0.0.1:${port}/api/v1/health`)).ok, `copy on ${port} is not healthy`), STEP_TIMEOUT_MS),
      ),
    );
  });
  await step('the proxy answers, and keeps /metrics, which a copy serves Prometheus, to itself', async () => {
    await eventually(async () => assert((await fetch(`${proxyUrl}/api/v1/health`)).ok, 'the proxy does not answer'));
    const authorization = `Bearer ${common.METRICS_TOKEN}`;
    assert((await fetch(`http://127.0.0.1:${portA}/metrics`, { headers: { authorization } })).ok, 'copy A serves no /metrics');
    const throughProxy = await fetch(`${proxyUrl}/metrics`, { headers: { authorization } });
    assert(throughProxy.status === 404, `the proxy answers /metrics with ${throughProxy.status}`);
  });
  await step('two worker copies started', async () => {
    start('workers-a', process.execPath, ['dist/workers/main.js'], elsewhere);
    start('workers-b', process.execPath, ['dist/workers/main.js'], elsewhere);
  });
  const [onA, onB] = await step('a route cookie for each copy: the proxy pins a browser to one copy by its cookie', async () => {
    const first = await fetch(`${proxyUrl}/api/v1/health`);
    assert(/^lesne_route=[0-9a-f]{32};/.test(first.headers.get('set-cookie') ?? ''), `a first visit gets no route cookie: ${first.headers.get('set-cookie')}`);
    const pinned = await fetch(`${proxyUrl}/api/v1/health`, { headers: { cookie: 'lesne_route=x' } });
    assert(!pinned.headers.get('set-cookie')?.includes('lesne_route'), 'a browser with a route cookie gets another');
    // A copy nginx could not reach while it started (the Strava simulator's webhook check goes
    // through the proxy) sits out nginx's fail_timeout of 10 s: the search waits that out.
    let attempt = 0;
    const found = await eventually(() => routesToBothCopies(`try${(attempt += 1)}-`), 15_000);
    return [clientOn(proxyUrl, found[`127.0.0.1:${portA}`]), clientOn(proxyUrl, found[`127.0.0.1:${portB}`])];
  });

  async function routesToBothCopies(prefix) {
    const found = {};
    for (let n = 0; Object.keys(found).length < 2; n += 1) {
      assert(n < 50, 'fifty routes all went to one copy');
      const route = `${prefix}check${n}`;
      const visits = 4;
      for (let visit = 0; visit < visits; visit += 1) await clientOn(proxyUrl, route).request('GET', '/api/v1/health');
      // nginx writes the line just after it answers.
      const upstream = await eventually(async () => {
        const served = routesInLog().filter((line) => line.route === route);
        assert(served.length === visits, `not every visit of route ${route} is in the log yet`);
        const copies = new Set(served.map((line) => line.upstream));
        assert(copies.size === 1 && upstreams[served[0].upstream], `route ${route} was served by ${[...copies]}`);
        return served[0].upstream;
      }, 2_000);
      found[upstream] ??= route;
    }
    return found;
  }

  const participant = await step(`${PARTICIPANT} signs in through copy A`, () => onA.signIn(PARTICIPANT));
  const admin = await step(`${COMPANY_ADMIN} signs in through copy B`, () => onB.signIn(COMPANY_ADMIN));
  const { userId } = await onA.request('GET', '/api/v1/auth/me', { token: participant });

  const [participantSocket, adminSocket] = await step('a socket on each copy: long-polling, then upgraded to a websocket on the same copy', () =>
    Promise.all([onA.socket({ token: participant }), onB.socket({ token: admin })]),
  );

  const screen = await step('an office-screen link made through copy B, its screen held by copy A', async () => {
    const link = await onB.request('POST', '/api/v1/company/office-screens', { token: admin, body: { name: 'Lobby' } });
    return { link, socket: await onA.socket({ officeScreenToken: link.token }) };
  });
  const screenPath = `/api/v1/office-screen/${screen.link.token}`;
  const screenKmBefore = (await onA.request('GET', screenPath)).totals.kmSum;

  /** The whole individual ranking as one copy serves it, page after page. */
  const rankingFrom = async (client) => {
    const items = [];
    for (let page = 1; page !== null; ) {
      const answer = await client.request('GET', `/api/v1/ranking?page=${page}&type=user`, { token: participant });
      items.push(...answer.items);
      page = answer.nextPage;
    }
    return items;
  };
  // The ranking shows trees, nobody's km (libs/domain visibility.ts).
  const treesOf = (ranking) => ranking.find((item) => item.user_id === userId)?.treeSum ?? 0;
  const treesBefore = treesOf(await rankingFrom(onA));
  const since = { participant: participantSocket.receivedCount, admin: adminSocket.receivedCount, screen: screen.socket.receivedCount };

  const added = await step('a result posted through copy A and approved through copy B', async () => {
    const { activity_types: types } = await onA.request('GET', '/api/v1/activity/types', { token: participant });
    const posted = await onA.request('POST', '/api/v1/activity', { token: participant, body: { startTime: warsawDay(), distance: 7.5, activityType: types[0].id } });
    if (posted.status === 'pending') await onB.request('PATCH', '/api/v1/activity/manual-approval', { token: admin, body: { activity_id: posted.activity.id, status: 'approved' } });
    return posted.activity;
  });
  const activityId = added.id;

  await step("the new totals reach the sockets on both copies and the office screen's, and the approval the participant's socket on copy A", async () => {
    await Promise.all([
      participantSocket.event('totals:changed', since.participant),
      adminSocket.event('totals:changed', since.admin),
      screen.socket.event('totals:changed', since.screen),
    ]);
    await participantSocket.event('activity:status', since.participant, (payload) => payload.activityId === activityId && payload.status === 'approved');
  });

  await step('both copies rank alike, the new result included', () =>
    eventually(async () => {
      const [fromA, fromB] = await Promise.all([onA, onB].map(rankingFrom));
      assert(JSON.stringify(fromA) === JSON.stringify(fromB), 'the copies answer different rankings');
      const trees = treesOf(fromA);
      assert(Math.abs(trees - (treesBefore + added.trees)) < 0.0001, `the ranking shows ${trees} trees for the participant, not ${treesBefore} + ${added.trees}`);
    }),
  );

  await step("both copies show the office screen alike, the new result included", () =>
    eventually(async () => {
      const [fromA, fromB] = await Promise.all([onA, onB].map((client) => client.request('GET', screenPath)));
      const shown = (view) => JSON.stringify({ ...view, generatedAt: undefined });
      assert(shown(fromA) === shown(fromB), 'the copies show the screen differently');
      assert(Math.abs(fromA.totals.kmSum - (screenKmBefore + 7.5)) < 0.001, `the screen shows ${fromA.totals.kmSum} km, not ${screenKmBefore} + 7.5`);
    }),
  );

  await step('the link revoked through copy B stops the screen held by copy A, and no copy serves it again', async () => {
    const revokedSince = screen.socket.receivedCount;
    await onB.request('DELETE', `/api/v1/company/office-screens/${screen.link.id}`, { token: admin });
    await screen.socket.event('office-screen:revoked', revokedSince);
    await eventually(async () => assert(!screen.socket.connected, 'the revoked screen is still connected'), 5_000);
    for (const client of [onA, onB]) {
      await client.request('GET', screenPath).then(
        () => assert(false, `route ${client.route} still shows the revoked screen`),
        (error) => assert(/answered 404/.test(error.message), error.message),
      );
      await client.socket({ officeScreenToken: screen.link.token }).then(
        (socket) => {
          socket.close();
          assert(false, `route ${client.route} still lets the revoked screen connect`);
        },
        (error) => assert(error.message === 'unauthorized', `the revoked screen's socket was refused with ${error.message}`),
      );
    }
  });

  await step("every request of a socket's session went to its copy, the websocket upgrade included", async () => {
    participantSocket.close();
    adminSocket.close();
    await eventually(async () => {
      for (const client of [onA, onB]) {
        const lines = routesInLog().filter((line) => line.route === client.route && line.url.startsWith('/socket.io/'));
        assert(lines.some((line) => line.url.includes('transport=polling')), `no long-polling request of route ${client.route}`);
        assert(lines.some((line) => line.url.includes('transport=websocket') && line.status === 101), `no websocket upgrade of route ${client.route}`);
        assert(new Set(lines.map((line) => line.upstream)).size === 1, `route ${client.route} was served by ${[...new Set(lines.map((line) => line.upstream))]}`);
      }
    }, 5_000);
  });
}

async function cleanUp() {
  await stopAll();
  await adminQuery(`DROP DATABASE IF EXISTS "${databaseName}" WITH (FORCE)`).catch((error) => console.error(`Could not drop ${databaseName}: ${error.message}`));
  const redis = new Redis(REDIS_URL);
  try {
    for (let cursor = '0'; ; ) {
      const [next, keys] = await redis.scan(cursor, 'MATCH', `${redisPrefix}*`, 'COUNT', 1000);
      if (keys.length) await redis.del(...keys);
      cursor = next;
      if (cursor === '0') break;
    }
  } finally {
    redis.disconnect();
  }
}

let failed = false;
process.once('SIGINT', () => {
  failed = true;
  crash(new Error('interrupted'));
});
console.log('Two API copies and two worker copies behind nginx, from the built code:');
try {
  await check();
} catch (error) {
  failed = true;
  console.error(`\nFAILED: ${error.message}`);
  for (const { name, logPath } of children) {
    const output = readFileSync(logPath, 'utf8').trim().split('\n').slice(-15).join('\n');
    if (output) console.error(`\n--- ${name} (last lines) ---\n${output}`);
  }
} finally {
  await cleanUp();
  if (!failed) rmSync(workDir, { recursive: true, force: true });
  else console.error(`\nLogs kept in ${workDir}`);
}
console.log(failed ? '' : 'The cluster serves one demo consistently.');
process.exit(failed ? 1 : 0);
