import type { Role } from '@lesne/contracts';
import { PATHS } from '@lesne/contracts';

export interface NavItem {
  to: string;
  /** key in the layout namespace */
  label: string;
  roles: readonly Role[];
  /** false until the screen is built; flipping it on shows the link */
  ready: boolean;
}

const EVERYONE: readonly Role[] = ['admin', 'companyAdmin', 'regular'];
const ADMINS: readonly Role[] = ['admin', 'companyAdmin'];
const PLATFORM_ADMIN: readonly Role[] = ['admin'];

/** The sidebar of spec section 2, in its order. */
export const NAV_ITEMS: readonly NavItem[] = [
  { to: PATHS.home, label: 'nav.home', roles: EVERYONE, ready: true },
  { to: PATHS.integrations, label: 'nav.integrations', roles: EVERYONE, ready: false },
  { to: PATHS.myResults, label: 'nav.results', roles: EVERYONE, ready: false },
  { to: PATHS.settings, label: 'nav.settings', roles: ADMINS, ready: false },
  // Will carry a badge with the pending plus flagged entries.
  { to: PATHS.approvals, label: 'nav.approvals', roles: ADMINS, ready: false },
  { to: PATHS.activities, label: 'nav.activities', roles: ADMINS, ready: false },
  { to: PATHS.diplomas, label: 'nav.diplomas', roles: ADMINS, ready: false },
  // Also needs the company's teams switch, which arrives with the company stats.
  { to: PATHS.teams, label: 'nav.teams', roles: ADMINS, ready: false },
  // The route admits company admins too; the spec lists the link for platform admins only.
  { to: PATHS.users, label: 'nav.users', roles: PLATFORM_ADMIN, ready: false },
  { to: PATHS.events, label: 'nav.events', roles: PLATFORM_ADMIN, ready: false },
];

export function navItemsFor(role: Role, items: readonly NavItem[] = NAV_ITEMS): NavItem[] {
  return items.filter((item) => item.ready && item.roles.includes(role));
}
