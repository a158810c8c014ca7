/** What the user granted when connecting Strava: 'full' includes activity:read_all (Only You activities too). */
export const STRAVA_ACCESS_TYPES = ['full', 'restricted'] as const;
export type StravaAccessType = (typeof STRAVA_ACCESS_TYPES)[number];

/** The scopes the app asks for (docs/product.md#my-integrations). */
export const STRAVA_REQUESTED_SCOPE = 'read,activity:read_all';

/**
 * What becomes of a user's results from Strava when their link ends (they disconnect, revoke us
 * at Strava, or delete their account): either they stay as anonymous trees, with no Strava id,
 * time, sport or km, or they leave the totals. The user chooses before connecting.
 */
export const STRAVA_RESULTS_ON_DISCONNECT = ['keepAnonymous', 'remove'] as const;
export type StravaResultsOnDisconnect = (typeof STRAVA_RESULTS_ON_DISCONNECT)[number];

/**
 * The version of the text the connect screen shows before Strava's page (what is imported, who
 * sees what, what a disconnect does). A consent is recorded with the version its user read, so a
 * new text gets a new version.
 */
export const STRAVA_CONSENT_VERSION = '2026-11-27';

/** A user's consent to connecting Strava, as given on the connect screen. */
export interface StravaConsent {
  /** STRAVA_CONSENT_VERSION of the text the user read */
  version: string;
  onDisconnect: StravaResultsOnDisconnect;
}

/** Why nobody can connect Strava now: Strava refuses our app (its owner's subscription lapsed), or every place of its tier is taken. */
export type StravaConnectBlock = 'appInactive' | 'athleteCap';

/** GET /api/v1/strava: the signed-in user's connection and where to start one. */
export interface StravaStatusResponse {
  /** Strava's authorize page with client_id, redirect_uri, scope and approval_prompt=force; the SPA adds `state` */
  authorizeUrl: string;
  /** whether a new connection can be made now (Strava's own page would refuse it past the app's places), and the places */
  connect: { blocked: StravaConnectBlock | null; places: { taken: number; limit: number } };
  /** consent null: connected before the consent was asked for (a disconnect then keeps the trees, anonymous) */
  connection: { athleteId: string; accessType: StravaAccessType; connectedAt: string; consent: StravaConsent | null } | null;
  /** when Strava ended the user's last link (the athlete withdrew our access there); null while connected or when they ended it themselves */
  revokedAt: string | null;
}

/** POST /api/v1/strava/code: the query Strava redirected back with, and the consent given before leaving for Strava. */
export interface StravaCodeRequest {
  code: string;
  /** the granted scopes, comma-separated, as Strava wrote them in the redirect */
  scope: string;
  consent: StravaConsent;
}

export interface StravaCodeResponse {
  athleteId: string;
  accessType: StravaAccessType;
}

/** POST /api/v1/user/stravaUpdate: re-import a user's activities from a day (YYYY-MM-DD). */
export interface StravaUpdateRequest {
  user_id: number;
  date_from: string;
}

/** POST /api/v1/user/stravaUpdate: the notice to show, and the import as its log lists it. */
export interface StravaUpdateResponse {
  message: string;
  import: StravaImportItem;
}

/** Why an activity Strava listed was not imported. */
export const STRAVA_SKIP_REASONS = [
  /** outside the event's dates (Europe/Warsaw days) */
  'outsideEvent',
  /** Only You, and the user granted no activity:read_all */
  'private',
  /** virtual or trainer, and the company does not count those */
  'virtual',
  /** already imported and unchanged */
  'unchanged',
  /** the event takes no more trees */
  'treeLimit',
  /** the event is closed or the user has no event */
  'noEvent',
  /** no kilometres (yoga, a gym session) */
  'noDistance',
  /** typed in by hand on Strava, and the company takes no manual results */
  'manualNotAllowed',
  /** typed in by hand on Strava for a day further back than the company's window for manual results */
  'manualTooOld',
  /** typed in by hand on Strava on a day that already has as many manual results as a day may */
  'manualDayLimit',
] as const;
export type StravaSkipReason = (typeof STRAVA_SKIP_REASONS)[number];

export const STRAVA_IMPORT_STATES = ['queued', 'running', 'waiting', 'done', 'failed'] as const;

/** Why a re-import stopped for good; the SPA says it in the operator's language. */
export const STRAVA_IMPORT_FAILURES = [
  'notConnected',
  /** the user did not allow reading their activities */
  'noActivityAccess',
  /** Strava no longer accepts the user's grant: they must connect again */
  'grantGone',
  /** the user's event is not in progress */
  'noEvent',
  /** anything else (the workers' log has the details) */
  'unexpected',
] as const;
export type StravaImportFailure = (typeof STRAVA_IMPORT_FAILURES)[number];
export type StravaImportState = (typeof STRAVA_IMPORT_STATES)[number];

/** One re-import an operator started, as the users page and its log view show it (also the 'strava:import' socket payload). */
export interface StravaImportItem {
  id: number;
  userId: number;
  userName: string;
  userEmail: string;
  dateFrom: string;
  state: StravaImportState;
  pagesFetched: number;
  /**
   * The counts of the person's Strava activities: how many were imported, skipped by reason, and
   * removed (our results of activities Strava no longer lists, removed at the end). Strava lets
   * only their owner see them: null in the operators' log (libs/domain visibility.ts).
   */
  imported: number | null;
  skipped: Partial<Record<StravaSkipReason, number>> | null;
  removed: number | null;
  /** waiting: when Strava's rate budget lets it go on (ISO) */
  resumesAt: string | null;
  /** failed: why */
  error: StravaImportFailure | null;
  requestedAt: string;
  finishedAt: string | null;
}

/** GET /api/v1/strava/imports?page=&perpage= (platform admin) */
export type StravaImportListResponse = { items: StravaImportItem[]; pageTotal: number; itemsTotal: number; curPage: number };

/** A Strava activity of the user's that did not count, and why: only its owner sees it. */
export interface StravaNotCountedItem {
  stravaActivityId: string;
  /** ISO */
  startTime: string;
  /** Strava's sport_type */
  sportType: string;
  /** km */
  distance: number;
  reason: StravaSkipReason;
}

/** A result of the user's from Strava that waits for the company admin: held for a reason, or typed in by hand where the company approves those. */
export interface StravaHeldItem {
  activityId: number;
  stravaActivityId: string;
  /** ISO */
  startTime: string;
  distance: number;
  /** our activity type's translation key */
  typeKey: string;
  reason: FlagReason | 'awaitingApproval';
}

/** GET /api/v1/strava/not-counted: "why didn't my run count?", newest first. */
export interface StravaNotCountedResponse {
  notCounted: StravaNotCountedItem[];
  held: StravaHeldItem[];
  /** when the user may ask for a re-sync of their own (ISO); null: now */
  resyncAvailableAt: string | null;
}

/** POST /api/v1/strava/resync: the user's own re-sync, at most once an hour. */
export interface StravaResyncResponse {
  message: string;
  import: StravaImportItem;
}

/** Why the system itself flagged a result for review (shown in the flagged list, whether or not the company's flag system is on). */
export const FLAG_REASONS = [
  /** overlaps another result of the same user in time, with a similar distance */
  'duplicate',
  /** faster than the world record over its distance */
  'tooFast',
  /** a walk or run at cycling speed, etc. */
  'speedForSport',
  /** the user's total of the day is beyond human limits */
  'dayTotal',
  /** longer than a manual result may be (500 km) */
  'beyondManualLimit',
  /** Strava itself flagged the activity (its own checks found it doubtful) */
  'stravaFlagged',
  /** an uploaded file's track jumps faster than TELEPORT_SPEED_KMH between two points */
  'teleport',
] as const;
export type FlagReason = (typeof FLAG_REASONS)[number];

/** A webhook event as Strava POSTs it (docs/product.md#strava-webhooks). */
export interface StravaWebhookEvent {
  object_type: 'activity' | 'athlete';
  object_id: number;
  aspect_type: 'create' | 'update' | 'delete';
  updates: Record<string, string>;
  owner_id: number;
  subscription_id: number;
  event_time: number;
}
