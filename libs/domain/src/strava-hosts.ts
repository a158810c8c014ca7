/** Where Strava's OAuth is (the authorize page, tokens, revoke), before and after the API moves. */
export const STRAVA_OAUTH_URL = 'https://www.strava.com';
/** Strava's API until it moves to a host of its own. */
export const STRAVA_API_URL_BEFORE_SPLIT = 'https://www.strava.com/api/v3';
/** Strava's API host of its own, without the /api/v3 prefix. */
export const STRAVA_API_HOST_URL = 'https://api-v3.strava.com';
/**
 * When the API moves to STRAVA_API_HOST_URL. Strava gives a day, not an hour: we take its UTC
 * midnight. The new host did not resolve months before, so nothing switches earlier.
 */
export const STRAVA_API_HOST_FROM = new Date('2027-01-04T00:00:00Z');
/** From this day (UTC midnight) Strava no longer serves POST /oauth/deauthorize; /oauth/revoke replaces it. */
export const STRAVA_DEAUTHORIZE_UNTIL = new Date('2027-06-01T00:00:00Z');

/**
 * Strava's API address at `now`: a running process moves to the API host by itself on the day.
 * Strava's own addresses unless told others (the simulator's, in tests).
 */
export function stravaApiUrl(now: Date, addresses = { beforeSplit: STRAVA_API_URL_BEFORE_SPLIT, apiHost: STRAVA_API_HOST_URL }): string {
  return now < STRAVA_API_HOST_FROM ? addresses.beforeSplit : addresses.apiHost;
}

export function stravaServesDeauthorize(now: Date): boolean {
  return now < STRAVA_DEAUTHORIZE_UNTIL;
}
