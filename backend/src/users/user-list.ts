import type { EntityManager } from 'typeorm';
import type { Paged, UserListItem } from '@lesne/contracts';
import { SEARCH_MIN_LENGTH, totalPages } from '@lesne/domain';
import { StravaConnection, User } from '@lesne/db';

export interface UserListFilter {
  /** null: every company (platform admin) */
  companyId: number | null;
  page: number;
  perpage: number;
  search?: string;
}

const escapeLike = (text: string) => text.replace(/[\\%_]/g, (c) => `\\${c}`);

/** The users table: by name, searched by name or e-mail from 3 characters on. */
export async function listUsers(manager: EntityManager, filter: UserListFilter): Promise<Paged<UserListItem>> {
  const builder = manager
    .createQueryBuilder(User, 'u')
    .leftJoinAndSelect('u.company', 'company')
    .leftJoinAndSelect('u.team', 'team')
    .leftJoinAndMapOne('u.strava', StravaConnection, 'strava', 'strava.userId = u.id')
    .orderBy('lower(u.name)')
    .addOrderBy('u.id')
    // Every join is many-to-one, so rows are users: plain OFFSET/LIMIT pages correctly.
    .offset((filter.page - 1) * filter.perpage)
    .limit(filter.perpage);
  if (filter.companyId !== null) builder.andWhere('u.company_id = :companyId', { companyId: filter.companyId });
  if (filter.search && filter.search.length >= SEARCH_MIN_LENGTH) {
    builder.andWhere('(u.name ILIKE :term OR u.email ILIKE :term)', { term: `%${escapeLike(filter.search)}%` });
  }
  const [users, itemsTotal] = await builder.getManyAndCount();
  return {
    items: users.map(toListItem),
    pageTotal: totalPages(itemsTotal, filter.perpage),
    itemsTotal,
    curPage: filter.page,
  };
}

type ListedUser = User & { strava?: { athleteId: string; accessType: 'full' | 'restricted' } | null };

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

export function toListItem(user: ListedUser): UserListItem {
  return {
    ...userSummary(user),
    strava: user.strava ? { athleteId: String(user.strava.athleteId), accessType: user.strava.accessType } : null,
  };
}
