import type { INestApplicationContext } from '@nestjs/common';
import type { NestFastifyApplication } from '@nestjs/platform-fastify';
import { randomBytes } from 'node:crypto';
import { createServer, type AddressInfo } from 'node:net';
import request from 'supertest';
import { DataSource } from 'typeorm';
import { loadConfig, type AppConfig } from '@lesne/config';
import { Company, DatabaseAdmin, User } from '@lesne/db';
import type { ClientToServerEvents, Role, ServerToClientEvents } from '@lesne/contracts';
import { io as ioClient, type Socket as ClientSocket } from 'socket.io-client';
import { addDays, warsawDay } from '@lesne/domain';
import { StravaSimulator, type StravaSimulatorOptions } from '@lesne/strava-simulator';
import { ChatSimulator } from '@lesne/chat-simulator';
import { PlantingSimulator } from '@lesne/planting-simulator';
import { TokenService } from '../backend/src/access/token.service';
import { createApp } from '../backend/src/app.factory';
import { hashPassword } from '../backend/src/auth/passwords';
import { MailCatcher } from '../backend/src/dev-mailbox/mail-catcher';
import { MailboxStore, type CaughtMail } from '../backend/src/dev-mailbox/mailbox.store';
import { createWorkers } from '../workers/src/workers.factory';

export const TEST_PASSWORD = 'Test1234!';

/**
 * The whole product in this test process: API (with the SMTP catcher on a free port) and
 * workers, on the run's database, with Redis keys of their own so test files never collide.
 */
export interface Stack {
  config: AppConfig;
  app: NestFastifyApplication;
  workers?: INestApplicationContext;
  dataSource: DataSource;
  /** supertest against the API, from an IP of its own (so rate limits stay per test) */
  api(ip?: string): ReturnType<typeof agentFor>;
  url: string;
  factory: Factory;
  /** a bearer token for the user, issued as sign-in would */
  tokenFor(user: User, options?: { actingAdmin?: Pick<User, 'id' | 'tokenVersion'> }): string;
  /**
   * api(), signed in: every request carries the user's bearer token, issued as tokenFor issues it
   * (with `actingAdmin`, a platform admin's login-as token), or the token given as it is.
   */
  as(who: User | string, options?: { actingAdmin?: Pick<User, 'id' | 'tokenVersion'>; ip?: string }): ReturnType<typeof agentFor>;
  waitForMail(to: string, subject?: RegExp): Promise<CaughtMail>;
  /** this stack's own Strava simulator, the app's STRAVA_BASE_URL (unless the test set one in env) */
  strava: StravaSimulator;
  /** this stack's own tree-planting simulator, the app's PLANTING_BASE_URL (unless the test set one in env) */
  planting: PlantingSimulator;
  /** this stack's own Slack and Teams, whose hooks the app takes (CHAT_HOOK_ORIGINS) */
  chat: ChatSimulator;
  /** Stops the API and starts a new copy on the same port and Redis, as a deploy does; the workers keep running. */
  restartApi(): Promise<void>;
  close(): Promise<void>;
}

function agentFor(app: NestFastifyApplication, ip: string) {
  const server = app.getHttpServer();
  const withIp = <T extends request.Test>(test: T) => test.set('X-Forwarded-For', ip);
  return {
    get: (path: string) => withIp(request(server).get(path)),
    post: (path: string) => withIp(request(server).post(path)),
    patch: (path: string) => withIp(request(server).patch(path)),
    put: (path: string) => withIp(request(server).put(path)),
    delete: (path: string) => withIp(request(server).delete(path)),
  };
}

/** The agent's requests, each carrying the bearer token (Stack.as). */
function signedIn(agent: ReturnType<typeof agentFor>, token: string): ReturnType<typeof agentFor> {
  const sign = <T extends request.Test>(test: T) => test.set('Authorization', `Bearer ${token}`);
  return {
    get: (path) => sign(agent.get(path)),
    post: (path) => sign(agent.post(path)),
    patch: (path) => sign(agent.patch(path)),
    put: (path) => sign(agent.put(path)),
    delete: (path) => sign(agent.delete(path)),
  };
}

export function randomIp(): string {
  const bytes = randomBytes(3);
  return `10.${bytes[0]}.${bytes[1]}.${bytes[2]}`;
}

export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as AddressInfo;
      server.close(() => resolve(port));
    });
  });
}

/** The stack's Strava simulator retries webhooks after a second instead of Strava's two minutes. */
const TEST_WEBHOOK_RETRY_DELAY_MS = 1000;
/** A test file connects more athletes than the Standard tier's 10: its app has no cap (a test of the cap sets one in `strava`). */
const TEST_ATHLETE_CAP = null;
/** ...and the product is told of no tier's limit either. */
const TEST_ATHLETE_LIMIT = 1_000_000;

/** The configuration a test's API, workers or services run with: the file's database, Redis keys of their own, quiet logs. */
export function testConfig(env: Record<string, string | undefined> = {}): AppConfig {
  return loadConfig({
    ...process.env,
    NODE_ENV: 'test',
    LOG_LEVEL: process.env.TEST_LOG_LEVEL ?? 'silent',
    TRUST_PROXY: '1',
    REDIS_PREFIX: `lesne-test-${randomBytes(4).toString('hex')}`,
    MAIL_CATCHER_PORT: undefined,
    // a test file links more athletes than a tier has places: the limit is Strava's own (a test of the cap sets one)
    STRAVA_ATHLETE_LIMIT: String(TEST_ATHLETE_LIMIT),
    ...env,
  });
}

export async function startStack(
  options: { workers?: boolean; listen?: boolean; env?: Record<string, string>; strava?: Omit<StravaSimulatorOptions, 'clientId' | 'clientSecret'> } = {},
): Promise<Stack> {
  const port = options.listen ? await freePort() : undefined;
  const url = port ? `http://127.0.0.1:${port}` : '';
  const settings = testConfig({ ...(port ? { PORT: String(port), APP_URL: url } : {}), ...options.env });
  // The app talks to this stack's simulator (never runs one of its own), unless the test gave it a Strava in env.
  const ownStrava = options.env?.STRAVA_BASE_URL
    ? undefined
    : new StravaSimulator({ clientId: settings.STRAVA_CLIENT_ID, clientSecret: settings.STRAVA_CLIENT_SECRET, webhookRetryDelayMs: TEST_WEBHOOK_RETRY_DELAY_MS, athleteCap: TEST_ATHLETE_CAP, ...options.strava });
  const ownPlanting = options.env?.PLANTING_BASE_URL ? undefined : new PlantingSimulator({ apiKey: settings.PLANTING_API_KEY });
  const chat = new ChatSimulator();
  const config: AppConfig = {
    ...settings,
    CHAT_HOOK_ORIGINS: [await chat.start(0, '127.0.0.1')],
    ...(ownStrava ? { STRAVA_BASE_URL: await ownStrava.start(0, '127.0.0.1') } : {}),
    ...(ownPlanting ? { PLANTING_BASE_URL: await ownPlanting.start(0, '127.0.0.1') } : {}),
  };
  const serve = async (catcherPort: number) => {
    const started = await createApp(config);
    const catcher = await started.get(MailCatcher).listen(catcherPort);
    await started.init();
    await started.getHttpAdapter().getInstance().ready();
    if (port) await started.listen(port, '127.0.0.1');
    return { started, catcher };
  };
  let { started: app, catcher: catcherPort } = await serve(0);
  const workers = options.workers === false ? undefined : await createWorkers({ ...config, SMTP_URL: `smtp://127.0.0.1:${catcherPort}` });

  return {
    config,
    workers,
    url,
    get strava() {
      if (!ownStrava) throw new Error(`this stack talks to the Strava its env gave (${config.STRAVA_BASE_URL}), not to one of its own`);
      return ownStrava;
    },
    get planting() {
      if (!ownPlanting) throw new Error(`this stack talks to the tree-planting service its env gave (${config.PLANTING_BASE_URL}), not to one of its own`);
      return ownPlanting;
    },
    chat,
    get app() {
      return app;
    },
    get dataSource() {
      return app.get(DataSource);
    },
    get factory() {
      return new Factory(app.get(DataSource));
    },
    api: (ip = randomIp()) => agentFor(app, ip),
    tokenFor: (user, tokenOptions = {}) => app.get(TokenService).issue(user, { remember: false, ...tokenOptions }),
    as: (who, { ip = randomIp(), ...tokenOptions } = {}) =>
      signedIn(agentFor(app, ip), typeof who === 'string' ? who : app.get(TokenService).issue(who, { remember: false, ...tokenOptions })),
    async restartApi() {
      await app.close();
      ({ started: app, catcher: catcherPort } = await serve(catcherPort));
    },
    async waitForMail(to, subject) {
      for (let waited = 0; waited < 15_000; waited += 100) {
        const found = (await app.get(MailboxStore).list()).find((mail) => mail.to.includes(to) && (!subject || subject.test(mail.subject)));
        if (found) return found;
        await new Promise((resolve) => setTimeout(resolve, 100));
      }
      throw new Error(`no mail to ${to} arrived within 15 s`);
    },
    async close() {
      await workers?.close();
      await app.close();
      await ownStrava?.stop();
      await ownPlanting?.stop();
      await chat.stop();
    },
  };
}

let sequence = 0;
const unique = () => `${Date.now().toString(36)}${(sequence++).toString(36)}${randomBytes(2).toString('hex')}`;

/** Hashed once per test file: argon2 is slow on purpose. */
let testPasswordHash: Promise<string> | undefined;

/** "A company with an admin and three participants" in a line or two. */
export class Factory {
  constructor(private readonly dataSource: DataSource) {}

  async company(overrides: Partial<Company> = {}): Promise<Company> {
    const today = warsawDay(new Date());
    return this.dataSource.getRepository(Company).save({
      name: `Firma ${unique()}`,
      registerNumber: `code-${unique()}`,
      dateFrom: addDays(today, -10),
      dateTo: addDays(today, 10),
      ...overrides,
    });
  }

  /** A company with its admin and three participants. */
  async crew(overrides: Partial<Company> = {}): Promise<{ company: Company; admin: User; participants: User[] }> {
    const company = await this.company(overrides);
    const admin = await this.user({ company, role: 'companyAdmin', name: 'Adam Admin' });
    const participants = await Promise.all(['Ala', 'Bartek', 'Celina'].map((name) => this.user({ company, name: `${name} Uczestnik` })));
    return { company, admin, participants };
  }

  async user(options: { company?: Company | null; role?: Role; name?: string; email?: string } = {}): Promise<User> {
    testPasswordHash ??= hashPassword(TEST_PASSWORD);
    const role = options.role ?? 'regular';
    const company = options.company === undefined && role !== 'admin' ? await this.company() : options.company;
    return this.dataSource.getRepository(User).save({
      email: options.email ?? `user-${unique()}@example.com`,
      name: options.name ?? 'Jan Testowy',
      role,
      companyId: company?.id ?? null,
      passwordHash: await testPasswordHash,
    });
  }
}

/** The first link to `path` in a mail's text. */
export function linkIn(text: string, path: string): URL {
  const match = text.match(new RegExp(`https?://\\S+${path}\\?\\S+`));
  if (!match) throw new Error(`no ${path} link in the mail:\n${text}`);
  return new URL(match[0]);
}

/**
 * One more migrated database, for a test that runs two installations side by side (the file's
 * own is DATABASE_URL): a copy of the run's template; drop it when done.
 */
export async function secondDatabase(): Promise<{ url: string; drop: () => Promise<void> }> {
  const admin = new DatabaseAdmin();
  const { name, url } = await admin.copy(process.env.LESNE_TEST_TEMPLATE!);
  return { url, drop: () => admin.drop(name) };
}

/** Retries an assertion until it holds (work the workers do after a response), for up to 10 s. */
export async function eventually<T>(check: () => Promise<T>, timeoutMs = 10_000): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    try {
      return await check();
    } catch (error) {
      if (Date.now() > deadline) throw error;
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
  }
}

/** A socket.io client of the live channel, as the SPA connects. */
export function liveClient(stack: Stack, token: string | undefined): ClientSocket<ServerToClientEvents, ClientToServerEvents> {
  return ioClient(stack.url, { auth: token ? { token } : {}, transports: ['websocket'], reconnection: false, forceNew: true });
}
