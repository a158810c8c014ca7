import { NestFactory } from '@nestjs/core';
import { FastifyAdapter, type NestFastifyApplication } from '@nestjs/platform-fastify';
import fastifyMultipart from '@fastify/multipart';
import fastifyFormbody from '@fastify/formbody';
import { randomUUID } from 'node:crypto';
import type { DestinationStream } from 'pino';
import { DataSource } from 'typeorm';
import { createLogger, PinoNestLogger, runsChatSimulator, runsPlantingSimulator, runsStravaSimulator, type AppConfig } from '@lesne/config';
import { dataSourceOptions, demoPlantingAccounts, migrateUnderLock, seedDemo } from '@lesne/db';
import { ChatSimulator } from '@lesne/chat-simulator';
import { PlantingSimulator } from '@lesne/planting-simulator';
import { StravaSimulator } from '@lesne/strava-simulator';

import { serveApiDocs } from './api-docs/api-docs';
import { AppModule } from './app.module';
import { hashPassword } from './auth/passwords';
import { MailCatcher } from './dev-mailbox/mail-catcher';
import { applyRouteBodyLimits, DEFAULT_BODY_LIMIT_BYTES, registerJsonBodyParser } from './common/request-body';
import { capConnectionsPerAddress, connectionTimeouts } from './http-connections';
import { addSecurityHeaders, endConnectionsWhenClosing, logRequests } from './http-hooks';
import { ApiExceptionFilter } from './i18n/exception.filter';
import { createValidationPipe } from './i18n/validation';
import { RedisIoAdapter } from './realtime/redis-io.adapter';
import { serveSpa, spaDirectory } from './spa';

const API_PREFIX = 'api/v1';
/** In the demo every athlete who connected the app records a run this often, so an open demo looks alive. */
const DEMO_STRAVA_RECORD_EVERY_MS = 90_000;

/** Migrates (and seeds the demo when asked) under an advisory lock, before the API serves. */
export async function prepareDatabase(config: AppConfig): Promise<void> {
  const dataSource = await new DataSource(dataSourceOptions(config.DATABASE_URL)).initialize();
  try {
    await migrateUnderLock(dataSource, config.SEED_DEMO ? (ds) => seedDemo(ds, { hashPassword }) : undefined);
  } finally {
    await dataSource.destroy();
  }
}

/** The API on Fastify: about four times the requests a second of Express here (docs/benchmarks.md). Its log lines go to stdout unless `logTo` (a test reads them). */
export async function createApp(config: AppConfig, options: { logTo?: DestinationStream } = {}): Promise<NestFastifyApplication> {
  const logger = createLogger(config, options.logTo);
  const adapter = new FastifyAdapter({
    trustProxy: config.TRUST_PROXY,
    bodyLimit: DEFAULT_BODY_LIMIT_BYTES,
    requestIdHeader: 'x-request-id',
    genReqId: () => randomUUID(),
    ...connectionTimeouts(config),
  });
  // Nest's own body parsers are off: JSON is parsed by ours (registerJsonBodyParser), files by @fastify/multipart.
  const app = await NestFactory.create<NestFastifyApplication>(AppModule.forRoot(config), adapter, { bufferLogs: true, bodyParser: false });
  app.useLogger(new PinoNestLogger(logger));
  const fastify = app.getHttpAdapter().getInstance();
  capConnectionsPerAddress(fastify.server, config);
  registerJsonBodyParser(fastify);
  // a form body only as mail clients post a one-click unsubscribe (RFC 8058)
  await app.register(fastifyFormbody);
  // multipart only where a route reads it (request.file): activity files, one a request
  await app.register(fastifyMultipart);
  applyRouteBodyLimits(fastify);
  addSecurityHeaders(fastify, `/${API_PREFIX}/`);
  logRequests(fastify, logger);
  endConnectionsWhenClosing(fastify);
  app.setGlobalPrefix(API_PREFIX, { exclude: ['dev/mailbox', 'dev/mailbox/messages'] });
  app.useGlobalPipes(createValidationPipe());
  app.useGlobalFilters(new ApiExceptionFilter(app.getHttpAdapter()));
  app.useWebSocketAdapter(new RedisIoAdapter(app, config));
  await serveApiDocs(app);
  await serveSpa(app, spaDirectory(config));
  app.enableShutdownHooks();
  if (config.MAIL_CATCHER_PORT) await app.get(MailCatcher).listen(config.MAIL_CATCHER_PORT, config.MAIL_CATCHER_HOST);
  if (runsStravaSimulator(config)) {
    const simulator = new StravaSimulator({
      clientId: config.STRAVA_CLIENT_ID,
      clientSecret: config.STRAVA_CLIENT_SECRET,
      callbackDomain: new URL(config.APP_URL).hostname,
      autoRecordEveryMs: config.SEED_DEMO ? DEMO_STRAVA_RECORD_EVERY_MS : undefined,
    });
    await simulator.start(config.STRAVA_SIMULATOR_PORT, '127.0.0.1');
    fastify.addHook('onClose', () => simulator.stop());
  }
  if (runsChatSimulator(config)) {
    const chat = new ChatSimulator();
    await chat.start(config.CHAT_SIMULATOR_PORT, '127.0.0.1');
    fastify.addHook('onClose', () => chat.stop());
  }
  if (runsPlantingSimulator(config)) {
    const planting = new PlantingSimulator({ apiKey: config.PLANTING_API_KEY });
    if (config.SEED_DEMO) for (const account of await demoPlantingAccounts(app.get(DataSource).manager)) planting.setCertLeft(account.userId, account.certLeft);
    await planting.start(config.PLANTING_SIMULATOR_PORT, '127.0.0.1');
    fastify.addHook('onClose', () => planting.stop());
  }
  return app;
}
