import { TestEnvironment } from 'jest-environment-node';
// By its path: the environment lives outside the test's sandbox, so it loads pg alone, not @lesne/db's entities.
import { DatabaseAdmin } from '../libs/db/src/database-admin';

/**
 * Every API and browser test file runs on a database of its own, copied from the run's migrated
 * template before the file starts and dropped after its last hook: no worker of one file can
 * sweep another file's rows, and a figure over a whole table is the file's own.
 */
export default class DatabaseEnvironment extends TestEnvironment {
  private readonly admin = new DatabaseAdmin();
  private database?: string;

  async setup(): Promise<void> {
    await super.setup();
    const template = process.env.LESNE_TEST_TEMPLATE;
    if (!template) throw new Error('no template database: the test project needs test/global-setup.ts as its globalSetup');
    const copy = await this.admin.copy(template);
    this.database = copy.name;
    this.global.process.env.DATABASE_URL = copy.url;
  }

  async teardown(): Promise<void> {
    if (this.database) await this.admin.drop(this.database);
    await super.teardown();
  }
}
