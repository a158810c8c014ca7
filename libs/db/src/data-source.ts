import { DataSource, type DataSourceOptions } from 'typeorm';
import { SnakeNamingStrategy } from 'typeorm-naming-strategies';
import { ENTITIES } from './entities';
import { MIGRATIONS } from './migrations';

const POOL_CONNECT_TIMEOUT_MS = 5_000;

/** How long one statement may run, and wait for a lock, on a connection (Postgres' statement_timeout and lock_timeout). */
export interface StatementLimits {
  statementTimeoutMs: number;
  lockTimeoutMs: number;
}

/**
 * The limits of each kind of connection (docs/limits.md, "Availability and sessions"). Without
 * them (migrations, the demo seed, tests and tools) nothing is cut: a migration may rewrite a large
 * table, and a copy starting beside another waits for its migrations under the advisory lock.
 */
export const STATEMENT_LIMITS = {
  /**
   * The API's: a request that waits for a lock past 5 s, or whose statement runs past 10 s, is
   * answered 503 with Retry-After while the SPA, which gives up after 15 s, still waits for it.
   * Our longest statements on this path, on an event of 1,000,000 results, took 4.7 s (deleting
   * the event, or its list's last page) on a quiet 2-core machine.
   */
  requests: { statementTimeoutMs: 10_000, lockTimeoutMs: 5_000 },
  /**
   * The workers': nobody waits on a job, and one cut short is tried again. Their longest
   * statement, the totals of all 10,000 participants of such an event, took 1.5 s; a minute still
   * ends a runaway statement before its locks hold the API's requests for long.
   */
  jobs: { statementTimeoutMs: 60_000, lockTimeoutMs: 30_000 },
} as const satisfies Record<string, StatementLimits>;

export function dataSourceOptions(url: string, limits?: StatementLimits): DataSourceOptions {
  return {
    type: 'postgres',
    url,
    entities: ENTITIES,
    migrations: MIGRATIONS,
    namingStrategy: new SnakeNamingStrategy(),
    synchronize: false,
    migrationsRun: false,
    extra: {
      max: 20,
      // A Postgres host that drops packets fails a request within seconds (a 503) instead of hanging it.
      connectionTimeoutMillis: POOL_CONNECT_TIMEOUT_MS,
      // Sent when each connection starts, so they hold for every statement on it.
      ...(limits && { statement_timeout: limits.statementTimeoutMs, lock_timeout: limits.lockTimeoutMs }),
    },
  };
}

/** For the TypeORM CLI (migration:generate); the apps build their own from validated config. */
export default new DataSource(dataSourceOptions(process.env.DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/lesne'));
