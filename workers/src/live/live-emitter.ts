import { Injectable, type OnApplicationShutdown } from '@nestjs/common';
import { Emitter } from '@socket.io/redis-emitter';
import Redis from 'ioredis';
import { rooms, totalsChannel, type ActivityStatus, type ReviewCounts, type ServerToClientEvents } from '@lesne/contracts';
import { InjectConfig, type AppConfig } from '@lesne/config';
import type { CompanyTotals, UserTotals } from '@lesne/db';

/** Pushes to the API's sockets through Redis (the API copies fan out with the Redis adapter). */
@Injectable()
export class LiveEmitter implements OnApplicationShutdown {
  private readonly redis: Redis;
  private readonly emitter: Emitter<ServerToClientEvents>;
  private readonly totalsChannel: string;

  constructor(@InjectConfig() config: AppConfig) {
    this.totalsChannel = totalsChannel(config.REDIS_PREFIX);
    this.redis = new Redis(config.REDIS_URL, { maxRetriesPerRequest: 1 });
    this.redis.on('error', () => undefined);
    // A push is a hint to refetch, never the data itself: one lost while Redis blinks is dropped,
    // not left to reject unhandled (the emitter does not catch its publish).
    const publisher = { publish: (channel: string, message: Buffer | string) => this.redis.publish(channel, message).catch(() => 0) };
    this.emitter = new Emitter<ServerToClientEvents>(publisher as unknown as Redis, { key: `${config.REDIS_PREFIX}:socket.io` });
  }

  totals(company: CompanyTotals, users: UserTotals[]): void {
    // First the API copies drop their cached ranking pages, then the pages are told to refetch.
    this.redis.publish(this.totalsChannel, String(company.companyId)).catch(() => 0);
    this.emitter.to(rooms.company(company.companyId)).emit('totals:changed', company);
    for (const user of users) this.emitter.to(rooms.user(user.userId)).emit('user:totals', user);
  }

  reviewCounts(companyId: number, counts: ReviewCounts): void {
    this.emitter.to(rooms.companyAdmins(companyId)).emit('review:counts', { companyId, ...counts });
  }

  activityStatus(userId: number, activityId: number, status: ActivityStatus | 'deleted'): void {
    this.emitter.to(rooms.user(userId)).emit('activity:status', { activityId, status });
  }

  closed(companyId: number, reason: 'date' | 'trees'): void {
    this.emitter.to(rooms.company(companyId)).emit('event:closed', { companyId, reason });
    this.emitter.to(rooms.platform).emit('event:closed', { companyId, reason });
  }

  async onApplicationShutdown(): Promise<void> {
    await this.redis.quit().catch(() => this.redis.disconnect());
  }
}
