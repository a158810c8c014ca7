import type { StravaCapacity } from '@lesne/domain';
import { newActivity, patchActivity, legacyType, type SimActivity, type SimActivityInput } from './activities';
import { defaultName, type SimAthlete } from './athletes';
import { grantedScopes, parseScopes, readsActivities, readsOnlyYouActivities, type StravaScope } from './scopes';
import type { TokenStore } from './tokens';
import type { WebhookEventDraft } from './webhooks';

/** A Standard-tier app may have this many athletes connected at once. */
export const STANDARD_TIER_ATHLETE_CAP = 10;

/** Strava's refusal to connect one athlete more than the app's tier allows. */
export class AthleteCapReached extends Error {
  constructor(readonly cap: number) {
    super(`Limit of connected athletes exceeded: the app may connect ${cap}`);
  }
}

/** Ids start somewhere random, so several simulators feeding one database don't meet. */
const randomIdBase = (from: number, span: number) => from + Math.floor(Math.random() * span);

/**
 * Strava's side of things: athletes, what they recorded and what they granted the app, the
 * app's standing, and the webhook events each change makes (docs/product.md#strava-webhooks).
 */
export class StravaWorld {
  readonly athletes = new Map<number, SimAthlete>();
  readonly activities = new Map<number, SimActivity>();
  /** each athlete's current authorization of the app */
  readonly grants = new Map<number, StravaScope[]>();
  /** how many athletes may be connected at once; null: no cap (Extended Access) */
  athleteCap: number | null = STANDARD_TIER_ATHLETE_CAP;
  /** the owner has no subscription: Strava refuses every call of the app */
  appInactive = false;
  private nextAthleteId = randomIdBase(10_000_000, 80_000_000);
  private nextActivityId = randomIdBase(10_000_000_000, 80_000_000_000);

  constructor(
    readonly tokens: TokenStore,
    private readonly nowMs: () => number,
    private readonly emit: (event: WebhookEventDraft) => void,
  ) {}

  createAthlete(input: { firstname?: string; lastname?: string } = {}): SimAthlete {
    const id = this.nextAthleteId++;
    const name = defaultName(id);
    const athlete = { id, firstname: input.firstname?.trim() || name.firstname, lastname: input.lastname?.trim() || name.lastname, createdAt: new Date(this.nowMs()).toISOString() };
    this.athletes.set(id, athlete);
    return athlete;
  }

  athlete(athleteId: number): SimAthlete {
    const athlete = this.athletes.get(athleteId);
    if (!athlete) throw new Error(`no simulated athlete ${athleteId}`);
    return athlete;
  }

  /**
   * The athlete grants the app these scopes (plus read) and gets a code for it; one more athlete
   * than the cap is refused (AthleteCapReached), one already connected may authorize again.
   */
  authorize(athleteId: number, scope: string): string {
    this.athlete(athleteId);
    const ticked = parseScopes(scope);
    if (!ticked) throw new Error(`unknown Strava scope in "${scope}"`);
    if (this.athleteCap !== null && !this.grants.has(athleteId) && this.grants.size >= this.athleteCap) throw new AthleteCapReached(this.athleteCap);
    const scopes = grantedScopes(ticked);
    this.grants.set(athleteId, scopes);
    return this.tokens.issueCode({ athleteId, scopes });
  }

  deauthorize(athleteId: number): void {
    this.athlete(athleteId);
    this.tokens.revoke(athleteId);
    if (!this.grants.delete(athleteId)) return;
    this.emit({ object_type: 'athlete', object_id: athleteId, aspect_type: 'update', owner_id: athleteId, updates: { authorized: 'false' } });
  }

  recordActivity(athleteId: number, input: SimActivityInput = {}): SimActivity {
    this.athlete(athleteId);
    const activity = newActivity(this.nextActivityId++, athleteId, input, this.nowMs());
    this.activities.set(activity.id, activity);
    if (this.appSees(activity)) this.emitActivity(activity, 'create');
    return { ...activity };
  }

  /**
   * Title, type and privacy changes are announced; an edit of nothing else is announced with
   * empty updates (the app should fetch the activity on any update). Without activity:read_all
   * going Only You looks like a delete and coming back like a create.
   */
  updateActivity(activityId: number, patch: SimActivityInput): SimActivity {
    const before = this.activity(activityId);
    const after = patchActivity(before, patch);
    this.activities.set(activityId, after);
    const [sawBefore, seesAfter] = [this.appSees(before), this.appSees(after)];
    if (sawBefore && !seesAfter) this.emitActivity(after, 'delete');
    else if (!sawBefore && seesAfter) this.emitActivity(after, 'create');
    else if (seesAfter && JSON.stringify(before) !== JSON.stringify(after)) this.emitActivity(after, 'update', announcedChanges(before, after));
    return { ...after };
  }

  /** Strava's own judgement, not the athlete's edit: no webhook announces it (flags are not among the triggers). */
  flagActivity(activityId: number, flagged: boolean): SimActivity {
    const flaggedActivity = { ...this.activity(activityId), flagged };
    this.activities.set(activityId, flaggedActivity);
    return { ...flaggedActivity };
  }

  /** Connected athletes against the cap, as Strava reports them in headers; null without a cap. */
  capacity(): StravaCapacity | null {
    return this.athleteCap === null ? null : { limit: this.athleteCap, usage: this.grants.size };
  }

  deleteActivity(activityId: number): void {
    const activity = this.activity(activityId);
    this.activities.delete(activityId);
    if (this.appSees(activity)) this.emitActivity(activity, 'delete');
  }

  activity(activityId: number): SimActivity {
    const activity = this.activities.get(activityId);
    if (!activity) throw new Error(`no simulated activity ${activityId}`);
    return activity;
  }

  /** The athlete's activities, newest first. */
  activitiesOf(athleteId: number): SimActivity[] {
    return [...this.activities.values()].filter((activity) => activity.athleteId === athleteId).sort((a, b) => b.start_date.localeCompare(a.start_date) || b.id - a.id);
  }

  /** Whether the app's grant lets it hear of (and read) this activity. */
  private appSees(activity: SimActivity): boolean {
    const scopes = this.grants.get(activity.athleteId);
    return !!scopes && readsActivities(scopes) && (!activity.private || readsOnlyYouActivities(scopes));
  }

  private emitActivity(activity: SimActivity, aspect: 'create' | 'update' | 'delete', updates: Record<string, string> = {}): void {
    this.emit({ object_type: 'activity', object_id: activity.id, aspect_type: aspect, owner_id: activity.athleteId, updates });
  }
}

function announcedChanges(before: SimActivity, after: SimActivity): Record<string, string> {
  const updates: Record<string, string> = {};
  if (before.name !== after.name) updates.title = after.name;
  if (before.sport_type !== after.sport_type) updates.type = legacyType(after.sport_type);
  // the only privacy key Strava's events are known to carry; a change to or from followers_only is announced with it too
  if (before.visibility !== after.visibility) updates.private = String(after.private);
  return updates;
}
