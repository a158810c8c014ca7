import type { DataSource } from 'typeorm';
import { writeEventEndRules } from './repositories/events.repository';

/** Any fixed number shared by every copy of the app; 'lesne' in ASCII. */
const MIGRATION_LOCK_ID = 0x6c65736e65;

/**
 * Runs pending migrations while holding a Postgres advisory lock, so several API copies
 * starting together migrate once, one after another, then writes the rules the database takes
 * from libs/domain (writeEventEndRules). `then` runs under the same lock (the demo seed uses it
 * for the same reason).
 */
export async function migrateUnderLock(dataSource: DataSource, then?: (dataSource: DataSource) => Promise<void>): Promise<void> {
  const runner = dataSource.createQueryRunner();
  await runner.connect();
  try {
    await runner.query('SELECT pg_advisory_lock($1)', [MIGRATION_LOCK_ID]);
    await dataSource.runMigrations({ transaction: 'each' });
    await writeEventEndRules(dataSource.manager);
    if (then) await then(dataSource);
  } finally {
    await runner.query('SELECT pg_advisory_unlock($1)', [MIGRATION_LOCK_ID]).catch(() => undefined);
    await runner.release();
  }
}
