import { Queue, Worker } from 'bullmq';
import Redis from 'ioredis';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import puppeteer from 'puppeteer-core';
import type { Socket } from 'socket.io-client';
import { redisConnection } from '@lesne/config';
import { QUEUES } from '@lesne/contracts';
import { Mail, OutboxMessage, User } from '@lesne/db';
import { stravaRateBudget } from '@lesne/strava';
import { SessionResolver } from '../src/access/session-resolver';
import { eventually, liveClient, startStack, type Stack } from '../../test/stack';

const METRICS_TOKEN = 'metrics-token-for-the-tests-0123456789';
const BOARD = '/api/v1/admin/queues';

let stack: Stack;
let redis: Redis;
let spaDir: string;
const queues = new Map<string, Queue>();
const sockets: Socket[] = [];

beforeAll(async () => {
  // A built SPA beside the board, as in production (both serve static files on one Fastify).
  spaDir = mkdtempSync(join(tmpdir(), 'lesne-spa-'));
  writeFileSync(join(spaDir, 'index.html'), '<!doctype html><title>SPA</title>');
  // No workers: a job queued here stays waiting, as it does while the workers are behind.
  stack = await startStack({ workers: false, listen: true, env: { METRICS_TOKEN, SPA_DIR: spaDir } });
  redis = new Redis(stack.config.REDIS_URL);
});
afterEach(() => sockets.splice(0).forEach((socket) => socket.disconnect()));
afterAll(async () => {
  await Promise.all([...queues.values()].map((queue) => queue.close()));
  redis.disconnect();
  await stack.close();
  rmSync(spaDir, { recursive: true, force: true });
});

/** A queue of the system as the workers open it (same Redis and prefix). */
function queue(name: string): Queue {
  let opened = queues.get(name);
  if (!opened) {
    opened = new Queue(name, { connection: redisConnection(stack.config.REDIS_URL), prefix: stack.config.REDIS_PREFIX });
    queues.set(name, opened);
  }
  return opened;
}

const scrape = (token = METRICS_TOKEN) => stack.api().get('/metrics').auth(token, { type: 'bearer' });

/** The value of one series in Prometheus' text, e.g. sample(text, 'lesne_queue_jobs{queue="mail",state="waiting"}'). */
function sample(text: string, series: string): number {
  const line = text.split('\n').find((candidate) => candidate.startsWith(`${series} `));
  if (line === undefined) throw new Error(`no ${series} in the scrape`);
  return Number(line.slice(series.length + 1));
}

async function metricsText(): Promise<string> {
  const response = await scrape().expect(200);
  expect(response.headers['content-type']).toMatch(/^text\/plain; version=0\.0\.4/);
  return response.text;
}

describe('/metrics', () => {
  it('refuses a scrape without the token or with another, in the caller language, and shows nothing', async () => {
    const anonymous = await stack.api().get('/metrics').expect(401);
    expect(anonymous.body).toEqual({ statusCode: 401, error: 'Unauthorized', message: expect.stringContaining('Zaloguj się'), code: 'errors.unauthenticated' });
    const wrong = await scrape(`${METRICS_TOKEN}x`).set('Accept-Language', 'en').expect(401);
    expect(wrong.body.message).toMatch(/sign in again/);
    expect(wrong.text).not.toContain('lesne_');
    // a platform admin's access token is not the scrape token either
    const admin = await stack.factory.user({ role: 'admin', company: null });
    await scrape(stack.tokenFor(admin)).expect(401);
  });

  it('counts requests by route pattern, method and status class, never by raw URL', async () => {
    await stack.api().get('/api/v1/health').expect(200);
    await stack.api().get('/api/v1/auth/me').expect(401);
    await stack.api().get('/api/v1/company/99999999/logo').expect(404);
    const text = await metricsText();
    expect(sample(text, 'lesne_http_request_duration_seconds_count{method="GET",route="/api/v1/health",status_class="2xx"}')).toBeGreaterThanOrEqual(1);
    expect(sample(text, 'lesne_http_request_duration_seconds_count{method="GET",route="/api/v1/auth/me",status_class="4xx"}')).toBeGreaterThanOrEqual(1);
    expect(sample(text, 'lesne_http_request_duration_seconds_bucket{le="+Inf",method="GET",route="/api/v1/health",status_class="2xx"}')).toBeGreaterThanOrEqual(1);
    expect(text).toContain('route="/api/v1/company/:id/logo"');
    // no label holds the raw id (a duration's sum may well read 0.00099999999…)
    expect(text).not.toMatch(/"[^"\n]*99999999[^"\n]*"/);
  });

  it("reports each queue's depth by state and the age of its oldest waiting job", async () => {
    const before = await metricsText();
    const mail = queue(QUEUES.mail);
    await mail.add('mail.send', { mailId: 1 }, { jobId: `operations-${Date.now()}` });
    await new Promise((resolve) => setTimeout(resolve, 1100));
    await mail.add('mail.send', { mailId: 2 });
    const text = await metricsText();
    const waiting = 'lesne_queue_jobs{queue="mail",state="waiting"}';
    expect(sample(text, waiting)).toBe(sample(before, waiting) + 2);
    expect(sample(text, 'lesne_queue_oldest_waiting_age_seconds{queue="mail"}')).toBeGreaterThanOrEqual(1);
    for (const name of Object.values(QUEUES)) expect(sample(text, `lesne_queue_jobs{queue="${name}",state="failed"}`)).toBeGreaterThanOrEqual(0);
    expect(sample(text, 'lesne_queue_oldest_waiting_age_seconds{queue="certificates"}')).toBe(0);
  });

  it('reports the outbox lag and the unsent mails', async () => {
    const before = await metricsText();
    expect(sample(before, 'lesne_outbox_lag_seconds')).toBe(0);
    await stack.dataSource.getRepository(Mail).insert({ to: 'someone@example.com', lang: 'pl', template: 'lostPassword', params: {}, sentAt: null });
    await stack.dataSource.getRepository(Mail).insert({ to: 'sent@example.com', lang: 'pl', template: 'lostPassword', params: {}, sentAt: new Date() });
    await stack.dataSource.getRepository(OutboxMessage).insert({ queue: QUEUES.events, jobName: 'events.closeEnded', payload: {}, createdAt: new Date(Date.now() - 90_000) });
    const text = await metricsText();
    expect(sample(text, 'lesne_mail_unsent')).toBe(sample(before, 'lesne_mail_unsent') + 1);
    expect(sample(text, 'lesne_outbox_lag_seconds')).toBeGreaterThanOrEqual(90);
    expect(sample(text, 'lesne_metrics_source_up{source="outbox"}')).toBe(1);
  });

  it("reports this copy's open sockets per room kind", async () => {
    const { admin, participants } = await stack.factory.crew();
    for (const user of [admin, participants[0]]) {
      const socket = liveClient(stack, stack.tokenFor(user));
      sockets.push(socket);
      await new Promise<void>((resolve, reject) => socket.once('connect', resolve).once('connect_error', reject));
    }
    const text = await metricsText();
    expect(sample(text, 'lesne_sockets_open{room_kind="company"}')).toBeGreaterThanOrEqual(2);
    expect(sample(text, 'lesne_sockets_open{room_kind="companyAdmins"}')).toBeGreaterThanOrEqual(1);
    expect(sample(text, 'lesne_sockets_open{room_kind="user"}')).toBeGreaterThanOrEqual(2);
    expect(sample(text, 'lesne_sockets_open{room_kind="office"}')).toBe(0);
  });

  it("reports the Strava budget the copies share: calls taken and the limits", async () => {
    await stravaRateBudget(stack.config, redis).reserve('read');
    const text = await metricsText();
    expect(sample(text, 'lesne_strava_budget_used{bucket="read",window="short"}')).toBeGreaterThanOrEqual(1);
    expect(sample(text, 'lesne_strava_budget_used{bucket="overall",window="day"}')).toBeGreaterThanOrEqual(1);
    expect(sample(text, 'lesne_strava_budget_limit{bucket="read",window="short"}')).toBe(100);
    expect(text).toContain('process_cpu_seconds_total');
    expect(text).toContain('nodejs_eventloop_lag_seconds');
  });
});

describe('docs/ops/grafana-dashboard.json', () => {
  interface Panel {
    type: string;
    title: string;
    id: number;
    targets?: Array<{ expr: string; refId: string }>;
  }
  const dashboard = JSON.parse(readFileSync(join(__dirname, '../../docs/ops/grafana-dashboard.json'), 'utf8')) as { uid: string; panels: Panel[] };
  const graphs = dashboard.panels.filter((panel) => panel.type !== 'row');

  it('is a dashboard of panels with unique ids, each with a query', () => {
    expect(dashboard.uid).toBe('lesne-operations');
    expect(new Set(dashboard.panels.map((panel) => panel.id)).size).toBe(dashboard.panels.length);
    expect(graphs.length).toBeGreaterThan(10);
    expect(graphs.filter((panel) => !panel.targets?.length).map((panel) => panel.title)).toEqual([]);
  });

  it('queries only metrics the API serves, and shows every family of ours', async () => {
    const text = await metricsText();
    const served = new Set([...text.matchAll(/^# TYPE (\S+) (\S+)$/gm)].flatMap(([, name, type]) => (type === 'histogram' ? [`${name}_bucket`, `${name}_count`, `${name}_sum`] : [name])));
    const queried = new Set(graphs.flatMap((panel) => (panel.targets ?? []).flatMap((target) => target.expr.match(/\b(?:lesne|process|nodejs)_\w+/g) ?? [])));
    expect([...queried].filter((metric) => !served.has(metric))).toEqual([]);
    const ours = [...served].filter((metric) => metric.startsWith('lesne_') && !/_(sum|bucket)$/.test(metric));
    expect(ours.filter((metric) => !queried.has(metric))).toEqual([]);
  });
});

/** A platform admin's board pass, as the SPA asks for it: the cookie as a browser would send it back. */
async function boardPass(user: User): Promise<string> {
  const response = await stack.as(user).post(`${BOARD}/session`).expect(204);
  const setCookie = ([] as string[]).concat(response.headers['set-cookie'] ?? []);
  expect(setCookie).toHaveLength(1);
  return setCookie[0].split(';')[0];
}

/** Every kind of path the board serves: its page, a client route, its API, a static file, an action. */
const boardRequests = (cookie?: string) =>
  [
    stack.api().get(BOARD),
    stack.api().get(`${BOARD}/queue/mail`),
    stack.api().get(`${BOARD}/api/queues`),
    stack.api().get(`${BOARD}/static/images/logo.svg`),
    stack.api().put(`${BOARD}/api/queues/mail/retry/failed`),
  ].map((request) => (cookie ? request.set('Cookie', cookie) : request));

async function expectBoardRefused(status: 401 | 403, cookie?: string): Promise<void> {
  for (const response of await Promise.all(boardRequests(cookie))) {
    expect({ status: response.status, type: response.headers['content-type'] }).toEqual({ status, type: expect.stringContaining('application/json') });
    expect(response.body.statusCode).toBe(status);
    expect(response.text).not.toMatch(/bull|<html/i);
  }
}

describe('queue board', () => {
  it('refuses anonymous visitors on every path, in their language', async () => {
    await expectBoardRefused(401);
    const english = await stack.api().get(BOARD).set('Accept-Language', 'en').expect(401);
    expect(english.body.message).toMatch(/sign in again/);
  });

  it('gives no pass to a participant or a company admin, and takes no access token as one', async () => {
    const { admin, participants } = await stack.factory.crew();
    for (const user of [participants[0], admin]) {
      await stack.as(user).post(`${BOARD}/session`).expect(403);
      await expectBoardRefused(401, `lesne_queue_board=${stack.tokenFor(user)}`);
    }
    const platformAdmin = await stack.factory.user({ role: 'admin', company: null });
    await expectBoardRefused(401, `lesne_queue_board=${stack.tokenFor(platformAdmin)}`);
    await stack.as(platformAdmin).get(BOARD).expect(401);
  });

  it('serves a platform admin through the pass: a short-lived httpOnly cookie on the board path', async () => {
    const admin = await stack.factory.user({ role: 'admin', company: null });
    const response = await stack.as(admin).post(`${BOARD}/session`).expect(204);
    const [setCookie] = ([] as string[]).concat(response.headers['set-cookie'] ?? []);
    expect(setCookie).toMatch(new RegExp(`^lesne_queue_board=[^;]+; Max-Age=1800; Path=${BOARD}; HttpOnly; SameSite=Strict$`));
    const cookie = setCookie.split(';')[0];

    const page = await stack.api().get(BOARD).set('Cookie', cookie).expect(200);
    expect(page.text).toContain(`<base href="${BOARD}/" />`);
    expect(page.text).not.toContain('fonts.googleapis.com');
    await stack.api().get(`${BOARD}/static/images/logo.svg`).set('Cookie', cookie).expect(200);
    const listed = await stack.api().get(`${BOARD}/api/queues`).set('Cookie', cookie).expect(200);
    expect(listed.body.queues.map((shown: { name: string }) => shown.name).sort()).toEqual(Object.values(QUEUES).sort());
  });

  it('renders in Chromium under the API security headers, listing every queue, with no console error', async () => {
    const [name, value] = (await boardPass(await stack.factory.user({ role: 'admin', company: null }))).split('=');
    const browser = await puppeteer.launch({ executablePath: stack.config.CHROMIUM_PATH, headless: true, args: ['--no-sandbox', '--disable-gpu'] });
    try {
      const page = await browser.newPage();
      const errors: string[] = [];
      page.on('console', (message) => message.type() === 'error' && errors.push(message.text()));
      page.on('pageerror', (error) => errors.push(String(error)));
      await page.setCookie({ name, value, url: `${stack.url}${BOARD}`, httpOnly: true, sameSite: 'Strict' });
      await page.goto(`${stack.url}${BOARD}`, { waitUntil: 'networkidle0' });
      // evaluated in the page, where the board lists its queues by name
      await page.waitForFunction(`${JSON.stringify(Object.values(QUEUES))}.every((name) => document.body.innerText.includes(name))`, { timeout: 10_000 });
      expect(errors).toEqual([]);
    } finally {
      await browser.close();
    }
  });

  it("retries and cleans a queue's failed jobs from the board", async () => {
    const cookie = await boardPass(await stack.factory.user({ role: 'admin', company: null }));
    const diplomas = queue(QUEUES.diplomas);
    const [retried, cleaned] = await Promise.all([1, 2].map((userId) => diplomas.add('diplomas.render', { companyId: 1, userId, lang: 'pl', runId: null }, { attempts: 1 })));
    const failing = new Worker(
      QUEUES.diplomas,
      async () => {
        throw new Error('printer on fire');
      },
      { connection: redisConnection(stack.config.REDIS_URL), prefix: stack.config.REDIS_PREFIX },
    );
    await eventually(async () => expect(await diplomas.getJobCountByTypes('failed')).toBe(2));
    await failing.close();

    await stack.api().put(`${BOARD}/api/queues/${QUEUES.diplomas}/${retried.id}/retry`).set('Cookie', cookie).expect(204);
    expect(await diplomas.getJobState(retried.id!)).toBe('waiting');
    await stack.api().put(`${BOARD}/api/queues/${QUEUES.diplomas}/${cleaned.id}/clean`).set('Cookie', cookie).expect(204);
    expect(await diplomas.getJob(cleaned.id!)).toBeUndefined();
  });

  it("stops admitting the pass at once when its admin changes their password, loses the role or is deleted", async () => {
    const users = stack.dataSource.getRepository(User);
    const sessions = stack.app.get(SessionResolver);
    const retired = async (change: (admin: User) => Promise<unknown>, status: 401 | 403) => {
      const admin = await stack.factory.user({ role: 'admin', company: null });
      const cookie = await boardPass(admin);
      await stack.api().get(`${BOARD}/api/queues`).set('Cookie', cookie).expect(200);
      await change(admin);
      sessions.announceChanged(admin.id);
      await eventually(() => stack.api().get(`${BOARD}/api/queues`).set('Cookie', cookie).expect(status));
    };
    // what a password change writes (session-end.int-spec goes through the real reset)
    await retired((admin) => users.increment({ id: admin.id }, 'tokenVersion', 1), 401);
    await retired(async (admin) => users.update(admin.id, { role: 'companyAdmin', companyId: (await stack.factory.company()).id }), 403);
    await retired((admin) => users.delete(admin.id), 401);
  });
});
