import type { FlagReason } from './strava';
import type { Paged } from './users';

export const ACTIVITY_STATUSES = ['pending', 'approved', 'denied'] as const;
export type ActivityStatus = (typeof ACTIVITY_STATUSES)[number];
/** manual: typed in here; integrated: from Strava; file: from a file its owner uploaded (our own data, as a manual result) */
export const ACTIVITY_SOURCES = ['manual', 'integrated', 'file'] as const;
export type ActivitySource = (typeof ACTIVITY_SOURCES)[number];

/** walk, run, ride, swim, skate, winterSports, waterSports, other, wheelchair */
export interface ActivityTypeItem {
  id: number;
  name: string;
  translationKey: string;
}

/** GET /api/v1/activity/types */
export interface ActivityTypesResponse {
  activity_types: ActivityTypeItem[];
  maxDaysBeforeManualActivity: number;
}

interface ActivityItemBase {
  id: number;
  trees: number;
  status: ActivityStatus;
  source: ActivitySource;
  flagged: boolean;
  /** why the system flagged it; null when a participant did (or it is not flagged) */
  flagReason?: FlagReason | null;
  /** the activity on Strava, for the "View on Strava" link; null for a result of our own data */
  stravaActivityId: string | null;
  /** typed in by hand on Strava: the company's manual-entry rules apply to it (it may wait for approval) */
  typedIn: boolean;
  /** kept as anonymous trees when its owner's Strava link ended: no Strava id, time, sport or km any more */
  keptFromStrava: boolean;
  user_id: number;
  /** name '' when the view withholds it (the SPA shows the anonymous user) */
  _user: { name: string; email?: string };
}

/**
 * One activity as lists show it, with its figures: a result of our own data (manual) to whoever
 * may list it, a Strava result to its owner. `_user.email` only in admin lists.
 */
export interface DetailedActivityItem extends ActivityItemBase {
  withheld: false;
  /** epoch milliseconds, as text (docs/product.md#api-conventions) */
  activity_start_time: string;
  /** the activity's calendar day in Europe/Warsaw, YYYY-MM-DD */
  day: string;
  startTimeDay: number;
  startTimeMonth: number;
  startTimeYear: number;
  distance: number;
  _activity_types: ActivityTypeItem;
  /** what recorded it, a Strava result's (its owner's view credits Garmin's devices) or an uploaded file's; null for a manual result */
  deviceName: string | null;
}

/**
 * A Strava result as a company admin reviews it (libs/domain visibility.ts): whose, its trees,
 * status and why it was held, and the link to it on Strava. Strava lets only its owner see its
 * figures, so its day, time, type and km are not sent.
 */
export interface WithheldActivityItem extends ActivityItemBase {
  withheld: true;
  activity_start_time: null;
  day: null;
  startTimeDay: null;
  startTimeMonth: null;
  startTimeYear: null;
  distance: null;
  _activity_types: null;
  deviceName: null;
}

export type ActivityItem = DetailedActivityItem | WithheldActivityItem;

/**
 * POST /api/v1/activity: a manual result. startTime is the day (YYYY-MM-DD); distance in km,
 * up to 500 with 2 decimals (a string with a comma is read as a decimal).
 */
export interface AddActivityRequest {
  startTime: string;
  distance: number | string;
  activityType: number;
}

export interface AddActivityResponse {
  /** approved: counted at once; pending: waits for the company admin */
  status: ActivityStatus;
  activity: DetailedActivityItem;
}

/** GET /api/v1/activity/user?user_id=&showPending= */
export interface UserActivitiesQuery {
  user_id: number;
  showPending?: boolean;
}

export interface ActivityListResponse {
  items: ActivityItem[];
}

/**
 * GET /api/v1/activity/user: the user's own results in full; someone else's approved results of
 * our own data (manual), and only the trees of their Strava results, which Strava lets only their
 * owner see in detail.
 */
export interface UserActivitiesResponse {
  items: DetailedActivityItem[];
  /** the trees of approved results not listed because only their owner sees them (from Strava); 0 for one's own */
  ownerOnlyTrees: number;
}

/** PATCH /api/v1/activity/manual-approval */
export interface ApprovalRequest {
  activity_id: number;
  status: 'approved' | 'denied';
}

/** GET /api/v1/activity/pending: a page of the entries waiting for approval (25 unless asked), oldest first. */
export interface PendingListQuery {
  page?: number;
  perpage?: number;
}

export type PendingListResponse = Paged<ActivityItem>;

/** POST /api/v1/activity/manual-approval/bulk: the same decision on several pending entries, all or none. */
export interface BulkApprovalRequest {
  ids: number[];
  status: 'approved' | 'denied';
}

export interface BulkApprovalResponse {
  message: string;
  /** how many entries were decided */
  count: number;
}

/** PATCH /api/v1/activity/addFlag */
export interface FlagRequest {
  activity_id: number;
}

/** PATCH /api/v1/activity/flagged */
export interface FlaggedDecisionRequest {
  activity_id: number;
  status: 'removeFlag' | 'removeActivity';
}

/**
 * GET /api/v1/company/activities (approved results of our own data only: Strava lets only their
 * owner see Strava results), and the same filters as CSV at GET /api/v1/company/activities.csv. dateFrom defaults to 2025-01-01, dateTo to today;
 * activityTypes is a comma-separated list of type ids; search needs 3+ characters.
 */
export interface CompanyActivitiesQuery {
  dateFrom?: string;
  dateTo?: string;
  search?: string;
  activityTypes?: string;
  showSummary?: boolean;
  page?: number;
  perpage?: number;
}

export interface CompanyActivitiesResponse {
  activities: DetailedActivityItem[];
  activity_types: ActivityTypeItem[];
  /** with showSummary: sums over every activity the filters match (those listed), not only this page */
  summary?: { trees: number; distance: number };
  pageTotal: number;
  itemsTotal: number;
  curPage: number;
}

/** GET /api/v1/activity/pending and /activity/flagged counts, for the sidebar badge. */
export interface ReviewCounts {
  pending: number;
  flagged: number;
}
