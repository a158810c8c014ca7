import { NestFactory } from '@nestjs/core';
import type { NestExpressApplication } from '@nestjs/platform-express';
import helmet from 'helmet';
import { Logger } from 'nestjs-pino';
import { DataSource } from 'typeorm';
import type { AppConfig } from '@lesne/config';
import { dataSourceOptions, migrateUnderLock, seedDemo } from '@lesne/db';

import { AppModule } from './app.module';
import { hashPassword } from './auth/passwords';
import { MailCatcher } from './dev-mailbox/mail-catcher';
import { ApiExceptionFilter, rejectUnreadableBody } from './i18n/exception.filter';
import { createValidationPipe } from './i18n/validation';
import { RedisIoAdapter } from './realtime/redis-io.adapter';

export const API_PREFIX = 'api/v1';

/** Migrates (and seeds the demo when asked) under an advisory lock, before the API serves. */
export async function prepareDatabase(config: AppConfig): Promise<void> {
  const dataSource = await new DataSource(dataSourceOptions(config.DATABASE_URL)).initialize();
  try {
    await migrateUnderLock(dataSource, config.SEED_DEMO ? (ds) => seedDemo(ds, { hashPassword }) : undefined);
  } finally {
    await dataSource.destroy();
  }
}

export async function createApp(config: AppConfig): Promise<NestExpressApplication> {
  const app = await NestFactory.create<NestExpressApplication>(AppModule.forRoot(config), { bufferLogs: true, bodyParser: false });
  app.useLogger(app.get(Logger));
  app.set('trust proxy', config.TRUST_PROXY);
  app.use(helmet({ crossOriginEmbedderPolicy: false }));
  app.useBodyParser('json', { limit: '4mb' });
  app.use(rejectUnreadableBody);
  app.setGlobalPrefix(API_PREFIX, { exclude: ['dev/mailbox', 'dev/mailbox/messages'] });
  app.useGlobalPipes(createValidationPipe());
  app.useGlobalFilters(new ApiExceptionFilter());
  app.useWebSocketAdapter(new RedisIoAdapter(app, config));
  app.enableShutdownHooks();
  if (config.MAIL_CATCHER_PORT) await app.get(MailCatcher).listen(config.MAIL_CATCHER_PORT, config.MAIL_CATCHER_HOST);
  return app;
}
