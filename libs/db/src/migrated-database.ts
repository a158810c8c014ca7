import { DataSource } from 'typeorm';
import { DatabaseAdmin } from './database-admin';
import { dataSourceOptions } from './data-source';
import { migrateUnderLock } from './migrate';

/** Creates the database and runs every migration on it; answers its URL. */
export async function createMigratedDatabase(name: string, admin = new DatabaseAdmin()): Promise<string> {
  const url = await admin.create(name);
  const dataSource = await new DataSource(dataSourceOptions(url)).initialize();
  try {
    await migrateUnderLock(dataSource);
  } finally {
    await dataSource.destroy();
  }
  return url;
}
