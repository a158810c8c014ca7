import { In, type EntityManager } from 'typeorm';
import { LOCKS } from '../advisory-locks';
import { OfficeScreen } from '../entities';

/** Serializes the creates of one company's office screens, so two at once cannot pass its limit. */
export async function lockOfficeScreens(manager: EntityManager, companyId: number): Promise<void> {
  await manager.query('SELECT pg_advisory_xact_lock($1, $2)', [LOCKS.officeScreens, companyId]);
}

/** The company's screen links, oldest first. */
export function officeScreensOf(manager: EntityManager, companyId: number): Promise<OfficeScreen[]> {
  return manager.find(OfficeScreen, { where: { companyId }, order: { createdAt: 'ASC', id: 'ASC' } });
}

export function officeScreenCount(manager: EntityManager, companyId: number): Promise<number> {
  return manager.count(OfficeScreen, { where: { companyId } });
}

export function createOfficeScreen(manager: EntityManager, link: Pick<OfficeScreen, 'companyId' | 'name' | 'tokenHash' | 'tokenSealed' | 'createdById'>): Promise<OfficeScreen> {
  return manager.save(OfficeScreen, link);
}

/** Revokes one of the company's links; answers whether there was one. */
export async function deleteOfficeScreen(manager: EntityManager, companyId: number, linkId: number): Promise<boolean> {
  const { affected } = await manager.delete(OfficeScreen, { id: linkId, companyId });
  return Boolean(affected);
}

/** The link a token opens, by the token's hash. */
export function officeScreenByTokenHash(manager: EntityManager, tokenHash: string): Promise<Pick<OfficeScreen, 'id' | 'companyId'> | null> {
  return manager.findOne(OfficeScreen, { where: { tokenHash }, select: { id: true, companyId: true } });
}

/** Of these link ids, the ones not revoked. */
export async function existingOfficeScreenIds(manager: EntityManager, linkIds: number[]): Promise<number[]> {
  const links = await manager.find(OfficeScreen, { where: { id: In(linkIds) }, select: { id: true } });
  return links.map((link) => link.id);
}
