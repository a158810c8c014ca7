import type { DynamicModule, Type } from '@nestjs/common';
import { NestFactory } from '@nestjs/core';
import { DataSource } from 'typeorm';
import { ConfigModule } from '@lesne/config';
import { DatabaseModule } from '../backend/src/database/database.module';
import { IdempotencyModule } from '../backend/src/idempotency/idempotency.module';
import { OutboxModule } from '../backend/src/outbox/outbox.module';
import { RedisModule } from '../backend/src/redis/redis.module';
import { Factory, testConfig } from './stack';

/**
 * The middle tier: a backend feature's services on the file's own database and Redis keys of
 * their own, without HTTP, sockets or workers, for a rule that needs no whole stack.
 */
export interface Services {
  get<T>(type: Type<T>): T;
  dataSource: DataSource;
  factory: Factory;
  close(): Promise<void>;
}

/** The features' modules with what every backend module may rely on (configuration, database, Redis, outbox, idempotency). */
export async function startServices(...features: Array<Type | DynamicModule>): Promise<Services> {
  class ServicesUnderTest {}
  const context = await NestFactory.createApplicationContext(
    { module: ServicesUnderTest, imports: [ConfigModule.forRoot(testConfig()), DatabaseModule, RedisModule, OutboxModule, IdempotencyModule, ...features] },
    { logger: false },
  );
  const dataSource = context.get(DataSource);
  return {
    get: (type) => context.get(type),
    dataSource,
    factory: new Factory(dataSource),
    close: () => context.close(),
  };
}
