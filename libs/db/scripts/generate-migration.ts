/**
 * `npm run migration:generate -- Name`: migrates a scratch database to the current
 * migrations, writes the difference to the entities as libs/db/src/migrations/<ts>-Name.ts,
 * and drops the scratch database. Review the file and add it to migrations/index.ts.
 */
import { execFileSync } from 'node:child_process';
import { DataSource } from 'typeorm';
import { DatabaseAdmin, dataSourceOptions } from '../src';

const name = process.argv[2];
if (!name || !/^[A-Z][A-Za-z0-9]+$/.test(name)) {
  console.error('usage: npm run migration:generate -- MigrationName');
  process.exit(2);
}
const admin = new DatabaseAdmin();
const scratch = `lesne_migration_${Date.now()}`;

async function main(): Promise<void> {
  const scratchUrl = await admin.create(scratch);
  try {
    const dataSource = await new DataSource(dataSourceOptions(scratchUrl)).initialize();
    await dataSource.runMigrations();
    await dataSource.destroy();
    execFileSync(
      'npx',
      ['typeorm-ts-node-commonjs', '-d', 'libs/db/src/data-source.ts', 'migration:generate', `libs/db/src/migrations/${name}`],
      { stdio: 'inherit', env: { ...process.env, DATABASE_URL: scratchUrl, TS_NODE_TRANSPILE_ONLY: '1', NODE_OPTIONS: '-r tsconfig-paths/register' } },
    );
  } finally {
    await admin.drop(scratch);
  }
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
