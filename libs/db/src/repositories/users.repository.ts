import type { EntityManager } from 'typeorm';
import type { Role } from '@lesne/contracts';
import type { Person, Viewer } from '@lesne/domain';
import { StravaConnection, User } from '../entities';
import { nameAsSeenSql, personSearchedSql } from './names-as-seen';
import { containsPattern } from './sql-text';

/** A user as libs/domain's visibility rules ask of a person (an anonymised account asked for its deletion too). */
export function personOf(user: Pick<User, 'deletionRequestedAt' | 'hideName'>): Person {
  return { deletionRequested: Boolean(user.deletionRequestedAt), hidesName: Boolean(user.hideName) };
}

/** The team a user is in; null without one (or when the user is gone). */
export async function teamIdOf(manager: EntityManager, userId: number): Promise<number | null> {
  const user = await manager.findOne(User, { where: { id: userId }, select: { id: true, teamId: true } });
  return user?.teamId ?? null;
}

/** The user's company; null for a platform admin, or a user who is gone. */
export async function companyIdOf(manager: EntityManager, userId: number): Promise<number | null> {
  const [row]: Array<{ company_id: number | null }> = await manager.query('SELECT company_id FROM app_user WHERE id = $1', [userId]);
  return row?.company_id ?? null;
}

/** The account with this e-mail, as a mail to it needs; null without one. */
export function userByEmail(manager: EntityManager, email: string): Promise<Pick<User, 'id' | 'email' | 'name'> | null> {
  return manager.findOne(User, { where: { email }, select: { id: true, email: true, name: true } });
}

/** What an access token is checked against; null when the user is gone. */
export interface UserSession {
  id: number;
  role: Role;
  companyId: number | null;
  tokenVersion: number;
}

export async function userSession(manager: EntityManager, userId: number): Promise<UserSession | null> {
  const [user]: Array<{ id: number; role: Role; company_id: number | null; token_version: number }> = await manager.query(
    'SELECT id, role, company_id, token_version FROM app_user WHERE id = $1',
    [userId],
  );
  return user ? { id: user.id, role: user.role, companyId: user.company_id, tokenVersion: user.token_version } : null;
}

interface UserListFilter {
  /** null: every company */
  companyId: number | null;
  /** who looks at the users table: it is searched and ordered by what it shows them */
  viewer: Viewer;
  /** a name or e-mail contains it */
  search?: string;
  offset: number;
  limit: number;
}

/** A user with their company, team and Strava connection, as the users table shows them. */
export type ListedUser = User & { strava?: Pick<StravaConnection, 'athleteId' | 'accessType'> | null };

/** A page of users by name as the viewer sees it (the anonymous users last), and how many match in all. */
export async function usersPage(manager: EntityManager, filter: UserListFilter): Promise<{ users: ListedUser[]; total: number }> {
  const builder = manager
    .createQueryBuilder(User, 'u')
    .leftJoinAndSelect('u.company', 'company')
    .leftJoinAndSelect('u.team', 'team')
    .leftJoinAndMapOne('u.strava', StravaConnection, 'strava', 'strava.userId = u.id')
    .orderBy(`lower(${nameAsSeenSql('userList', filter.viewer, 'u')})`)
    .addOrderBy('u.id')
    // Every join is many-to-one, so rows are users: plain OFFSET/LIMIT pages correctly.
    .offset(filter.offset)
    .limit(filter.limit);
  if (filter.companyId !== null) builder.andWhere('u.company_id = :companyId', { companyId: filter.companyId });
  if (filter.search) builder.andWhere(personSearchedSql('userList', filter.viewer, 'u', ':term'), { term: containsPattern(filter.search) });
  const [users, total] = await builder.getManyAndCount();
  return { users, total };
}

/** A user by id; with `companyId`, only one of that company. */
export function userById(manager: EntityManager, userId: number, companyId?: number): Promise<User | null> {
  return manager.findOne(User, { where: { id: userId, ...(companyId !== undefined ? { companyId } : {}) } });
}

/** Whether the user exists; with `companyId`, in that company. */
export function userExists(manager: EntityManager, userId: number, companyId?: number): Promise<boolean> {
  return manager.exists(User, { where: { id: userId, ...(companyId !== undefined ? { companyId } : {}) } });
}

/** A user with their company loaded (null for a platform admin's). */
export function userWithCompany(manager: EntityManager, userId: number): Promise<User | null> {
  return manager.findOne(User, { where: { id: userId }, relations: { company: true } });
}

/** A user with their company and team loaded, as their profile and the users table show them. */
export function userWithCompanyAndTeam(manager: EntityManager, userId: number): Promise<User | null> {
  return manager.findOne(User, { where: { id: userId }, relations: { company: true, team: true } });
}

/** A company admin with their company loaded; null for anyone else. */
export function companyAdminWithCompany(manager: EntityManager, userId: number): Promise<User | null> {
  return manager.findOne(User, { where: { id: userId, role: 'companyAdmin' }, relations: { company: true } });
}

/** What signing in checks of the account with this e-mail, its password's hash included. */
export function userSigningIn(manager: EntityManager, email: string): Promise<Pick<User, 'id' | 'passwordHash' | 'tokenVersion' | 'deletionRequestedAt'> | null> {
  return manager.findOne(User, { where: { email }, select: { id: true, passwordHash: true, tokenVersion: true, deletionRequestedAt: true } });
}

/** What a platform admin acting as the user needs of them. */
export function userActedAs(manager: EntityManager, userId: number): Promise<Pick<User, 'id' | 'role' | 'companyId' | 'tokenVersion' | 'deletionRequestedAt'> | null> {
  return manager.findOne(User, { where: { id: userId }, select: { id: true, role: true, companyId: true, tokenVersion: true, deletionRequestedAt: true } });
}

/** What mailing a deletion link checks of the account with this e-mail. */
export function userAskingDeletion(manager: EntityManager, email: string): Promise<Pick<User, 'id' | 'email' | 'name' | 'role' | 'deletionRequestedAt'> | null> {
  return manager.findOne(User, { where: { email }, select: { id: true, email: true, name: true, role: true, deletionRequestedAt: true } });
}

/** A new user; answers it with what the database gave it (id, token version). A taken e-mail is a unique violation. */
export function createUser(manager: EntityManager, user: Partial<User>): Promise<User> {
  return manager.save(User, user);
}

export async function updateUser(manager: EntityManager, userId: number, changes: Partial<User>): Promise<void> {
  await manager.update(User, { id: userId }, changes);
}

/** Removes the user; delete their activities first (db.totals.deleteActivities), which gives their approved trees back. */
export async function deleteUser(manager: EntityManager, userId: number): Promise<void> {
  await manager.delete(User, { id: userId });
}

/** A new password, which ends every session of the user (their tokens carry the old token version). */
export async function setPassword(manager: EntityManager, userId: number, passwordHash: string, termsAcceptedAt: Date | null): Promise<void> {
  await manager.increment(User, { id: userId }, 'tokenVersion', 1);
  await manager.update(User, { id: userId }, { passwordHash, ...(termsAcceptedAt ? { termsAcceptedAt } : {}) });
}
