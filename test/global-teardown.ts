import 'tsconfig-paths/register';
import { DatabaseAdmin } from '@lesne/db';

export default async function globalTeardown(): Promise<void> {
  const name = process.env.LESNE_TEST_DATABASE;
  if (!name || process.env.LESNE_TEST_DATABASE_DROPPED) return;
  process.env.LESNE_TEST_DATABASE_DROPPED = '1';
  await new DatabaseAdmin().drop(name);
}
