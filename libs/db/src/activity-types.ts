import type { EntityManager } from 'typeorm';
import { ActivityType } from './entities';

/** Per data source: the migrations write the activity types and nothing changes them, so a process reads them once. */
const kept = new WeakMap<EntityManager['connection'], Promise<readonly ActivityType[]>>();

/** Every activity type, by id; read once per data source (a failed read is tried again next time). */
export function activityTypes(manager: EntityManager): Promise<readonly ActivityType[]> {
  const dataSource = manager.connection;
  let types = kept.get(dataSource);
  if (!types) {
    types = dataSource.manager.find(ActivityType, { order: { id: 'ASC' } });
    kept.set(dataSource, types);
    types.catch(() => kept.delete(dataSource));
  }
  return types;
}
