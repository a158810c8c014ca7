import { DatabaseAdmin } from '../libs/db/src/database-admin';

/** Drops the run's template, and any test file's copy that a killed worker left behind. */
export default async function globalTeardown(): Promise<void> {
  const template = process.env.LESNE_TEST_TEMPLATE;
  if (!template || process.env.LESNE_TEST_TEMPLATE_DROPPED) return;
  process.env.LESNE_TEST_TEMPLATE_DROPPED = '1';
  await new DatabaseAdmin().dropAll(template);
}
