/** Events (one per company) as the platform admin manages them, and the company's own view. */
export const EVENT_END_TYPES = ['date', 'trees', 'both'] as const;
/** date: ends after dateTo; trees: when the tree sum reaches treeLimit; both: whichever comes first. */
export type EventEndType = (typeof EVENT_END_TYPES)[number];

export const EVENT_STATUSES = ['waiting', 'inProgress', 'closed'] as const;
export type EventStatus = (typeof EVENT_STATUSES)[number];

/** km per tree */
export interface Convert {
  standard: number;
  bike: number;
}

export interface EventAdmin {
  id: number;
  name: string;
  email: string;
}

/** A row of GET /api/v1/event (platform admin). Dates are YYYY-MM-DD; dateTo is null for end type trees. */
export interface AdminEventRow {
  id: number;
  companyName: string;
  registerNumber: string;
  /** when the event was created (ISO) */
  registerDate: string;
  eventType: EventEndType;
  eventStatus: EventStatus;
  dateFrom: string;
  dateTo: string | null;
  convert: Convert;
  distanceSum: number;
  treeSum: number;
  treeLimit: number;
  allUsers: number;
  orderPaid: boolean;
  isTest: boolean;
  manualActivitiesAllowed: boolean;
  manualActivitiesApproval: boolean;
  maxDaysBeforeManualActivity: number;
  flagSystem: boolean;
  teams: boolean;
  hideRanking: boolean;
  admins: EventAdmin[];
}

export const EVENT_SORT_FIELDS = [
  'companyName', 'registerDate', 'eventType', 'eventStatus', 'dateFrom', 'dateTo', 'distanceSum', 'treeSum',
  'treeLimit', 'allUsers', 'orderPaid', 'isTest', 'created_at',
] as const;
export type EventSortField = (typeof EVENT_SORT_FIELDS)[number];
export type SortOrder = 'asc' | 'desc';

/** GET /api/v1/event?searchTerm=&sortBy=&sortOrder= (default created_at desc) */
export interface EventListQuery {
  searchTerm?: string;
  sortBy?: EventSortField;
  sortOrder?: SortOrder;
}

export interface EventListResponse {
  items: AdminEventRow[];
}

/**
 * POST /api/v1/event: the company, its event and its first admin (who is mailed a set-password link).
 * The create payload of docs/product.md#api-conventions does not name manualActivitiesAllowed or hideRanking: absent, they
 * take the defaults of NEW_EVENT_DEFAULTS.
 */
export interface CreateEventRequest {
  company: string;
  email: string;
  userName: string;
  dateFrom: string;
  /** required unless eventEndType is trees */
  dateTo: string | null;
  convert: Convert;
  manualActivitiesAllowed?: boolean;
  hideRanking?: boolean;
  manualActivitiesApproval: boolean;
  treeLimit: number;
  eventEndType: EventEndType;
  maxDaysBeforeManualActivity: number;
  orderPaid: boolean;
  flagSystem: boolean;
  isTest: boolean;
  teams: boolean;
}

/** PATCH /api/v1/event/{id} (platform admin): any of the event's fields. */
export type UpdateEventRequest = Partial<Omit<CreateEventRequest, 'email' | 'userName'>>;

/**
 * PATCH /api/v1/event (company admin, own event): the settings screen. Dates, convert,
 * treeLimit and eventEndType only before the start.
 */
export interface EventSettingsRequest {
  dateFrom?: string;
  dateTo?: string | null;
  convert?: Convert;
  treeLimit?: number;
  eventEndType?: EventEndType;
  manualActivitiesAllowed?: boolean;
  manualActivitiesApproval?: boolean;
  maxDaysBeforeManualActivity?: number;
  fileActivitiesAllowed?: boolean;
  fileActivitiesApproval?: boolean;
  maxDaysBeforeFileActivity?: number;
  countVirtualActivities?: boolean;
  weeklyDigest?: boolean;
}
