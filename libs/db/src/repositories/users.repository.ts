import type { EntityManager } from 'typeorm';
import { User } from '../entities';

/** The team a user is in; null without one (or when the user is gone). */
export async function teamIdOf(manager: EntityManager, userId: number): Promise<number | null> {
  const user = await manager.findOne(User, { where: { id: userId }, select: { id: true, teamId: true } });
  return user?.teamId ?? null;
}
