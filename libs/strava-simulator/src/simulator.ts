import type { StravaWebhookEvent } from '@lesne/contracts';
import { STRAVA_API_HOST_FROM } from '@lesne/domain';
import { BodyTooLargeError, json, redirect, send, SimServer, type SimResponse } from '@lesne/simulator-http';
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { SimActivity, SimActivityInput } from './activities';
import { AuthorizePage } from './authorize-page';
import { randomWorkout } from './auto-record';
import { DemoPage } from './demo-page';
import { badRequest, FAULTS } from './faults';
import { accessTokenOf, readParams } from './http';
import { OAuthEndpoints, type OAuthAction } from './oauth';
import { FIFTEEN_MINUTES_MS, RateLimiter, STRAVA_DEFAULT_LIMITS, type RateLimits } from './rate-limits';
import { StravaApi, type InjectedFault } from './strava-api';
import { TokenStore } from './tokens';
import { WebhookDispatcher } from './webhooks';
import { StravaWorld } from './world';

export interface StravaSimulatorOptions {
  clientId: string;
  clientSecret: string;
  /** [15-minute, daily] per application; default Strava's overall 200,2000 and read 100,1000 */
  limits?: RateLimits;
  /**
   * short window length; default 15 min aligned to :00/:15/:30/:45. Scaled (e.g. 15_000) for the
   * benchmark; the daily window is then 96 short windows, aligned likewise; unscaled it resets at UTC midnight
   */
  shortWindowMs?: number;
  /** spacing of webhook retries (Strava: up to 3 attempts in total); default 120_000 */
  webhookRetryDelayMs?: number;
  /** default 21600 */
  tokenLifetimeSeconds?: number;
  /** demo: every athlete who authorized the app records a run this often */
  autoRecordEveryMs?: number;
  /** the app's Authorization Callback Domain (redirect_uri host); localhost and 127.0.0.1 always pass; default localhost */
  callbackDomain?: string;
  /** shown on the authorize page; default Leśne Wyzwanie */
  applicationName?: string;
  /** the simulator's clock in epoch ms (tests move it to expire tokens, turn rate windows or pass Strava's dates); default Date.now */
  now?: () => number;
  /** athletes connected at once; default 10 (the Standard tier); null: no cap and no capacity headers (Extended Access) */
  athleteCap?: number | null;
  /** default true; false: a Strava that does not serve POST /oauth/revoke (404), whose date is uncertain */
  revokeEndpoint?: boolean;
}

export interface StravaSimulatorStats {
  /** API and OAuth calls (the pages are not counted) */
  requests: number;
  /** 429s answered, real or injected */
  rateLimited: number;
  /** webhook POSTs made, retries and redeliveries included */
  webhookDeliveries: number;
  /** calls by "METHOD /path" as sent, ids written {id}: "GET /api/v3/activities/{id}", on the API host "GET /activities/{id}" */
  byPath: Record<string, number>;
}

const API_PREFIX = '/api/v3';
/** the main address (www.strava.com: OAuth, the pages, and /api/v3 until the API moves) or the API host */
type Host = 'main' | 'api';

/**
 * Strava for development and tests (docs/product.md#strava-api): OAuth with its authorize page, the
 * activity endpoints, push subscriptions with webhook retries, the rate limits, the cap of
 * connected athletes and an app's standing, all in memory; /sim lets a person act as an athlete.
 *
 * Strava moves its API to a host of its own on 2027-01-04 (STRAVA_API_HOST_FROM). Started with
 * startApiHost, the simulator serves the API there without the /api/v3 prefix and, from that
 * day by its clock, answers /api/v3 on its main address 404. Without an API host it goes on
 * serving /api/v3 whatever the date, so development and tests that reach it by STRAVA_BASE_URL
 * keep working after the day: our choice, not Strava's.
 */
export class StravaSimulator {
  private readonly now: () => number;
  private readonly world: StravaWorld;
  private readonly limiter: RateLimiter;
  private readonly webhooks: WebhookDispatcher;
  private readonly api: StravaApi;
  private readonly oauth: OAuthEndpoints;
  private readonly authorizePage: AuthorizePage;
  private readonly demoPage: DemoPage;
  private readonly calls = { requests: 0, rateLimited: 0, byPath: {} as Record<string, number> };
  private injected: { remaining: number; status: InjectedFault } = { remaining: 0, status: 500 };
  private readonly server = new SimServer((request, response) => void this.handle(request, response, 'main'));
  private readonly apiServer = new SimServer((request, response) => void this.handle(request, response, 'api'));
  private autoRecordTimer?: NodeJS.Timeout;

  constructor(private readonly options: StravaSimulatorOptions) {
    this.now = options.now ?? Date.now;
    const app = { clientId: options.clientId, clientSecret: options.clientSecret };
    this.webhooks = new WebhookDispatcher(options.webhookRetryDelayMs ?? 120_000, this.now);
    const tokens = new TokenStore(options.tokenLifetimeSeconds ?? 21_600, () => Math.floor(this.now() / 1000));
    this.world = new StravaWorld(tokens, this.now, (event) => this.webhooks.publish(event));
    if (options.athleteCap !== undefined) this.world.athleteCap = options.athleteCap;
    this.limiter = new RateLimiter(options.limits ?? STRAVA_DEFAULT_LIMITS, options.shortWindowMs ?? FIFTEEN_MINUTES_MS, this.now);
    this.api = new StravaApi(app, this.world, this.limiter, this.webhooks, () => this.takeInjectedFault());
    this.oauth = new OAuthEndpoints(app, this.world, { revokeEndpoint: options.revokeEndpoint ?? true, nowMs: this.now });
    this.authorizePage = new AuthorizePage(
      { clientId: options.clientId, applicationName: options.applicationName ?? 'Leśne Wyzwanie', callbackDomain: options.callbackDomain ?? 'localhost' },
      this.world,
    );
    this.demoPage = new DemoPage(this.world, this.webhooks, this.limiter);
  }

  /** Listens (port 0: any free port) and answers the base URL, e.g. http://127.0.0.1:41234. */
  async start(port?: number, host?: string): Promise<string> {
    const baseUrl = await this.server.start(port, host);
    if (this.options.autoRecordEveryMs) {
      this.autoRecordTimer = setInterval(() => this.recordForEveryConnectedAthlete(), this.options.autoRecordEveryMs);
      this.autoRecordTimer.unref();
    }
    return baseUrl;
  }

  /** Listens as Strava's API host (api-v3.strava.com: the API without /api/v3) and answers its base URL. */
  startApiHost(port?: number, host?: string): Promise<string> {
    return this.apiServer.start(port, host);
  }

  async stop(): Promise<void> {
    clearInterval(this.autoRecordTimer);
    this.webhooks.stop();
    await Promise.all([this.server.stop(), this.apiServer.stop()]);
    await this.webhooks.settled();
  }

  get url(): string {
    return this.server.url;
  }

  /** The API host's base URL once startApiHost has run, else ''. */
  get apiUrl(): string {
    return this.apiServer.url;
  }

  createAthlete(input?: { firstname?: string; lastname?: string }): { id: number; firstname: string; lastname: string } {
    const { id, firstname, lastname } = this.world.createAthlete(input);
    return { id, firstname, lastname };
  }

  /** As if the athlete ticked exactly these scopes on the authorize page; answers a single-use code. Past the cap it throws AthleteCapReached. */
  authorize(athleteId: number, scope: string): string {
    return this.world.authorize(athleteId, scope);
  }

  /** Sends a 'create' webhook when the app may see it. */
  recordActivity(athleteId: number, input?: SimActivityInput): SimActivity {
    return this.world.recordActivity(athleteId, input);
  }

  /** Sends 'update' with updates {title|type|private} as strings (or delete/create when privacy hides it from the grant). */
  updateActivity(activityId: number, patch: SimActivityInput): SimActivity {
    return this.world.updateActivity(activityId, patch);
  }

  /** Strava flags (or clears) the activity as suspicious; no webhook tells the app. */
  flagActivity(activityId: number, flagged = true): SimActivity {
    return this.world.flagActivity(activityId, flagged);
  }

  /** Sends 'delete'. */
  deleteActivity(activityId: number): void {
    this.world.deleteActivity(activityId);
  }

  /** Strava side deauthorization: tokens die, athlete event {"authorized":"false"} is sent. */
  deauthorize(athleteId: number): void {
    this.world.deauthorize(athleteId);
  }

  /** Test helper: the app's cap of connected athletes from now on (null: none); athletes over a lowered cap stay connected. */
  setAthleteCap(cap: number | null): void {
    this.world.athleteCap = cap;
  }

  /** Test helper: the owner's subscription lapses (true) or is paid again; while inactive every API and OAuth call answers 403. */
  setAppInactive(inactive: boolean): void {
    this.world.appInactive = inactive;
  }

  /** Athletes who have authorized the app and not deauthorized it since. */
  get connectedAthletes(): number {
    return this.world.grants.size;
  }

  /** Test helper: the athlete's current access token expires now. */
  expireAccessToken(athleteId: number): void {
    this.world.tokens.expireAccessTokens(athleteId);
  }

  /** Fault injection: the next n athlete data calls (not push_subscriptions, not OAuth) answer this status. */
  failNext(n: number, status: 429 | 500 | 503): void {
    this.injected = { remaining: n, status };
  }

  /** What the product did to Strava. */
  get stats(): StravaSimulatorStats {
    return { ...this.calls, byPath: { ...this.calls.byPath }, webhookDeliveries: this.webhooks.attemptsMade };
  }

  usage(): RateLimits {
    return this.limiter.usage();
  }

  /** Re-sends a past webhook event (duplicate delivery tests); resolves when it is acknowledged or given up. */
  redeliver(eventIndex: number): Promise<void> {
    return this.webhooks.redeliver(eventIndex);
  }

  /** Every webhook event sent, in order (each once, however many attempts it took). */
  get deliveredEvents(): StravaWebhookEvent[] {
    return this.webhooks.deliveries.map((delivery) => delivery.event);
  }

  /** Resolves once every webhook delivery has been acknowledged or given up (retries included). */
  webhooksSettled(): Promise<void> {
    return this.webhooks.settled();
  }

  private takeInjectedFault(): InjectedFault | undefined {
    if (this.injected.remaining <= 0) return undefined;
    this.injected.remaining -= 1;
    return this.injected.status;
  }

  private recordForEveryConnectedAthlete(): void {
    for (const athleteId of this.world.grants.keys()) this.world.recordActivity(athleteId, randomWorkout());
  }

  private async handle(request: IncomingMessage, response: ServerResponse, host: Host): Promise<void> {
    let answer: SimResponse;
    try {
      const url = new URL(request.url ?? '/', 'http://simulator');
      answer = await this.route(request, url.pathname, await readParams(request, url), host);
    } catch (error) {
      answer =
        error instanceof BodyTooLargeError
          ? json(413, badRequest('Request', 'body', 'too large'))
          : error instanceof SyntaxError
            ? json(400, badRequest('Request', 'body', 'invalid'))
            : json(500, { message: 'Internal Server Error', errors: [] });
    }
    if (answer.status === 429) this.calls.rateLimited += 1;
    if (!response.destroyed) send(response, answer);
  }

  private async route(request: IncomingMessage, path: string, params: URLSearchParams, host: Host): Promise<SimResponse> {
    const method = request.method ?? 'GET';
    if (host === 'api') return this.apiCall(request, method, path, path, params);
    const onApiPath = path.startsWith(`${API_PREFIX}/`);
    if (onApiPath && this.apiMoved()) {
      this.countCall(method, path);
      return json(404, FAULTS.unknownPath);
    }
    const oauthAction = /^(?:\/api\/v3)?\/oauth\/(token|deauthorize|revoke)$/.exec(path)?.[1] as OAuthAction | undefined;
    if (oauthAction && method === 'POST') {
      this.countCall(method, path);
      return this.oauth.handle(oauthAction, { params, authorization: request.headers.authorization, accessToken: accessTokenOf(request, params) });
    }
    if (onApiPath) return this.apiCall(request, method, path, path.slice(API_PREFIX.length), params);
    if (path === '/oauth/authorize' || path === '/oauth/mobile/authorize') return method === 'POST' ? this.authorizePage.submit(params) : this.authorizePage.show(params);
    if (path === '/' && method === 'GET') return redirect('/sim');
    if (path === '/sim' && method === 'GET') return this.demoPage.show();
    if (path.startsWith('/sim/') && method === 'POST') return this.demoPage.submit(path, params);
    return json(404, FAULTS.unknownPath);
  }

  private apiCall(request: IncomingMessage, method: string, path: string, apiPath: string, params: URLSearchParams): Promise<SimResponse> {
    this.countCall(method, path);
    return this.api.handle({ method, path: apiPath, params, accessToken: accessTokenOf(request, params) });
  }

  /** Whether the API has left /api/v3 for the API host: only a simulator with one, and only from Strava's day. */
  private apiMoved(): boolean {
    return this.apiUrl !== '' && this.now() >= STRAVA_API_HOST_FROM.getTime();
  }

  private countCall(method: string, path: string): void {
    const key = `${method} ${path.replace(/\/\d+(?=\/|$)/g, '/{id}')}`;
    this.calls.requests += 1;
    this.calls.byPath[key] = (this.calls.byPath[key] ?? 0) + 1;
  }
}
