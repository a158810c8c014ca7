import { Injectable, type OnApplicationShutdown } from '@nestjs/common';
import { Emitter } from '@socket.io/redis-emitter';
import Redis from 'ioredis';
import {
  cacheChannels, rooms, socketIoRedisKey, type ActivityStatus, type ActivityUploadState, type DiplomaRunProgress, type ReviewCounts, type ServerToClientEvents, type StravaImportItem,
} from '@lesne/contracts';
import { InjectConfig, type AppConfig } from '@lesne/config';
import type { db } from '@lesne/db';
import { importAsSeen, type Viewer } from '@lesne/domain';

const COMPANY_TOTALS_EVERY_MS = 1000;
/** Whoever sits in the platform room: a platform admin, the person whose import it is or not. */
const PLATFORM_OPERATOR: Viewer = { role: 'admin', owner: false };

/** Per key: the first value goes out at once, later ones within the interval as one (the latest) at its end. */
class Throttle<T> {
  private readonly pending = new Map<number, { value?: T; timer: NodeJS.Timeout }>();

  constructor(
    private readonly intervalMs: number,
    private readonly send: (value: T) => void,
  ) {}

  push(key: number, value: T): void {
    const open = this.pending.get(key);
    if (open) {
      open.value = value;
      return;
    }
    this.send(value);
    this.pending.set(key, { timer: setTimeout(() => this.release(key), this.intervalMs) });
  }

  /** Sends what waits, at shutdown. */
  flush(): void {
    for (const key of [...this.pending.keys()]) this.release(key, false);
  }

  private release(key: number, rearm = true): void {
    const open = this.pending.get(key);
    if (!open) return;
    clearTimeout(open.timer);
    this.pending.delete(key);
    if (open.value === undefined) return;
    if (rearm) this.push(key, open.value);
    else this.send(open.value);
  }
}

/** Pushes to the API's sockets through Redis (the API copies fan out with the Redis adapter). */
@Injectable()
export class LiveEmitter implements OnApplicationShutdown {
  private readonly redis: Redis;
  private readonly emitter: Emitter<ServerToClientEvents>;
  private readonly totalsChannel: string;

  constructor(@InjectConfig() config: AppConfig) {
    this.totalsChannel = cacheChannels(config.REDIS_PREFIX).totals;
    this.redis = new Redis(config.REDIS_URL, { maxRetriesPerRequest: 1 });
    this.redis.on('error', () => undefined);
    // A push is data: the SPA shows its figures as they come (the company's and the user's totals,
    // the review counts, an entry's status) and asks again only for what one cannot replace (the
    // ranking pages). One lost while Redis blinks is dropped, not left to reject unhandled (the
    // emitter does not catch its publish): what it would have changed catches up with the next
    // push, or when the page's socket reconnects.
    const publisher = { publish: (channel: string, message: Buffer | string) => this.redis.publish(channel, message).catch(() => 0) };
    this.emitter = new Emitter<ServerToClientEvents>(publisher as unknown as Redis, { key: socketIoRedisKey(config.REDIS_PREFIX) });
  }

  totals(company: db.totals.CompanyTotals, users: db.totals.UserTotals[]): void {
    for (const user of users) this.emitter.to(rooms.user(user.userId)).emit('user:totals', user);
    this.companyTotals.push(company.companyId, company);
  }

  /**
   * Every page of a company refetches its ranking on this, so a busy company hears it at most
   * once a second (at once, then the latest totals at the end of the second).
   */
  private readonly companyTotals = new Throttle<db.totals.CompanyTotals>(COMPANY_TOTALS_EVERY_MS, (company) => {
    // First the API copies drop their cached ranking pages, then the pages hear the new totals and ask for their ranking again.
    this.redis.publish(this.totalsChannel, String(company.companyId)).catch(() => 0);
    this.emitter.to([rooms.company(company.companyId), rooms.office(company.companyId)]).emit('totals:changed', company);
  });

  reviewCounts(companyId: number, counts: ReviewCounts): void {
    this.emitter.to(rooms.companyAdmins(companyId)).emit('review:counts', { companyId, ...counts });
  }

  activityStatus(userId: number, activityId: number, status: ActivityStatus | 'deleted'): void {
    this.emitter.to(rooms.user(userId)).emit('activity:status', { activityId, status });
  }

  uploadChanged(userId: number, uploadId: number, state: ActivityUploadState): void {
    this.emitter.to(rooms.user(userId)).emit('upload:changed', { uploadId, state });
  }

  closed(companyId: number, reason: 'date' | 'trees'): void {
    this.emitter.to([rooms.company(companyId), rooms.office(companyId), rooms.platform]).emit('event:closed', { companyId, reason });
  }

  /** A re-import moved on: the platform admins' log follows it (without the person's Strava counts), its user sees all of it. */
  stravaImport(item: StravaImportItem): void {
    this.emitter.to(rooms.platform).emit('strava:import', importAsSeen(item, 'importLog', PLATFORM_OPERATOR));
    this.emitter.to(rooms.user(item.userId)).emit('strava:import', item);
  }

  /** A bulk diploma run moved on: the company admins' progress bars follow it. */
  diplomasProgress(progress: DiplomaRunProgress): void {
    this.emitter.to(rooms.companyAdmins(progress.companyId)).emit('diplomas:progress', progress);
  }

  /** A participant's diploma was printed, replaced or mailed: the admins' table and the participant's card ask again. */
  diplomaChanged(companyId: number, userId: number): void {
    this.emitter.to([rooms.companyAdmins(companyId), rooms.user(userId)]).emit('diploma:changed', { companyId, userId });
  }

  /** The company's certificate was printed or gave up: its admins' page asks for it again. */
  certificateChanged(companyId: number): void {
    this.emitter.to(rooms.companyAdmins(companyId)).emit('certificate:changed', { companyId });
  }

  async onApplicationShutdown(): Promise<void> {
    this.companyTotals.flush();
    await this.redis.quit().catch(() => this.redis.disconnect());
  }
}
