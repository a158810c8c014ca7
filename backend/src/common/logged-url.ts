import type { FastifyRequest } from 'fastify';
import { PATHS } from '@lesne/contracts';
import { SPA_ROUTE } from '../spa';

/*
 * A request's URL as the request log keeps it: without the keys some URLs carry, decided by the
 * route's pattern, so a new route with such a parameter is covered as it is added. The log lines
 * go wherever the deployment collects them, for years, to people who may not open what the keys
 * open. The metrics label requests by route pattern alone, and error lines carry no URL.
 */

/** Path parameters that are keys: whoever holds one opens a stored document, an office screen, a document's check. */
const KEY_PARAMS: ReadonlySet<string> = new Set(['token', 'code']);

/** The SPA's pages with a key in their path; the SPA's route answers them all (or none, without a built SPA), so no pattern of a route names them. */
const SPA_PAGES_WITH_KEYS = [`${PATHS.officeScreen}/:token`, `${PATHS.verification}/:code`];

/**
 * Routes whose query string carries a credential: Strava's check of our webhook (our verify
 * token), and the SPA's pages, which Strava's OAuth return (`/moje-integracje?code=&state=`) and
 * the mailed links (a password's, a deletion's) open with a code. A URL no route matched is
 * treated alike: nothing read it, and it holds whatever was sent.
 */
const QUERY_WITH_CREDENTIALS: ReadonlySet<string | undefined> = new Set(['/api/v1/strava/webhook', SPA_ROUTE, undefined]);

const REDACTED = '[redacted]';

export function loggedUrl(request: Pick<FastifyRequest, 'url' | 'routeOptions'>): string {
  const route = request.routeOptions.url;
  const queryAt = request.url.indexOf('?');
  const path = queryAt < 0 ? request.url : request.url.slice(0, queryAt);
  const pattern = route === SPA_ROUTE || route === undefined ? SPA_PAGES_WITH_KEYS.find((page) => fits(path, page)) : route;
  const shownPath = pattern ? withoutKeys(path, pattern) : path;
  if (queryAt < 0) return shownPath;
  const query = request.url.slice(queryAt + 1);
  return `${shownPath}?${QUERY_WITH_CREDENTIALS.has(route) ? withoutValues(query) : query}`;
}

/** The path with each key's segment replaced by its parameter's name in the pattern (`/api/v1/documents/:token`). */
function withoutKeys(path: string, pattern: string): string {
  const parts = pattern.split('/');
  return path
    .split('/')
    .map((segment, index) => (parts[index]?.startsWith(':') && KEY_PARAMS.has(parts[index].slice(1)) ? parts[index] : segment))
    .join('/');
}

/** The path has the pattern's segments: its words where the pattern has words. */
function fits(path: string, pattern: string): boolean {
  const segments = path.split('/');
  const parts = pattern.split('/');
  return segments.length === parts.length && parts.every((part, index) => part.startsWith(':') || part === segments[index]);
}

/** The query's names, each value redacted. */
function withoutValues(query: string): string {
  return query
    .split('&')
    .map((pair) => `${pair.split('=')[0]}=${REDACTED}`)
    .join('&');
}
