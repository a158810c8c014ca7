// Global setup runs outside Jest's module mapper: resolve the libs' aliases from tsconfig.
import 'tsconfig-paths/register';
import { DataSource } from 'typeorm';
import { dataSourceOptions, migrateUnderLock } from '@lesne/db';
import { adminQuery, databaseUrl } from './test-database';

/** One database per test run, migrated once; every test project of the run shares it. */
export default async function globalSetup(): Promise<void> {
  if (process.env.LESNE_TEST_DATABASE) return;
  const name = `lesne_test_${Date.now()}_${process.pid}`;
  await adminQuery(`CREATE DATABASE ${name}`);
  process.env.LESNE_TEST_DATABASE = name;
  process.env.DATABASE_URL = databaseUrl(name);
  const dataSource = await new DataSource(dataSourceOptions(process.env.DATABASE_URL)).initialize();
  try {
    await migrateUnderLock(dataSource);
  } finally {
    await dataSource.destroy();
  }
}
