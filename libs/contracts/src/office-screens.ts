import type { EventEndType, EventStatus } from './events';

/**
 * Office screens: a TV in the lobby shows a company's public figures, live, without login. A
 * company admin makes a link per screen (an unguessable token) and can revoke it.
 */
export const OFFICE_SCREEN_NAME_MAX_LENGTH = 40;
export const OFFICE_SCREENS_PER_COMPANY = 20;

/**
 * GET /api/v1/company/office-screens answers OfficeScreenLink[] (oldest first), POST one link
 * (company admin); DELETE /api/v1/company/office-screens/:id revokes (a MessageResponse).
 */
export interface OfficeScreenLink {
  id: number;
  /** what the admin calls the screen: "Lobby", "Kantyna" */
  name: string;
  /** the credential in the screen's address /ekran/:token */
  token: string;
  createdAt: string;
}

export interface CreateOfficeScreenRequest {
  name: string;
}

/** A ranking row as a screen shows it: a place, a name and trees, never km, an e-mail or an activity. */
export interface OfficeScreenRankingRow {
  place: number;
  /** '' when withheld: the anonymous user */
  name: string;
  treeSum: number;
  emoji?: string | null;
}

/** GET /api/v1/office-screen/:token (public): everything one screen shows. */
export interface OfficeScreenView {
  company: { name: string; logoUrl: string | null };
  event: {
    status: EventStatus;
    dateFrom: string;
    dateTo: string | null;
    eventEndType: EventEndType;
    treeLimit: number;
    /** whole days until the end date, counted in Europe/Warsaw (0 on the last day); null when the event ends by trees only or is closed */
    daysLeft: number | null;
  };
  /** the company's sums: aggregates of many people, km included */
  totals: { treeSum: number; kmSum: number; participantCount: number };
  environment: { co2: number; paper: number; forest: number; oxygen: number };
  /** the company hides its ranking: the screen shows totals only, and the lists below are empty */
  hideRanking: boolean;
  /** places 1 to 3, ties included */
  podium: OfficeScreenRankingRow[];
  /** the first 10 places */
  topUsers: OfficeScreenRankingRow[];
  /** the first 10 teams; null when the event has no teams */
  topTeams: OfficeScreenRankingRow[] | null;
  /** where a colleague joins the event; null once it is closed */
  invitationUrl: string | null;
  generatedAt: string;
}

export const OFFICE_SCREEN_TOP_PLACES = 10;

// How often a screen's page acts by itself: here, not in the SPA, because the benchmarks that act
// as screens (bench/live, bench/office) keep the same pace.
/** Pushes come in bursts (a day of approvals): the view is asked again at most this often, the last push always answered. */
export const OFFICE_SCREEN_REFETCH_WINDOW_MS = 2_000;
/** The top 10 switches between the individual and the team ranking this often. */
export const OFFICE_SCREEN_ROTATION_MS = 15_000;
