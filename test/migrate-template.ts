// Run by test/global-setup.ts in a process of its own: creates and migrates the database named.
import { createMigratedDatabase } from '@lesne/db';

createMigratedDatabase(process.argv[2]).then(
  () => process.exit(0),
  (error: unknown) => {
    console.error(error);
    process.exit(1);
  },
);
