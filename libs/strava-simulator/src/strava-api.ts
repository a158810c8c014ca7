import { STRAVA_CAPACITY_HEADERS } from '@lesne/domain';
import { json, type SimResponse } from '@lesne/simulator-http';
import { detailedActivity, summaryActivity } from './activities';
import { summaryAthlete } from './athletes';
import { refuseClient, type ClientCredentials } from './client-check';
import { badRequest, FAULTS, SERVER_FAULTS } from './faults';
import type { RateLimiter } from './rate-limits';
import { readsActivities, readsOnlyYouActivities } from './scopes';
import type { Grant } from './tokens';
import type { WebhookDispatcher } from './webhooks';
import type { StravaWorld } from './world';

export type InjectedFault = 429 | 500 | 503;

export interface ApiRequest {
  method: string;
  /** below /api/v3 (on the API host: the path itself), e.g. /athlete/activities */
  path: string;
  params: URLSearchParams;
  accessToken?: string;
}

const DEFAULT_PER_PAGE = 30;
const MAX_PER_PAGE = 200;
const MAX_CALLBACK_URL_LENGTH = 255;
/** An `after` this large is a date in milliseconds (year 5138 in seconds). */
const MILLISECONDS_LOOKING = 1e11;

/**
 * The API (/api/v3, or the API host): the athlete data the import reads and the push
 * subscriptions, all counted against the rate limits, each answer with the rate and capacity
 * headers. An inactive app is refused before anything is counted.
 */
export class StravaApi {
  constructor(
    private readonly app: ClientCredentials,
    private readonly world: StravaWorld,
    private readonly limiter: RateLimiter,
    private readonly webhooks: WebhookDispatcher,
    /** the fault the next athlete data call answers, if one was injected */
    private readonly takeInjectedFault: () => InjectedFault | undefined,
  ) {}

  async handle(request: ApiRequest): Promise<SimResponse> {
    const answer = this.world.appInactive ? json(403, FAULTS.applicationInactive) : await this.counted(request);
    return { ...answer, headers: { ...answer.headers, ...this.limiter.headers(), ...this.capacityHeaders() } };
  }

  private async counted(request: ApiRequest): Promise<SimResponse> {
    const overLimit = this.limiter.count(request.method === 'GET');
    const injected = isSubscriptionPath(request.path) ? undefined : this.takeInjectedFault();
    if (injected) return json(injected, injected === 429 ? FAULTS.rateLimitExceeded : SERVER_FAULTS[injected]);
    return overLimit ? json(429, FAULTS.rateLimitExceeded) : this.route(request);
  }

  private capacityHeaders(): Record<string, string> {
    const capacity = this.world.capacity();
    return capacity ? { [STRAVA_CAPACITY_HEADERS.limit]: String(capacity.limit), [STRAVA_CAPACITY_HEADERS.usage]: String(capacity.usage) } : {};
  }

  private async route({ method, path, params, accessToken }: ApiRequest): Promise<SimResponse> {
    const activityId = /^\/activities\/([^/]+)$/.exec(path)?.[1];
    const subscriptionId = /^\/push_subscriptions\/([^/]+)$/.exec(path)?.[1];
    if (method === 'GET' && path === '/athlete') return this.withGrant(accessToken, (grant) => json(200, summaryAthlete(this.world.athlete(grant.athleteId))));
    if (method === 'GET' && path === '/athlete/activities') return this.withActivityGrant(accessToken, (grant) => this.listActivities(grant, params));
    if (method === 'GET' && activityId) return this.withActivityGrant(accessToken, (grant) => this.activityDetail(grant, activityId));
    if (method === 'POST' && path === '/push_subscriptions') return this.subscribe(params);
    if (method === 'GET' && path === '/push_subscriptions') return this.listSubscriptions(params);
    if (method === 'DELETE' && subscriptionId) return this.unsubscribe(params, subscriptionId);
    return json(404, FAULTS.unknownPath);
  }

  private withGrant(accessToken: string | undefined, answer: (grant: Grant) => SimResponse): SimResponse {
    const grant = accessToken ? this.world.tokens.bearer(accessToken) : undefined;
    return grant ? answer(grant) : json(401, FAULTS.invalidAccessToken);
  }

  private withActivityGrant(accessToken: string | undefined, answer: (grant: Grant) => SimResponse): SimResponse {
    return this.withGrant(accessToken, (grant) => (readsActivities(grant.scopes) ? answer(grant) : json(401, FAULTS.missingActivityScope)));
  }

  /**
   * Newest first. The page is cut before Only You activities are hidden from a token without
   * activity:read_all, so such a page can be short without being the last, as on Strava.
   */
  private listActivities(grant: Grant, params: URLSearchParams): SimResponse {
    const numbers: Record<'before' | 'after' | 'page' | 'per_page', number | undefined> = { before: undefined, after: undefined, page: undefined, per_page: undefined };
    for (const name of Object.keys(numbers) as (keyof typeof numbers)[]) {
      const raw = params.get(name);
      if (raw === null || raw === '') continue;
      if (!/^\d+$/.test(raw)) return json(400, badRequest('Application', name, 'invalid'));
      numbers[name] = Number(raw);
    }
    const { before, after } = numbers;
    if (after !== undefined && after >= MILLISECONDS_LOOKING) return json(400, FAULTS.afterInTheFuture);
    const page = Math.max(1, numbers.page ?? 1);
    const perPage = Math.min(MAX_PER_PAGE, Math.max(1, numbers.per_page ?? DEFAULT_PER_PAGE));
    const seconds = (date: string) => Date.parse(date) / 1000;
    const listed = this.world
      .activitiesOf(grant.athleteId)
      .filter((activity) => (before === undefined || seconds(activity.start_date) < before) && (after === undefined || seconds(activity.start_date) > after))
      .slice((page - 1) * perPage, page * perPage)
      .filter((activity) => !activity.private || readsOnlyYouActivities(grant.scopes));
    return json(200, listed.map(summaryActivity));
  }

  private activityDetail(grant: Grant, id: string): SimResponse {
    const activity = this.world.activities.get(Number(id));
    const readable = activity && activity.athleteId === grant.athleteId && (!activity.private || readsOnlyYouActivities(grant.scopes));
    return readable ? json(200, detailedActivity(activity)) : json(404, FAULTS.activityNotFound);
  }

  private async subscribe(params: URLSearchParams): Promise<SimResponse> {
    const refused = this.refuseClient(params);
    if (refused) return refused;
    const callbackUrl = params.get('callback_url') ?? '';
    if (!isHttpUrl(callbackUrl) || callbackUrl.length > MAX_CALLBACK_URL_LENGTH) return json(400, badRequest('PushSubscription', 'callback url', 'invalid'));
    const verifyToken = params.get('verify_token');
    if (!verifyToken) return json(400, badRequest('PushSubscription', 'verify token', 'missing'));
    if (this.webhooks.subscription) return json(400, FAULTS.subscriptionExists);
    if (!(await this.webhooks.verifyCallback(callbackUrl, verifyToken))) return json(400, FAULTS.callbackNotVerifiable);
    if (this.webhooks.subscription) return json(400, FAULTS.subscriptionExists);
    return json(201, { id: this.webhooks.subscribe(Number(this.app.clientId), callbackUrl).id });
  }

  private listSubscriptions(params: URLSearchParams): SimResponse {
    return this.refuseClient(params) ?? json(200, this.webhooks.subscription ? [this.webhooks.subscription] : []);
  }

  private unsubscribe(params: URLSearchParams, id: string): SimResponse {
    return this.refuseClient(params) ?? (this.webhooks.unsubscribe(Number(id)) ? { status: 204 } : json(404, FAULTS.subscriptionNotFound));
  }

  private refuseClient(params: URLSearchParams): SimResponse | undefined {
    return refuseClient(this.app, params.get('client_id'), params.get('client_secret'));
  }
}

const isSubscriptionPath = (path: string) => path.startsWith('/push_subscriptions');

function isHttpUrl(value: string): boolean {
  try {
    return ['http:', 'https:'].includes(new URL(value).protocol);
  } catch {
    return false;
  }
}
