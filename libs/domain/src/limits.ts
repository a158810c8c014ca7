/** Constants of docs/product.md#constants and #validation, shared by the API's validation and the SPA's forms. */
export const PASSWORD_MIN_LENGTH = 8;
export const PASSWORD_MAX_LENGTH = 128;
export const NAME_MAX_LENGTH = 100;
/**
 * What no stored name (a person's, a diploma's, a team's, an event's, an office screen's) may
 * hold: control characters (C0, DEL, C1) and the bidirectional formatting controls (Unicode's
 * Bidi_Control: ALM, LRM, RLM, the embeddings, overrides and isolates). A name is shown among
 * other text (rankings, tables, the CSV, a printed diploma), where an override such as U+202E
 * turns what follows around and makes a name read as another; a control character shows nothing.
 */
const NOT_IN_A_NAME = /[\p{Cc}\p{Bidi_Control}]/u;

export function isNameText(text: string): boolean {
  return !NOT_IN_A_NAME.test(text);
}
export const EMAIL_MAX_LENGTH = 254;
export const TEAM_NAME_MIN_LENGTH = 2;
export const SEARCH_MIN_LENGTH = 3;
/** The longest search text taken, in every list: the longest name it is compared with (a company's, 200). */
export const SEARCH_MAX_LENGTH = 200;

export const PAGE_SIZE_OPTIONS = [10, 25, 50, 100] as const;
export const DEFAULT_PAGE_SIZE = 25;
/** The most entries one bulk approval decides: the largest page the approval list shows. */
export const BULK_DECISION_MAX_IDS = 100;

/** Ids and page numbers are Postgres integers (int4): a larger one is refused before any query sees it. */
export const POSTGRES_INT_MAX = 2_147_483_647;

/** Event settings (docs/product.md#validation). */
export const SETTINGS_KM_PER_TREE = { standard: { min: 1, max: 20 }, bike: { min: 1, max: 80 } } as const;
/** The platform admin's forms: minimum 1, maximum 1000. */
export const ADMIN_KM_PER_TREE = { min: 1, max: 1000 } as const;
export const SETTINGS_TREE_LIMIT = { min: 100, max: 99_999_999 } as const;
export const ADMIN_TREE_LIMIT = { min: 0, max: 99_999_999 } as const;
/** The tree limit an event ending by date keeps (it is never reached). */
export const TREE_LIMIT_WHEN_ENDING_BY_DATE = 99_999_999;
/** What the platform admin's form puts in the tree limit on choosing end type date (docs/product.md#event-status-and-end). */
export const ADMIN_TREE_LIMIT_WHEN_ENDING_BY_DATE = 99_999;
export const MANUAL_WINDOW_DAYS = { min: 1, max: 1000 } as const;
export const COMPANY_NAME_MAX_LENGTH = 200;

/** A new event's defaults (docs/product.md#constants). */
export const NEW_EVENT_DEFAULTS = {
  startInDays: 30,
  endInDays: 60,
  convert: { standard: 5, bike: 20 },
  treeLimit: 9999,
  eventEndType: 'date',
  maxDaysBeforeManualActivity: 7,
  manualActivitiesAllowed: true,
  manualActivitiesApproval: false,
  hideRanking: false,
  flagSystem: true,
  teams: true,
  isTest: false,
  orderPaid: false,
} as const;

export function clamp(value: number, range: { min: number; max: number }): number {
  return Math.min(range.max, Math.max(range.min, value));
}

/** Manual results (docs/product.md#validation). */
export const MANUAL_MAX_DISTANCE_KM = 500;
export const MANUAL_RESULTS_PER_DAY = 3;
/** The activity list's default range starts here (docs/product.md#activity-list). */
export const ACTIVITY_LIST_FIRST_DAY = '2025-01-01';

/** An uploaded logo is re-encoded to fit this many pixels on its longer side: the SPA shows it at most 240 px wide, so this stays sharp on screens of twice the density. */
export const LOGO_MAX_SIDE_PX = 512;
/**
 * The most pixels an uploaded logo may declare, checked from its header before decoding. A 2 MB
 * file of one flat colour can declare billions of pixels (a decompression bomb); 25 million
 * (5000 x 5000) still takes any real logo or a 24-megapixel photo, and decoding a PNG that big
 * costs about 0.4 s of one libuv thread and ~50 MB on a machine like ours (docs/limits.md).
 */
export const LOGO_MAX_INPUT_PIXELS = 25_000_000;

/** Activity files: the largest taken, and the most a gzipped one may inflate to. A whole day's GPX at a point a second, with heart rate, is about 20 MB. */
export const ACTIVITY_FILE_MAX_BYTES = 25 * 1024 * 1024;
/** The most files one upload carries: a week or two of a device's activities in one go. */
export const ACTIVITY_FILES_PER_UPLOAD = 20;
/** Faster than this between two points of a track is a jump, not travel: no one on foot, wheels, skis or water moves at 300 km/h. */
export const TELEPORT_SPEED_KMH = 300;
/** ...over at least this far: one bad GPS fix puts a point a few hundred metres off (a real Garmin walk jumps 184 m in 2 s), a spliced track moves kilometres. */
export const TELEPORT_MIN_METRES = 1000;
/** A gap between two points longer than this is a pause, counted as neither time in motion nor distance: a moving device records a point every few seconds, and a stopped timer none. */
export const LONGEST_PAUSE_SECONDS = 300;
/** How far a file's start may lie ahead of our clock: a watch set a few minutes fast is no activity from the future. */
export const ACTIVITY_CLOCK_SLACK_SECONDS = 10 * 60;
