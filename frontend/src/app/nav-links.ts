import { Award, CalendarDays, ChartLine, ClipboardCheck, House, Layers, ListChecks, Plug, Settings, UserCog, Users, type LucideIcon } from 'lucide-react';
import { PATHS, ROLES_ADMITTED, type CompanyResponse, type Role } from '@lesne/contracts';
import { QUEUE_BOARD_URL } from './queue-board';

/** What a screen needs besides the role: the user's company, or a company with teams switched on. */
export type NavNeed = 'company' | 'teams';

export interface NavItem {
  to: string;
  /** key in the layout namespace */
  label: string;
  /** beside the label, decorative */
  icon: LucideIcon;
  roles: readonly Role[];
  needs?: NavNeed;
  /** false until the screen is built; flipping it on shows the link */
  ready: boolean;
  /** a live count beside the label: entries waiting for review */
  badge?: 'review';
  /** a platform admin acting as a company admin keeps this link, for that company */
  keptWhileActing?: boolean;
  /** not a screen of the SPA: the API's queue board, opened in a new tab with a pass (queue-board.ts) */
  opens?: 'queueBoard';
}

/** Who is looking: the role and the company (null without one, or when it could not be loaded). */
interface Viewer {
  role: Role;
  company: CompanyResponse | null;
  /** a platform admin logged in as this company's admin */
  acting?: boolean;
}

const EVERYONE = ROLES_ADMITTED.participant;
const ADMINS = ROLES_ADMITTED.companyAdmin;
const PLATFORM_ADMIN = ROLES_ADMITTED.admin;

/** The sidebar of docs/product.md#sidebar, in its order. */
export const NAV_ITEMS: readonly NavItem[] = [
  { to: PATHS.home, label: 'nav.home', icon: House, roles: EVERYONE, ready: true },
  // A platform admin without a company has no results of their own, nor activities to import.
  { to: PATHS.integrations, label: 'nav.integrations', icon: Plug, roles: EVERYONE, needs: 'company', ready: true },
  { to: PATHS.myResults, label: 'nav.results', icon: ChartLine, roles: EVERYONE, needs: 'company', ready: true },
  { to: PATHS.settings, label: 'nav.settings', icon: Settings, roles: ADMINS, needs: 'company', ready: true },
  // Carries a badge with the pending plus flagged entries.
  { to: PATHS.approvals, label: 'nav.approvals', icon: ClipboardCheck, roles: ADMINS, needs: 'company', ready: true, badge: 'review' },
  { to: PATHS.activities, label: 'nav.activities', icon: ListChecks, roles: ADMINS, needs: 'company', ready: true },
  { to: PATHS.diplomas, label: 'nav.diplomas', icon: Award, roles: ADMINS, needs: 'company', ready: true },
  { to: PATHS.teams, label: 'nav.teams', icon: Users, roles: ADMINS, needs: 'teams', ready: true },
  // The route admits company admins too; docs/product.md#sidebar lists the link for platform admins only, who
  // keep it while acting as a company's admin (the list is then that company's).
  { to: PATHS.users, label: 'nav.users', icon: UserCog, roles: PLATFORM_ADMIN, ready: true, keptWhileActing: true },
  { to: PATHS.events, label: 'nav.events', icon: CalendarDays, roles: PLATFORM_ADMIN, ready: true },
  { to: QUEUE_BOARD_URL, label: 'nav.queues', icon: Layers, roles: PLATFORM_ADMIN, ready: true, opens: 'queueBoard' },
];

/** Whether the viewer's company gives what a screen needs. */
export function meetsNeed(need: NavNeed | undefined, company: CompanyResponse | null): boolean {
  if (need === 'company') return company !== null;
  if (need === 'teams') return company?.stats.teams === true;
  return true;
}

export function navItemsFor({ role, company, acting = false }: Viewer, items: readonly NavItem[] = NAV_ITEMS): NavItem[] {
  const forViewer = (item: NavItem) => item.roles.includes(role) || (acting && item.keptWhileActing === true);
  return items.filter((item) => item.ready && forViewer(item) && meetsNeed(item.needs, company));
}
