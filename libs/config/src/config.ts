import { z } from 'zod';
import { withDevelopmentAddresses } from './development-addresses.cjs';

const DEV_JWT_SECRET = 'dev-only-secret-change-me-in-production-0123456789';
const DEV_ENCRYPTION_KEY = 'ZGV2LW9ubHkta2V5LWNoYW5nZS1pbi1wcm9kLTMyYiE=';
const DEV_STRAVA_SECRET = 'dev-strava-client-secret';
const DEV_STRAVA_VERIFY_TOKEN = 'dev-strava-verify-token';
const DEV_PLANTING_API_KEY = 'dev-planting-api-key';

const flag = z
  .enum(['true', 'false', '1', '0', ''])
  .default('false')
  .transform((value) => value === 'true' || value === '1');

const optionalUrl = z.preprocess(
  (value) => (value === '' ? undefined : value),
  z
    .string()
    .url()
    .refine((url) => ['http:', 'https:'].includes(new URL(url).protocol), 'an http or https address')
    .transform((url) => url.replace(/\/+$/, ''))
    .optional(),
);

/** Every setting the API and the workers read, parsed once at boot. README lists them all. */
const schema = z
  .object({
    NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
    PORT: z.coerce.number().int().positive().default(3000),
    /** Outside production APP_URL, SMTP_URL and the simulators' ports follow PORT (development-addresses.cjs); these defaults are production's. */
    APP_URL: z.string().url().default('http://localhost:3000'),
    DATABASE_URL: z.string().default('postgres://postgres@127.0.0.1:5432/lesne'),
    REDIS_URL: z.string().default('redis://127.0.0.1:6379'),
    /** Namespaces every Redis key (queues, rate limits, mailbox), so runs can share one Redis. */
    REDIS_PREFIX: z.string().default('lesne'),
    JWT_SECRET: z.string().min(32).default(DEV_JWT_SECRET),
    /** base64 of 32 bytes: encrypts Strava tokens at rest */
    ENCRYPTION_KEY: z
      .string()
      .default(DEV_ENCRYPTION_KEY)
      .refine((key) => Buffer.from(key, 'base64').length === 32, 'must be base64 of exactly 32 bytes'),
    SMTP_URL: z.string().default('smtp://127.0.0.1:1025'),
    MAIL_FROM: z.string().default('Leśne Wyzwanie <no-reply@lesnewyzwanie.pl>'),
    /** When set (never in production), the API runs the built-in SMTP catcher on this port. */
    MAIL_CATCHER_PORT: z.preprocess((value) => (value === '' ? undefined : value), z.coerce.number().int().positive().optional()),
    /** 0.0.0.0 when the workers reach the catcher from another container */
    MAIL_CATCHER_HOST: z.string().default('127.0.0.1'),
    /**
     * Where Strava's OAuth and its API are. Unset, Strava's own (the API's address moves on
     * 2027-01-04, followed by the running process: libs/domain, strava-hosts.ts); unset outside
     * production, the API runs the built-in simulator on STRAVA_SIMULATOR_PORT and everything
     * talks to it. STRAVA_BASE_URL is a shorthand for both: OAuth at it, the API at it + /api/v3,
     * as the simulator serves them; STRAVA_OAUTH_URL and STRAVA_API_URL override it.
     */
    STRAVA_BASE_URL: optionalUrl,
    STRAVA_OAUTH_URL: optionalUrl,
    STRAVA_API_URL: optionalUrl,
    STRAVA_SIMULATOR_PORT: z.coerce.number().int().positive().default(3001),
    /**
     * How many athletes the Strava app may have connected: 10 on Strava's Standard tier, more
     * with Extended Access. Strava's own capacity headers, when it sends them, win.
     */
    STRAVA_ATHLETE_LIMIT: z.coerce.number().int().positive().default(10),
    STRAVA_CLIENT_ID: z.string().default('1000'),
    STRAVA_CLIENT_SECRET: z.string().default(DEV_STRAVA_SECRET),
    /** echoed by the webhook's subscription check, so only Strava's own check passes */
    STRAVA_VERIFY_TOKEN: z.string().default(DEV_STRAVA_VERIFY_TOKEN),
    /** Strava's short rate window (15 min); only a benchmark against a scaled simulator shortens it */
    STRAVA_RATE_WINDOW_MS: z.coerce.number().int().positive().default(15 * 60_000),
    /**
     * Where the tree-planting service is (certificates left). Unset outside production: the API
     * runs the built-in simulator on PLANTING_SIMULATOR_PORT and everything talks to it.
     */
    PLANTING_BASE_URL: z.preprocess((value) => (value === '' ? undefined : value), z.string().url().optional()),
    PLANTING_SIMULATOR_PORT: z.coerce.number().int().positive().default(3002),
    /** the bearer key of our account at the tree-planting service */
    PLANTING_API_KEY: z.string().min(1).default(DEV_PLANTING_API_KEY),
    /** Where the demo (SEED_DEMO, never in production) runs the built-in Slack and Teams simulator, whose hooks its admins may connect. */
    CHAT_SIMULATOR_PORT: z.coerce.number().int().positive().default(3003),
    /** Origins taken as chat hooks besides Slack's and Microsoft's, comma-separated (a test's simulator); never in production. */
    CHAT_HOOK_ORIGINS: z
      .string()
      .default('')
      .transform((value) => value.split(',').map((origin) => origin.trim()).filter((origin) => origin !== '')),
    /**
     * Weekly digests sent a second, across every worker copy (BullMQ's limiter): what SMTP
     * providers take from one sender without throttling it (Amazon SES starts at 14 a second).
     */
    DIGEST_MAILS_PER_SECOND: z.coerce.number().int().positive().max(1000).default(10),
    SEED_DEMO: flag,
    /**
     * How many proxies in front of the API append to X-Forwarded-For (0: none). The client is the
     * entry the outermost of them appended, so nothing a client writes there can choose its
     * address. 'true' and 'false' of older set-ups mean 1 and 0.
     */
    TRUST_PROXY: z
      .string()
      .default('0')
      .transform((value) => ({ true: '1', false: '0', '': '0' })[value] ?? value)
      .pipe(z.string().regex(/^\d+$/, 'a number of proxy hops (0: none)').transform(Number)),
    /**
     * How long a request may take to arrive whole, its head and its body: past it the API answers
     * 408 and closes the connection. The default carries our largest body (a logo, up to 4 MB) at
     * 280 kbit/s, a phone on a weak signal.
     */
    HTTP_REQUEST_TIMEOUT_MS: z.coerce.number().int().positive().default(120_000),
    /**
     * How long a kept-alive connection may wait for its next request. Keep it above the idle
     * timeout of a proxy or load balancer in front (nginx: 60 s), so that it, not the API, closes one.
     */
    HTTP_KEEP_ALIVE_TIMEOUT_MS: z.coerce.number().int().positive().default(72_000),
    /**
     * How many connections one client address (IPv6: its /64) may hold open when clients reach the
     * API directly (TRUST_PROXY 0; behind a proxy every connection is the proxy's); 0: no cap.
     */
    HTTP_CONNECTIONS_PER_ADDRESS: z.coerce.number().int().nonnegative().default(512),
    /** Where the built SPA is served from. */
    SPA_DIR: z.string().optional(),
    /** Debian's Chromium, which prints diplomas to PDF; nothing ever downloads a browser */
    CHROMIUM_PATH: z.string().default('/usr/bin/chromium'),
    /**
     * The bearer token Prometheus sends to GET /metrics (32 or more characters). Unset: this API
     * copy serves no /metrics at all and measures nothing.
     */
    METRICS_TOKEN: z.preprocess((value) => (value === '' ? undefined : value), z.string().min(32, 'at least 32 characters, e.g. the output of `openssl rand -hex 32`').optional()),
    /**
     * socket.io's heartbeat: the API pings every socket this often, and the client gives up on a
     * connection after interval + timeout without a ping. socket.io's own defaults; a proxy that
     * drops idle connections sooner than the interval needs a shorter one.
     */
    SOCKET_PING_INTERVAL_MS: z.coerce.number().int().positive().default(25_000),
    /** how long the API waits for a socket's answer to a ping before it drops the socket */
    SOCKET_PING_TIMEOUT_MS: z.coerce.number().int().positive().default(20_000),
    LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  })
  .superRefine((config, ctx) => {
    if (config.NODE_ENV !== 'production') return;
    if (config.JWT_SECRET === DEV_JWT_SECRET) ctx.addIssue({ code: 'custom', path: ['JWT_SECRET'], message: 'set a secret of your own in production' });
    if (config.ENCRYPTION_KEY === DEV_ENCRYPTION_KEY) ctx.addIssue({ code: 'custom', path: ['ENCRYPTION_KEY'], message: 'set a key of your own in production' });
    for (const setting of ['STRAVA_BASE_URL', 'STRAVA_OAUTH_URL', 'STRAVA_API_URL'] as const) {
      // tokens and the client secret travel to it: the simulator's plain http is for development only
      if (config[setting]?.startsWith('http:')) ctx.addIssue({ code: 'custom', path: [setting], message: "an https address in production; unset, Strava's own" });
    }
    // the shorthand at Strava pins its API to /api/v3 there, which Strava is leaving for a host of its own
    if (config.STRAVA_BASE_URL && /(^|\.)strava\.com$/.test(new URL(config.STRAVA_BASE_URL).hostname) && !config.STRAVA_API_URL) {
      ctx.addIssue({ code: 'custom', path: ['STRAVA_BASE_URL'], message: "leave it unset: Strava's own addresses are the default, and the API's moves by itself (to pin it, set STRAVA_API_URL)" });
    }
    if (config.STRAVA_CLIENT_SECRET === DEV_STRAVA_SECRET) ctx.addIssue({ code: 'custom', path: ['STRAVA_CLIENT_SECRET'], message: "set your Strava app's client secret in production" });
    if (config.STRAVA_VERIFY_TOKEN === DEV_STRAVA_VERIFY_TOKEN) ctx.addIssue({ code: 'custom', path: ['STRAVA_VERIFY_TOKEN'], message: 'set a webhook verify token of your own in production' });
    if (!config.PLANTING_BASE_URL) ctx.addIssue({ code: 'custom', path: ['PLANTING_BASE_URL'], message: "the tree-planting simulator is for development only: set the service's address" });
    if (config.PLANTING_API_KEY === DEV_PLANTING_API_KEY) ctx.addIssue({ code: 'custom', path: ['PLANTING_API_KEY'], message: "set the tree-planting service's API key in production" });
    if (config.MAIL_CATCHER_PORT) ctx.addIssue({ code: 'custom', path: ['MAIL_CATCHER_PORT'], message: 'the mail catcher is for development only' });
    if (config.CHAT_HOOK_ORIGINS.length > 0) ctx.addIssue({ code: 'custom', path: ['CHAT_HOOK_ORIGINS'], message: "posts go to Slack's and Microsoft's own hooks only in production" });
  });

export type AppConfig = z.infer<typeof schema>;

export function loadConfig(env: NodeJS.ProcessEnv = process.env): AppConfig {
  const parsed = schema.safeParse(withDevelopmentAddresses(env));
  if (!parsed.success) {
    const problems = parsed.error.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`).join('; ');
    throw new Error(`Invalid configuration: ${problems}`);
  }
  return parsed.data;
}

export function isDevMailboxEnabled(config: AppConfig): boolean {
  return config.NODE_ENV !== 'production';
}

export interface StravaUrls {
  /** unset: Strava's own, https://www.strava.com */
  oauthUrl?: string;
  /** unset: Strava's own of the day (stravaApiUrl, libs/domain) */
  apiUrl?: string;
}

/** The shorthand STRAVA_BASE_URL: OAuth at the address, the API below /api/v3 (as at www.strava.com until 2027, and at the simulator). */
export function stravaUrlsAt(baseUrl: string): Required<StravaUrls> {
  const base = baseUrl.replace(/\/+$/, '');
  return { oauthUrl: base, apiUrl: `${base}/api/v3` };
}

/** Where the API and the workers reach Strava: as set, Strava's own, or the built-in simulator the API runs outside production. */
export function stravaUrls(config: AppConfig): StravaUrls {
  if (runsStravaSimulator(config)) return stravaUrlsAt(`http://127.0.0.1:${config.STRAVA_SIMULATOR_PORT}`);
  const base: StravaUrls = config.STRAVA_BASE_URL === undefined ? {} : stravaUrlsAt(config.STRAVA_BASE_URL);
  return { oauthUrl: config.STRAVA_OAUTH_URL ?? base.oauthUrl, apiUrl: config.STRAVA_API_URL ?? base.apiUrl };
}

/** Whether this API copy runs the Strava simulator (no Strava address set, never in production). */
export function runsStravaSimulator(config: AppConfig): boolean {
  return !config.STRAVA_BASE_URL && !config.STRAVA_OAUTH_URL && !config.STRAVA_API_URL && config.NODE_ENV !== 'production';
}

/** Where the API reaches the tree-planting service: the real one, or the built-in simulator the API runs outside production. */
export function plantingBaseUrl(config: AppConfig): string {
  return config.PLANTING_BASE_URL ?? `http://127.0.0.1:${config.PLANTING_SIMULATOR_PORT}`;
}

/** Whether this API copy runs the tree-planting simulator (no PLANTING_BASE_URL, never in production). */
export function runsPlantingSimulator(config: AppConfig): boolean {
  return !config.PLANTING_BASE_URL && config.NODE_ENV !== 'production';
}

/** Whether this API copy runs the Slack and Teams simulator: in the demo, never in production. */
export function runsChatSimulator(config: AppConfig): boolean {
  return config.SEED_DEMO && config.NODE_ENV !== 'production';
}
