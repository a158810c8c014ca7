import type { Lang } from './i18n';
import type { Role } from './roles';

interface CompanyRef {
  id: number;
  name: string;
}

interface TeamRef {
  id: number;
  name: string;
}

/** GET /api/v1/user: the signed-in user. */
export interface UserProfile {
  id: number;
  name: string;
  email: string;
  role: Role;
  team: TeamRef | null;
  _company: CompanyRef | null;
  kmSum: number;
  treeSum: number;
  /** the user's place; null when not ranked yet, or the ranking is hidden from them */
  ranking: number | null;
  /** how many are ranked; null when the ranking is hidden from them */
  rankingCount: number | null;
  /** the user keeps their name off shared rankings (the ranking, the podium, office screens, opened rows): others see the anonymous user */
  hideName: boolean;
  /** the user gets the weekly digest by mail */
  weeklyDigest: boolean;
  /** the language of the mails the user gets by themselves (the weekly digest) */
  lang: Lang;
  /** the user's current diploma once the event is closed; null otherwise */
  diploma: { url: string } | null;
  /** set when a platform admin acts as this user (login-as): they keep their own rights */
  actingAdminId: number | null;
}

/** PATCH /api/v1/user: either or both */
export interface UpdateProfileRequest {
  name?: string;
  hideName?: boolean;
  weeklyDigest?: boolean;
  /** the SPA sends the language the user switched to */
  lang?: Lang;
}

/** A row of GET /api/v1/user/list */
export interface UserListItem {
  id: number;
  name: string;
  email: string;
  role: Role;
  _company: CompanyRef | null;
  team: TeamRef | null;
  /** set when the user connected Strava */
  strava: { athleteId: string; accessType: 'full' | 'restricted' } | null;
}

/** GET /api/v1/user/list?page=&perpage=&search=&team= */
export interface UserListQuery {
  page?: number;
  perpage?: number;
  search?: string;
  team?: boolean;
}

/** Every paged list answers this way. */
export interface Paged<T> {
  items: T[];
  pageTotal: number;
  itemsTotal: number;
  curPage: number;
}
