import type { EntityManager } from 'typeorm';
import { LOCKS } from '../advisory-locks';

/** Serializes the creates of one company's office screens, so two at once cannot pass its limit. */
export async function lockOfficeScreens(manager: EntityManager, companyId: number): Promise<void> {
  await manager.query('SELECT pg_advisory_xact_lock($1, $2)', [LOCKS.officeScreens, companyId]);
}
