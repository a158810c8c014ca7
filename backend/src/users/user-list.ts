import type { EntityManager } from 'typeorm';
import type { Paged, UserListItem } from '@lesne/contracts';
import { SEARCH_MIN_LENGTH, showsEmail, showsName, totalPages, type Viewer } from '@lesne/domain';
import { db, type User } from '@lesne/db';

interface UserListFilter {
  /** null: every company (platform admin) */
  companyId: number | null;
  viewer: Viewer;
  page: number;
  perpage: number;
  search?: string;
}

/** The users table: by name, searched by name or e-mail from 3 characters on. */
export async function listUsers(manager: EntityManager, filter: UserListFilter): Promise<Paged<UserListItem>> {
  const search = filter.search && filter.search.length >= SEARCH_MIN_LENGTH ? filter.search : undefined;
  const { viewer } = filter;
  const { users, total: itemsTotal } = await db.users.usersPage(manager, { companyId: filter.companyId, viewer, search, offset: (filter.page - 1) * filter.perpage, limit: filter.perpage });
  return {
    items: users.map((user) => toListItem(user, viewer)),
    pageTotal: totalPages(itemsTotal, filter.perpage),
    itemsTotal,
    curPage: filter.page,
  };
}

/** Who the user is, with company and team as the API names them (both lists and the profile use it). */
export function userSummary(user: Pick<User, 'id' | 'name' | 'email' | 'role' | 'company' | 'team'>): Omit<UserListItem, 'strava'> {
  return {
    id: user.id,
    name: user.name,
    email: user.email,
    role: user.role,
    _company: user.company ? { id: user.company.id, name: user.company.name } : null,
    team: user.team ? { id: user.team.id, name: user.team.name } : null,
  };
}

/**
 * A user as the users table shows them to the viewer (libs/domain visibility.ts): whoever asked
 * for their account's deletion is the anonymous user, without an address, and without a Strava
 * athlete, whose public profile would say the name.
 */
export function toListItem(user: db.users.ListedUser, viewer: Viewer): UserListItem {
  const person = db.users.personOf(user);
  const named = showsName('userList', viewer, person);
  return {
    ...userSummary(user),
    name: named ? user.name : '',
    email: showsEmail('userList', viewer, person) ? user.email : '',
    strava: named && user.strava ? { athleteId: String(user.strava.athleteId), accessType: user.strava.accessType } : null,
  };
}
