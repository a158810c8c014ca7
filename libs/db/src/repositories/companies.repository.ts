import type { EntityManager } from 'typeorm';
import { Company, CompanyLogo, User } from '../entities';

/**
 * A company (its event) by id; `forUpdate` holds its row until the caller's transaction ends, so
 * settings read here cannot change under the caller.
 */
export function companyById(manager: EntityManager, companyId: number, lock?: 'forUpdate'): Promise<Company | null> {
  return manager.findOne(Company, { where: { id: companyId }, ...(lock ? { lock: { mode: 'pessimistic_write' as const } } : {}) });
}

/** As companyById, for a company the caller knows exists (TypeORM's EntityNotFoundError otherwise). */
export function existingCompany(manager: EntityManager, companyId: number): Promise<Company> {
  return manager.findOneOrFail(Company, { where: { id: companyId } });
}

/** The company a registration link's code names: its id and name only. */
export function companyByRegisterNumber(manager: EntityManager, registerNumber: string): Promise<Pick<Company, 'id' | 'name'> | null> {
  return manager.findOne(Company, { where: { registerNumber }, select: { id: true, name: true } });
}

/** Whether the company has teams on (null: no such company). */
export function teamsSetting(manager: EntityManager, companyId: number): Promise<Pick<Company, 'id' | 'teams'> | null> {
  return manager.findOne(Company, { where: { id: companyId }, select: { id: true, teams: true } });
}

/** The dates that say whether the event's survey is open. */
export function surveyDates(manager: EntityManager, companyId: number): Promise<Pick<Company, 'id' | 'dateFrom' | 'dateTo' | 'eventEndType' | 'closedAt'> | null> {
  return manager.findOne(Company, { where: { id: companyId }, select: { id: true, dateFrom: true, dateTo: true, eventEndType: true, closedAt: true } });
}

/** How many users the company has, admins included. */
export function userCount(manager: EntityManager, companyId: number): Promise<number> {
  return manager.count(User, { where: { companyId } });
}

/** A new company (event); answers it with the defaults the database gave it. */
export function createCompany(manager: EntityManager, company: Partial<Company>): Promise<Company> {
  return manager.save(Company, company);
}

/** Changes the given settings of a company. */
export async function updateCompany(manager: EntityManager, companyId: number, changes: Partial<Company>): Promise<void> {
  await manager.update(Company, { id: companyId }, changes);
}

/** Removes a company; what hangs on it goes by the foreign keys' cascades. */
export async function deleteCompany(manager: EntityManager, companyId: number): Promise<void> {
  await manager.delete(Company, { id: companyId });
}

/** The company's logo, image included. */
export function logoOf(manager: EntityManager, companyId: number): Promise<CompanyLogo | null> {
  return manager.findOne(CompanyLogo, { where: { companyId } });
}

/** When the company's logo last changed, without its image (null: no logo). */
export async function logoUpdatedAt(manager: EntityManager, companyId: number): Promise<Date | null> {
  const logo = await manager.findOne(CompanyLogo, { where: { companyId }, select: { companyId: true, updatedAt: true } });
  return logo?.updatedAt ?? null;
}

/** Sets or replaces the company's logo. */
export async function saveLogo(manager: EntityManager, logo: Pick<CompanyLogo, 'companyId' | 'mimeType' | 'data'>): Promise<void> {
  await manager.upsert(CompanyLogo, { ...logo, updatedAt: new Date() }, ['companyId']);
}

export async function deleteLogo(manager: EntityManager, companyId: number): Promise<void> {
  await manager.delete(CompanyLogo, { companyId });
}
