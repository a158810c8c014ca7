import { Injectable } from '@nestjs/common';
import type { Job } from 'bullmq';
import type Redis from 'ioredis';
import { InjectConfig, type AppConfig } from '@lesne/config';
import type { StravaWebhookEvent } from '@lesne/contracts';
import { dayWindowStart, nextDayWindow, nextShortWindow, shortWindowStart, STRAVA_WEBHOOK_CALLS_PER_OWNER, webhookReadCaps } from '@lesne/domain';
import { StravaError } from '@lesne/strava';
import { StravaApi } from './strava-api';

/**
 * What a webhook event may do now: call Strava; nothing, because a call about the same object
 * that started after the event arrived has seen what it announced; or, past its owner's calls
 * this window, collapse into a re-sync of the owner's activities.
 */
export type WebhookTurn = 'call' | 'covered' | 'collapse';

/**
 * Events are stamped when they are queued (BullMQ's job timestamp, after the API stored them),
 * by another machine's clock: a call covers an event only when it started this much later.
 */
const CLOCK_SLACK_MS = 1000;
/** a counter outlives its window by this much, so a copy whose clock lags still finds it */
const KEY_SLACK_MS = 60_000;
/** A claim covers events for as long as one can wait for the daily share. */
const CLAIM_TTL_MS = 25 * 60 * 60_000;

/** takeShare: takes a read from the webhooks' share of the current short window and day, when both have room. */
const SHARE = `
local function takeShare(shortKey, dayKey, shortCap, shortTtl, dayCap, dayTtl)
  if tonumber(redis.call('GET', shortKey) or '0') >= tonumber(shortCap) then return 'short' end
  if tonumber(redis.call('GET', dayKey) or '0') >= tonumber(dayCap) then return 'day' end
  if redis.call('INCR', shortKey) == 1 then redis.call('PEXPIRE', shortKey, shortTtl) end
  if redis.call('INCR', dayKey) == 1 then redis.call('PEXPIRE', dayKey, dayTtl) end
  return 'call'
end
`;

/**
 * KEYS: the share's two counters, the owner's calls this window, the object's claim (a hash of
 * the job that last called about it and when). ARGV: the short window's cap and counter ttl, the
 * day's; whether the call is a read; the owner's limit and counter ttl; the job's id, when its
 * event arrived (ms, slack added), now (ms) and the claim's ttl. Answers the turn, or
 * 'short'/'day' when the share of that window is spent.
 */
const TURN = `${SHARE}
local claimJob = redis.call('HGET', KEYS[4], 'job')
if claimJob and claimJob ~= ARGV[8] and tonumber(redis.call('HGET', KEYS[4], 'at')) > tonumber(ARGV[9]) then return 'covered' end
if tonumber(redis.call('GET', KEYS[3]) or '0') >= tonumber(ARGV[6]) then return 'collapse' end
if ARGV[5] == '1' then
  local taken = takeShare(KEYS[1], KEYS[2], ARGV[1], ARGV[2], ARGV[3], ARGV[4])
  if taken ~= 'call' then return taken end
end
if redis.call('INCR', KEYS[3]) == 1 then redis.call('PEXPIRE', KEYS[3], ARGV[7]) end
redis.call('HSET', KEYS[4], 'job', ARGV[8], 'at', ARGV[10])
redis.call('PEXPIRE', KEYS[4], ARGV[11])
return 'call'
`;

/** KEYS and the first four ARGV as TURN's. */
const RESYNC_READ = `${SHARE}
return takeShare(KEYS[1], KEYS[2], ARGV[1], ARGV[2], ARGV[3], ARGV[4])
`;

type RedisWithScripts = Redis & {
  stravaWebhookTurn(...args: Array<string | number>): Promise<string>;
  stravaWebhookResyncRead(...args: Array<string | number>): Promise<string>;
};

/**
 * Keeps what webhook events make us read of Strava within a share of its budget
 * (STRAVA_WEBHOOK_READ_SHARE of each window), whoever posts them: counters in Redis that every
 * worker copy shares, in Strava's windows. Duplicate events waiting together cost one call, and an
 * owner's events past STRAVA_WEBHOOK_CALLS_PER_OWNER a window collapse into one re-sync. Nothing is
 * dropped: an event over the share waits for the next window.
 */
@Injectable()
export class WebhookPacing {
  private readonly redis: RedisWithScripts;
  private readonly windowMs: number;
  private readonly prefix: string;

  constructor(
    private readonly api: StravaApi,
    @InjectConfig() config: AppConfig,
  ) {
    this.windowMs = config.STRAVA_RATE_WINDOW_MS;
    this.prefix = `${config.REDIS_PREFIX}:strava:webhooks`;
    api.redis.defineCommand('stravaWebhookTurn', { numberOfKeys: 4, lua: TURN });
    api.redis.defineCommand('stravaWebhookResyncRead', { numberOfKeys: 2, lua: RESYNC_READ });
    this.redis = api.redis as RedisWithScripts;
  }

  /**
   * The event's turn to call Strava about its object (`read`: a read, which the share counts; a
   * deauthorization's check is not one). A call is counted against the owner and claims the
   * object, so events of it that arrived before are covered. Throws StravaError 'rateLimited'
   * while the share is spent.
   */
  async turn(event: StravaWebhookEvent, job: Job, read: boolean): Promise<WebhookTurn> {
    const now = new Date();
    const answer = await this.redis.stravaWebhookTurn(
      ...this.shareKeys(now),
      `${this.prefix}:owner:${event.owner_id}:${shortWindowStart(now, this.windowMs).getTime()}`,
      `${this.prefix}:claim:${event.owner_id}:${event.object_type}:${event.object_id}`,
      ...(await this.shareArguments(now)),
      read ? 1 : 0,
      STRAVA_WEBHOOK_CALLS_PER_OWNER,
      this.ttl(nextShortWindow(now, this.windowMs), now),
      String(job.id),
      job.timestamp + CLOCK_SLACK_MS,
      now.getTime(),
      CLAIM_TTL_MS,
    );
    return this.turnOf(answer, now);
  }

  /** Takes a read for a page of a webhook re-sync; throws StravaError 'rateLimited' while the share is spent. */
  async resyncRead(): Promise<void> {
    const now = new Date();
    this.turnOf(await this.redis.stravaWebhookResyncRead(...this.shareKeys(now), ...(await this.shareArguments(now))), now);
  }

  /** When the current window ends: an owner's calls are counted again from then. */
  windowEnd(): Date {
    return nextShortWindow(new Date(), this.windowMs);
  }

  private turnOf(answer: string, now: Date): WebhookTurn {
    if (answer === 'short' || answer === 'day') {
      const retryAt = answer === 'short' ? nextShortWindow(now, this.windowMs) : nextDayWindow(now, this.windowMs);
      throw new StravaError('rateLimited', 429, `the webhooks' share of Strava's ${answer === 'short' ? 'short' : 'daily'} read window is spent`, retryAt);
    }
    return answer as WebhookTurn;
  }

  private shareKeys(now: Date): [string, string] {
    return [
      `${this.prefix}:reads:short:${shortWindowStart(now, this.windowMs).getTime()}`,
      `${this.prefix}:reads:day:${dayWindowStart(now, this.windowMs).getTime()}`,
    ];
  }

  /** The share's caps, from the read limits Strava last reported (its defaults until it has). */
  private async shareArguments(now: Date): Promise<number[]> {
    const { limit } = await this.api.budget.usage();
    const [shortCap, dayCap] = webhookReadCaps(limit.read);
    return [shortCap, this.ttl(nextShortWindow(now, this.windowMs), now), dayCap, this.ttl(nextDayWindow(now, this.windowMs), now)];
  }

  private ttl(windowEnd: Date, now: Date): number {
    return windowEnd.getTime() - now.getTime() + KEY_SLACK_MS;
  }
}
