import { NestFactory } from '@nestjs/core';
import type { INestApplicationContext } from '@nestjs/common';
import { createLogger, PinoNestLogger, type AppConfig } from '@lesne/config';
import { WorkersModule } from './workers.module';

export async function createWorkers(config: AppConfig): Promise<INestApplicationContext> {
  const workers = await NestFactory.createApplicationContext(WorkersModule.forRoot(config), { bufferLogs: true });
  workers.useLogger(new PinoNestLogger(createLogger(config)));
  workers.enableShutdownHooks();
  return workers;
}
