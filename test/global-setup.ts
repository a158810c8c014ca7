import { execFileSync } from 'node:child_process';
import { join } from 'node:path';

/**
 * Migrates one database per test run, the template every test file's own database is copied
 * from (test/database-environment.ts). Nothing connects to the template itself.
 *
 * The migration runs in a process of its own. TypeORM keeps its entities' metadata on the real
 * global object, which Jest's node environment hands to every test file's sandbox: loaded here,
 * each file would add its entities to that one store, and so keep every finished file's modules
 * alive (about 40 MB a file).
 */
export default function globalSetup(): void {
  if (process.env.LESNE_TEST_TEMPLATE) return;
  const name = `lesne_test_${Date.now()}_${process.pid}`;
  execFileSync(process.execPath, ['-r', 'ts-node/register/transpile-only', '-r', 'tsconfig-paths/register', join(__dirname, 'migrate-template.ts'), name], {
    cwd: join(__dirname, '..'),
    stdio: 'inherit',
  });
  process.env.LESNE_TEST_TEMPLATE = name;
}
