import { randomBytes } from 'node:crypto';
import { Client } from 'pg';

/**
 * Creates, copies and drops whole databases (tests, migration generation) through an admin
 * connection. It loads pg alone: Jest's test environment uses it outside a test file's sandbox,
 * where TypeORM's entities would register on the worker's real global, seen by every file after.
 */
export class DatabaseAdmin {
  constructor(private readonly adminUrl = process.env.TEST_ADMIN_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres') {}

  urlOf(name: string): string {
    const url = new URL(this.adminUrl);
    url.pathname = `/${name}`;
    return url.toString();
  }

  async create(name: string): Promise<string> {
    await this.query(`CREATE DATABASE "${name}"`);
    return this.urlOf(name);
  }

  /**
   * A copy of a migrated database (which nothing may be connected to), named after it so that
   * dropAll finds it: a test file's own, in a fraction of a migration's time.
   */
  async copy(template: string): Promise<{ name: string; url: string }> {
    const name = `${template}_${randomBytes(4).toString('hex')}`;
    await this.query(`CREATE DATABASE "${name}" TEMPLATE "${template}"`);
    return { name, url: this.urlOf(name) };
  }

  async drop(name: string): Promise<void> {
    await this.query(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`);
  }

  /** Drops the database and every copy named after it (`<name>_…`). */
  async dropAll(name: string): Promise<void> {
    const copies = await this.query<{ datname: string }>(`SELECT datname FROM pg_database WHERE datname LIKE $1`, [`${name}\\_%`]);
    for (const { datname } of copies) await this.drop(datname);
    await this.drop(name);
  }

  private async query<Row extends object = object>(sql: string, parameters: unknown[] = []): Promise<Row[]> {
    const client = new Client({ connectionString: this.adminUrl });
    await client.connect();
    try {
      return (await client.query<Row>(sql, parameters)).rows;
    } finally {
      await client.end();
    }
  }
}
