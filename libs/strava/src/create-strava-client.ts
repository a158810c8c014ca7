import type Redis from 'ioredis';
import { type AppConfig, stravaUrls } from '@lesne/config';
import { STRAVA_OAUTH_URL, stravaApiUrl } from '@lesne/domain';
import { StravaClient } from './strava-client';
import { StravaRateBudget } from './strava-rate-budget';

/** The client every API and worker copy uses, on the rate budget they share in Redis. */
export function createStravaClient(config: AppConfig, redis: Redis): { client: StravaClient; budget: StravaRateBudget } {
  const budget = stravaRateBudget(config, redis);
  const { oauthUrl, apiUrl } = stravaUrls(config);
  const client = new StravaClient(
    { oauthUrl: oauthUrl ?? STRAVA_OAUTH_URL, apiUrl: apiUrl ?? stravaApiUrl, clientId: config.STRAVA_CLIENT_ID, clientSecret: config.STRAVA_CLIENT_SECRET },
    budget,
  );
  return { client, budget };
}

/** The rate budget every API and worker copy shares in Redis. */
export function stravaRateBudget(config: AppConfig, redis: Redis): StravaRateBudget {
  return new StravaRateBudget(redis, config.REDIS_PREFIX, { shortWindowMs: config.STRAVA_RATE_WINDOW_MS });
}
