import { HttpException, Injectable } from '@nestjs/common';
import type Redis from 'ioredis';
import { InjectConfig, type AppConfig } from '@lesne/config';
import { addressKey, STRAVA_WEBHOOK_MISSES_PER_ADDRESS } from '@lesne/domain';
import { AttemptLimit, Counted } from '../auth/attempt-limit';
import { InjectRedis } from '../redis/redis.token';

/**
 * Webhook events from one address that queued nothing (libs/domain strava-webhook-limits.ts).
 * Strava's deliveries are not held by it, since they queue; someone trying subscription ids or
 * athlete ids is, and past the limit the address is refused whatever it sends, so a right guess
 * then answers as a wrong one.
 */
@Injectable()
export class StravaWebhookMisses {
  private readonly misses: AttemptLimit;

  constructor(@InjectRedis() redis: Redis, @InjectConfig() config: AppConfig) {
    this.misses = new AttemptLimit(redis, `${config.REDIS_PREFIX}:attempts:strava-webhook`, STRAVA_WEBHOOK_MISSES_PER_ADDRESS);
  }

  /**
   * Runs `receive` (which answers whether it queued the event) as one event from `ip`. Each event
   * counts before it is looked at, so a burst cannot slip past the limit while the first are
   * looked at, and one that was queued gives its count back. A miss "gives back" nothing in the
   * same call, so a hit and a miss cost the same round trips. Past the limit: 429.
   */
  async count(ip: string, receive: () => Promise<boolean>): Promise<void> {
    const address = addressKey(ip);
    await new Counted().count([{ limit: this.misses, key: address }]);
    let queued: boolean;
    try {
      queued = await receive();
    } catch (error) {
      // a body that is no event stays a miss; an outage on our side is nobody's miss
      if (!(error instanceof HttpException && error.getStatus() < 500)) await this.misses.giveBack(address);
      throw error;
    }
    await this.misses.giveBack(address, queued ? 1 : 0);
  }
}
