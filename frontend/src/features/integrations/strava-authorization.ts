import { PATHS, type StravaCodeRequest, type StravaConsent } from '@lesne/contracts';

/**
 * Strava's authorization round trip (docs/architecture.md, "A run recorded on Strava"): we send
 * the user to Strava's authorize page with a random `state`, Strava sends them back to
 * /moje-integracje with that state and either a code and the scopes granted, or
 * `error=access_denied`. The state, kept in this tab's session storage with the consent the user
 * gave before leaving, proves the answer belongs to a connection started here.
 */
const STATE_STORAGE_KEY = 'lesne_wyzwanie_strava_state';

interface Started {
  state: string;
  consent: StravaConsent;
}

/** A new state for one trip to Strava's page: 128 random bits, base64url. */
export function newAuthorizationState(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  return btoa(String.fromCharCode(...bytes)).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
}

/** Strava's authorize page (the API gives it with our client id, redirect and scopes) carrying the state. */
export function authorizationUrl(authorizeUrl: string, state: string): string {
  const url = new URL(authorizeUrl);
  url.searchParams.set('state', state);
  return url.toString();
}

/** Kept as the user leaves for Strava's page, until Strava sends them back. */
export function rememberAuthorization(started: Started, storage: Storage = window.sessionStorage): void {
  storage.setItem(STATE_STORAGE_KEY, JSON.stringify(started));
}

function started(storage: Storage): Started | null {
  try {
    const kept = JSON.parse(storage.getItem(STATE_STORAGE_KEY) ?? 'null') as Started | null;
    return kept && typeof kept.state === 'string' && typeof kept.consent === 'object' ? kept : null;
  } catch {
    return null;
  }
}

/** What Strava's redirect back means. */
export type StravaReturn =
  | { kind: 'code'; request: StravaCodeRequest }
  /** the user did not authorize us on Strava's page */
  | { kind: 'denied' }
  /** a state this tab did not send (another tab, a stale or forged link): nothing is posted */
  | { kind: 'foreign' };

/** Reads a redirect back from Strava; null when the address is not one. */
export function readStravaReturn(params: URLSearchParams, storage: Storage = window.sessionStorage): StravaReturn | null {
  const code = params.get('code');
  if (params.has('error')) return { kind: 'denied' };
  if (!code) return null;
  const expected = started(storage);
  if (!expected || params.get('state') !== expected.state) return { kind: 'foreign' };
  return { kind: 'code', request: { code, scope: params.get('scope') ?? '', consent: expected.consent } };
}

/** Whether the address is Strava's redirect back with a code this tab asked for, which the page will trade for a link. */
export function isStravaCodeReturn(location: { pathname: string; search: string }, storage: Storage = window.sessionStorage): boolean {
  return location.pathname === PATHS.integrations && readStravaReturn(new URLSearchParams(location.search), storage)?.kind === 'code';
}

/** A state answers one redirect only. */
export function forgetAuthorization(storage: Storage = window.sessionStorage): void {
  storage.removeItem(STATE_STORAGE_KEY);
}

/** Leaves for Strava's authorize page. */
export function goToStrava(url: string): void {
  window.location.assign(url);
}
