import { STRAVA_REQUESTED_SCOPE } from '@lesne/contracts';
import { stravaServesDeauthorize } from '@lesne/domain';
import { describeFault, StravaError, type StravaErrorKind } from './strava-error';
import type { StravaAppStatus } from './strava-app-status';
import type { StravaCallKind, StravaRateBudget } from './strava-rate-budget';
import type { StravaActivitySummary, StravaAthleteSummary } from './strava-types';

export interface StravaClientOptions {
  /** where OAuth is: https://www.strava.com, or the simulator's address */
  oauthUrl: string;
  /**
   * where the API is, e.g. https://www.strava.com/api/v3; or the address at the time of a call,
   * for Strava's own, which moves on 2027-01-04 (stravaApiUrl, libs/domain)
   */
  apiUrl: string | ((now: Date) => string);
  clientId: string;
  clientSecret: string;
  /** the clock that picks the API's address and the way to revoke; default the system's */
  now?: () => Date;
}

export interface StravaGrant {
  accessToken: string;
  refreshToken: string;
  expiresAt: Date;
  /** the granted scopes, comma-separated, when Strava's answer says them (it is not known to: the redirect does) */
  scope?: string;
}

interface TokenAnswer {
  access_token: string;
  refresh_token: string;
  /** epoch seconds */
  expires_at: number;
  scope?: unknown;
  athlete?: StravaAthleteSummary;
}

interface StravaCall {
  method: 'GET' | 'POST' | 'DELETE';
  /** Strava's OAuth (www.strava.com) or its API, each at its own address */
  host: 'oauth' | 'api';
  path: string;
  accessToken?: string;
  /** the app's client id and secret as HTTP Basic credentials */
  basicAuth?: boolean;
  query?: Record<string, string | number | undefined>;
  form?: Record<string, string>;
  /** which of the app's rate limits the call counts against; null for OAuth, which Strava does not count */
  budget: StravaCallKind | null;
}

const REQUEST_TIMEOUT_MS = 10_000;
/** when to try again after Strava failed without saying when */
const UNAVAILABLE_BACKOFF_MS = 60_000;
/**
 * when to try again after Strava refused our inactive app: renewing the owner's subscription is
 * an operator's errand of hours, and a call a minute would only fill the log meanwhile
 */
const APP_INACTIVE_BACKOFF_MS = 60 * 60_000;

/** The one place that talks HTTP to Strava (docs/product.md#strava-api): every API call inside the app's shared rate budget. */
export class StravaClient {
  private readonly oauthUrl: string;
  private readonly apiUrlAt: (now: Date) => string;
  private readonly now: () => Date;

  constructor(
    private readonly options: StravaClientOptions,
    private readonly budget: StravaRateBudget,
    /** told of every answer: whether Strava refuses our app as a whole */
    private readonly appStatus?: StravaAppStatus,
  ) {
    this.oauthUrl = withoutTrailingSlash(options.oauthUrl);
    const { apiUrl } = options;
    this.apiUrlAt = typeof apiUrl === 'string' ? () => withoutTrailingSlash(apiUrl) : apiUrl;
    this.now = options.now ?? (() => new Date());
  }

  /** Strava's consent page; the caller adds `state`. */
  authorizeUrl(redirectUri: string): string {
    const query = new URLSearchParams({
      client_id: this.options.clientId,
      redirect_uri: redirectUri,
      response_type: 'code',
      approval_prompt: 'force',
      scope: STRAVA_REQUESTED_SCOPE,
    });
    return `${this.oauthUrl}/oauth/authorize?${query}`;
  }

  /** Trades the single-use code from the redirect for the user's tokens; a used or unknown code is 'badRequest'. */
  async exchangeCode(code: string): Promise<StravaGrant & { athlete: StravaAthleteSummary }> {
    const answer = await this.tokenCall({ grant_type: 'authorization_code', code });
    if (!answer.athlete) throw new StravaError('unavailable', 200, 'Strava answered a code exchange without the athlete', this.backoff());
    const { id, firstname, lastname } = answer.athlete;
    return { ...grantOf(answer), athlete: { id, firstname, lastname } };
  }

  /**
   * New tokens for a refresh token. The refresh token may rotate, and then the old one is dead at
   * once: keep the answer's refresh token. A dead refresh token is 'unauthorized'.
   */
  async refresh(refreshToken: string): Promise<StravaGrant> {
    return grantOf(await this.tokenCall({ grant_type: 'refresh_token', refresh_token: refreshToken }));
  }

  /**
   * Ends the athlete's grant of our app, every token of it. The refresh token is what is revoked:
   * for a refresh token OAuth's revocation (RFC 7009) ends the whole grant, for an access token
   * it only may, and the refresh token lives on after the access token's 6 hours. Where Strava
   * answers /oauth/revoke 404 before 2027-06-01, /oauth/deauthorize with the access token does
   * it instead. A grant already gone counts as done.
   */
  async revoke(tokens: Pick<StravaGrant, 'accessToken' | 'refreshToken'>): Promise<void> {
    const form = { token: tokens.refreshToken, token_type_hint: 'refresh_token' };
    try {
      await this.call({ method: 'POST', host: 'oauth', path: '/oauth/revoke', basicAuth: true, form, budget: null });
    } catch (error) {
      if (grantGone(error)) return;
      if (!(error instanceof StravaError && error.kind === 'notFound' && stravaServesDeauthorize(this.now()))) throw error;
      await this.deauthorize(tokens.accessToken);
    }
    // the athlete's place is free now; OAuth answers carry no capacity, so the last report learns it here
    await this.budget.placeFreed().catch(() => undefined);
  }

  /** One page of the athlete's activities, newest first; `after`/`before` in epoch seconds. Iterate until an empty page. */
  async listActivities(accessToken: string, query: { after?: number; before?: number; page: number; perPage: number }): Promise<StravaActivitySummary[]> {
    return (await this.call({
      method: 'GET',
      host: 'api',
      path: '/athlete/activities',
      accessToken,
      query: { after: query.after, before: query.before, page: query.page, per_page: query.perPage },
      budget: 'read',
    })) as StravaActivitySummary[];
  }

  /** One of the athlete's activities; null when Strava has no such activity (deleted). */
  async getActivity(accessToken: string, id: string | number): Promise<StravaActivitySummary | null> {
    try {
      return (await this.call({ method: 'GET', host: 'api', path: `/activities/${encodeURIComponent(String(id))}`, accessToken, budget: 'read' })) as StravaActivitySummary;
    } catch (error) {
      if (error instanceof StravaError && error.kind === 'notFound') return null;
      throw error;
    }
  }

  async listSubscriptions(): Promise<Array<{ id: number; callback_url: string }>> {
    const subscriptions = (await this.call({ method: 'GET', host: 'api', path: '/push_subscriptions', query: this.appCredentials(), budget: 'read' })) as Array<{
      id: number;
      callback_url: string;
    }>;
    return subscriptions.map(({ id, callback_url }) => ({ id, callback_url }));
  }

  /** Strava checks the callback (GET with hub.challenge, answered within 2 s) before it answers. */
  async createSubscription(callbackUrl: string, verifyToken: string): Promise<{ id: number }> {
    const created = (await this.call({
      method: 'POST',
      host: 'api',
      path: '/push_subscriptions',
      form: { ...this.appCredentials(), callback_url: callbackUrl, verify_token: verifyToken },
      budget: 'read',
    })) as { id: number };
    return { id: created.id };
  }

  async deleteSubscription(id: number): Promise<void> {
    await this.call({ method: 'DELETE', host: 'api', path: `/push_subscriptions/${id}`, query: this.appCredentials(), budget: 'read' });
  }

  /** The way to revoke before /oauth/revoke; every token of the athlete dies. */
  private async deauthorize(accessToken: string): Promise<void> {
    try {
      await this.call({ method: 'POST', host: 'oauth', path: '/oauth/deauthorize', accessToken, budget: null });
    } catch (error) {
      if (!grantGone(error)) throw error;
    }
  }

  private appCredentials(): Record<string, string> {
    return { client_id: this.options.clientId, client_secret: this.options.clientSecret };
  }

  private async tokenCall(grant: Record<string, string>): Promise<TokenAnswer> {
    return (await this.call({ method: 'POST', host: 'oauth', path: '/oauth/token', form: { ...this.appCredentials(), ...grant }, budget: null })) as TokenAnswer;
  }

  private async call(call: StravaCall): Promise<unknown> {
    if (call.budget) await this.budget.reserve(call.budget);
    const query = new URLSearchParams();
    for (const [name, value] of Object.entries(call.query ?? {})) if (value !== undefined) query.set(name, String(value));
    const headers: Record<string, string> = { accept: 'application/json' };
    if (call.accessToken) headers.authorization = `Bearer ${call.accessToken}`;
    if (call.basicAuth) headers.authorization = `Basic ${Buffer.from(`${this.options.clientId}:${this.options.clientSecret}`).toString('base64')}`;
    const base = call.host === 'oauth' ? this.oauthUrl : this.apiUrlAt(this.now());
    let response: Response;
    let body: unknown;
    try {
      response = await fetch(`${base}${call.path}${query.size ? `?${query}` : ''}`, {
        method: call.method,
        headers,
        body: call.form ? new URLSearchParams(call.form) : undefined,
        signal: AbortSignal.timeout(REQUEST_TIMEOUT_MS),
      });
      body = await readBody(response);
    } catch (error) {
      throw new StravaError('unavailable', 0, `Strava did not answer ${call.method} ${call.path}: ${(error as Error).message}`, this.backoff());
    }
    // The answer outweighs the bookkeeping (a refresh's rotated token must reach its caller); reserve already counted the call.
    await this.budget.record(response.headers).catch(() => undefined);
    const fault = response.ok ? null : describeFault(response.status, body);
    await (fault?.kind === 'appInactive' ? this.appStatus?.refused() : this.appStatus?.answered())?.catch(() => undefined);
    if (response.ok && typeof body !== 'string') return body;
    if (!fault) throw new StravaError('unavailable', response.status, `Strava's answer to ${call.method} ${call.path} is not JSON`, this.backoff());
    const { kind, message } = fault;
    if (kind === 'rateLimited') throw new StravaError(kind, response.status, message, await this.budget.refused(call.budget ?? 'read', response.headers));
    throw new StravaError(kind, response.status, message, this.retryAt(kind, response.headers.get('retry-after')));
  }

  private retryAt(kind: StravaErrorKind, retryAfter: string | null): Date | null {
    if (kind === 'unavailable') return this.backoff(retryAfter);
    return kind === 'appInactive' ? new Date(Date.now() + APP_INACTIVE_BACKOFF_MS) : null;
  }

  private backoff(retryAfter?: string | null): Date {
    const seconds = Number(retryAfter);
    return new Date(Date.now() + (retryAfter && Number.isFinite(seconds) && seconds > 0 ? seconds * 1000 : UNAVAILABLE_BACKOFF_MS));
  }
}

function grantOf(answer: TokenAnswer): StravaGrant {
  const grant = { accessToken: answer.access_token, refreshToken: answer.refresh_token, expiresAt: new Date(answer.expires_at * 1000) };
  return typeof answer.scope === 'string' ? { ...grant, scope: answer.scope } : grant;
}

/** A token Strava no longer knows: the grant is already gone. */
function grantGone(error: unknown): boolean {
  return error instanceof StravaError && error.kind === 'unauthorized';
}

const withoutTrailingSlash = (url: string) => url.replace(/\/+$/, '');

/** JSON when there is a body; a body that is not JSON (a proxy's error page) as its text. */
async function readBody(response: Response): Promise<unknown> {
  const text = await response.text();
  if (!text) return null;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return text;
  }
}
