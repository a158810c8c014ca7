import { Controller, Get, HttpStatus, Res } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import type Redis from 'ioredis';
import type { DataSource } from 'typeorm';
import { db } from '@lesne/db';
import { Access } from '../access/access.decorator';
import { InjectRedis } from '../redis/redis.token';

type State = 'up' | 'down';

@Controller('health')
export class HealthController {
  constructor(@InjectDataSource() private readonly dataSource: DataSource, @InjectRedis() private readonly redis: Redis) {}

  /** 200 when Postgres and Redis both answer, 503 otherwise; the body says which is down. */
  @Get()
  @Access('public')
  async check(@Res({ passthrough: true }) response: { status(code: number): unknown }): Promise<{ status: State; postgres: State; redis: State }> {
    const probe = (check: Promise<unknown>) => check.then((): State => 'up', (): State => 'down');
    const [postgres, redis] = await Promise.all([probe(db.operations.ping(this.dataSource.manager)), probe(this.redis.ping())]);
    const status: State = postgres === 'up' && redis === 'up' ? 'up' : 'down';
    response.status(status === 'up' ? HttpStatus.OK : HttpStatus.SERVICE_UNAVAILABLE);
    return { status, postgres, redis };
  }
}
