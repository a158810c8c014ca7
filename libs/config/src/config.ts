import { z } from 'zod';

const DEV_JWT_SECRET = 'dev-only-secret-change-me-in-production-0123456789';
const DEV_ENCRYPTION_KEY = 'ZGV2LW9ubHkta2V5LWNoYW5nZS1pbi1wcm9kLTMyYiE=';
const DEV_STRAVA_SECRET = 'dev-strava-client-secret';
const DEV_STRAVA_VERIFY_TOKEN = 'dev-strava-verify-token';
const DEV_PLANTING_API_KEY = 'dev-planting-api-key';

const flag = z
  .enum(['true', 'false', '1', '0', ''])
  .default('false')
  .transform((value) => value === 'true' || value === '1');

/** Every setting the API and the workers read, parsed once at boot. README lists them all. */
const schema = z
  .object({
    NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
    PORT: z.coerce.number().int().positive().default(3000),
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
     * Where Strava is (https://www.strava.com in production). Unset outside production: the API
     * runs the built-in simulator on STRAVA_SIMULATOR_PORT and everything talks to it.
     */
    STRAVA_BASE_URL: z.preprocess((value) => (value === '' ? undefined : value), z.string().url().optional()),
    STRAVA_SIMULATOR_PORT: z.coerce.number().int().positive().default(3001),
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
    if (!config.STRAVA_BASE_URL) ctx.addIssue({ code: 'custom', path: ['STRAVA_BASE_URL'], message: 'the Strava simulator is for development only: set https://www.strava.com' });
    if (config.STRAVA_CLIENT_SECRET === DEV_STRAVA_SECRET) ctx.addIssue({ code: 'custom', path: ['STRAVA_CLIENT_SECRET'], message: "set your Strava app's client secret in production" });
    if (config.STRAVA_VERIFY_TOKEN === DEV_STRAVA_VERIFY_TOKEN) ctx.addIssue({ code: 'custom', path: ['STRAVA_VERIFY_TOKEN'], message: 'set a webhook verify token of your own in production' });
    if (!config.PLANTING_BASE_URL) ctx.addIssue({ code: 'custom', path: ['PLANTING_BASE_URL'], message: "the tree-planting simulator is for development only: set the service's address" });
    if (config.PLANTING_API_KEY === DEV_PLANTING_API_KEY) ctx.addIssue({ code: 'custom', path: ['PLANTING_API_KEY'], message: "set the tree-planting service's API key in production" });
    if (config.MAIL_CATCHER_PORT) ctx.addIssue({ code: 'custom', path: ['MAIL_CATCHER_PORT'], message: 'the mail catcher is for development only' });
  });

export type AppConfig = z.infer<typeof schema>;

export function loadConfig(env: NodeJS.ProcessEnv = process.env): AppConfig {
  const parsed = schema.safeParse(env);
  if (!parsed.success) {
    const problems = parsed.error.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`).join('; ');
    throw new Error(`Invalid configuration: ${problems}`);
  }
  return parsed.data;
}

export function isDevMailboxEnabled(config: AppConfig): boolean {
  return config.NODE_ENV !== 'production';
}

/** Where the API and the workers reach Strava: the real one, or the built-in simulator the API runs outside production. */
export function stravaBaseUrl(config: AppConfig): string {
  return config.STRAVA_BASE_URL ?? `http://127.0.0.1:${config.STRAVA_SIMULATOR_PORT}`;
}

/** Whether this API copy runs the Strava simulator (no STRAVA_BASE_URL, never in production). */
export function runsStravaSimulator(config: AppConfig): boolean {
  return !config.STRAVA_BASE_URL && config.NODE_ENV !== 'production';
}

/** Where the API reaches the tree-planting service: the real one, or the built-in simulator the API runs outside production. */
export function plantingBaseUrl(config: AppConfig): string {
  return config.PLANTING_BASE_URL ?? `http://127.0.0.1:${config.PLANTING_SIMULATOR_PORT}`;
}

/** Whether this API copy runs the tree-planting simulator (no PLANTING_BASE_URL, never in production). */
export function runsPlantingSimulator(config: AppConfig): boolean {
  return !config.PLANTING_BASE_URL && config.NODE_ENV !== 'production';
}
