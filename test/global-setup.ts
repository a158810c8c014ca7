// Global setup runs outside Jest's module mapper: resolve the libs' aliases from tsconfig.
import 'tsconfig-paths/register';
import { DatabaseAdmin } from '@lesne/db';

/** One database per test run, migrated once; every test project of the run shares it. */
export default async function globalSetup(): Promise<void> {
  if (process.env.LESNE_TEST_DATABASE) return;
  const name = `lesne_test_${Date.now()}_${process.pid}`;
  process.env.DATABASE_URL = await new DatabaseAdmin().createMigrated(name);
  process.env.LESNE_TEST_DATABASE = name;
}
