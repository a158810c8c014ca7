import type Redis from 'ioredis';
import type { DataSource } from 'typeorm';
import { type AppConfig, stravaUrls } from '@lesne/config';
import { STRAVA_OAUTH_URL, stravaApiUrl } from '@lesne/domain';
import { StravaAppStatus } from './strava-app-status';
import { StravaAvailability } from './strava-availability';
import { StravaClient } from './strava-client';
import { StravaRateBudget } from './strava-rate-budget';

/** The client every API and worker copy uses, on the rate budget and the app's status they share in Redis. */
export function createStravaClient(config: AppConfig, redis: Redis): { client: StravaClient; budget: StravaRateBudget; appStatus: StravaAppStatus } {
  const budget = stravaRateBudget(config, redis);
  const appStatus = new StravaAppStatus(redis, config.REDIS_PREFIX);
  const { oauthUrl, apiUrl } = stravaUrls(config);
  const client = new StravaClient(
    { oauthUrl: oauthUrl ?? STRAVA_OAUTH_URL, apiUrl: apiUrl ?? stravaApiUrl, clientId: config.STRAVA_CLIENT_ID, clientSecret: config.STRAVA_CLIENT_SECRET },
    budget,
    appStatus,
  );
  return { client, budget, appStatus };
}

/** The rate budget every API and worker copy shares in Redis. */
export function stravaRateBudget(config: AppConfig, redis: Redis): StravaRateBudget {
  return new StravaRateBudget(redis, config.REDIS_PREFIX, { shortWindowMs: config.STRAVA_RATE_WINDOW_MS });
}

/** Whether Strava takes new connections, from what a client's answers taught the budget and the app's status. */
export function stravaAvailability(config: AppConfig, dataSource: DataSource, seen: { budget: StravaRateBudget; appStatus: StravaAppStatus }): StravaAvailability {
  return new StravaAvailability(dataSource, seen.budget, seen.appStatus, config.STRAVA_ATHLETE_LIMIT);
}
