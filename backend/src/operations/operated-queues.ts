import { Injectable, Module, type OnApplicationShutdown } from '@nestjs/common';
import { Queue } from 'bullmq';
import Redis from 'ioredis';
import { InjectConfig, redisConnection, type AppConfig } from '@lesne/config';
import { QUEUES } from '@lesne/contracts';

/**
 * Every queue of the system (libs/contracts jobs.ts), on the Redis and prefix the workers use,
 * for the operators' tools: the queue board and the metrics. One connection serves them all.
 */
@Injectable()
export class OperatedQueues implements OnApplicationShutdown {
  readonly all: readonly Queue[];
  private readonly connection: Redis;

  constructor(@InjectConfig() config: AppConfig) {
    // Fails fast while Redis is away: a scrape or a board page answers at once instead of hanging.
    this.connection = new Redis({ ...redisConnection(config.REDIS_URL), maxRetriesPerRequest: 1 });
    this.connection.on('error', () => undefined);
    this.all = Object.values(QUEUES).map((name) => new Queue(name, { connection: this.connection, prefix: config.REDIS_PREFIX }));
    for (const queue of this.all) queue.on('error', () => undefined);
  }

  async onApplicationShutdown(): Promise<void> {
    await Promise.all(this.all.map((queue) => queue.close()));
    await this.connection.quit().catch(() => this.connection.disconnect());
  }
}

@Module({ providers: [OperatedQueues], exports: [OperatedQueues] })
export class OperatedQueuesModule {}
