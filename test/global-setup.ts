// Global setup runs outside Jest's module mapper: resolve the libs' aliases from tsconfig.
import 'tsconfig-paths/register';
import { DatabaseAdmin } from '@lesne/db';

/**
 * Migrates one database per test run, the template every test file's own database is copied
 * from (test/database-environment.ts). Nothing connects to the template itself.
 */
export default async function globalSetup(): Promise<void> {
  if (process.env.LESNE_TEST_TEMPLATE) return;
  const name = `lesne_test_${Date.now()}_${process.pid}`;
  await new DatabaseAdmin().createMigrated(name);
  process.env.LESNE_TEST_TEMPLATE = name;
}
