import { NestFactory } from '@nestjs/core';
import type { INestApplicationContext } from '@nestjs/common';
import type { DestinationStream } from 'pino';
import { createLogger, PinoNestLogger, type AppConfig } from '@lesne/config';
import { WorkersModule } from './workers.module';

export async function createWorkers(config: AppConfig, options: { logTo?: DestinationStream } = {}): Promise<INestApplicationContext> {
  const logger = createLogger(config, options.logTo);
  const workers = await NestFactory.createApplicationContext(WorkersModule.forRoot(config, logger), { bufferLogs: true });
  workers.useLogger(new PinoNestLogger(logger));
  workers.enableShutdownHooks();
  return workers;
}
