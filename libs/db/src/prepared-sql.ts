import { createHash } from 'node:crypto';
import type { EntityManager } from 'typeorm';

/** A statement Postgres parses and plans once per connection (see prepared). */
export interface PreparedSql {
  readonly name: string;
  readonly text: string;
}

/**
 * Marks SQL that the live path runs for every result (added, recomputed, published) as a named
 * prepared statement: for statements this small, parsing and planning are most of Postgres' time
 * (docs/benchmarks.md). The name comes from the text, so two texts never share one.
 */
export function prepared(text: string): PreparedSql {
  return { name: `lw_${createHash('sha1').update(text).digest('hex').slice(0, 20)}`, text };
}

/**
 * Runs the statement as manager.query runs SQL (in the manager's transaction, with the same
 * answer shapes and errors); each connection prepares it the first time it runs it.
 */
export function queryPrepared<T = unknown>(manager: EntityManager, sql: PreparedSql, parameters: readonly unknown[]): Promise<T> {
  // TypeORM hands the query to pg unchanged, and pg takes a query config with a name in place of a text.
  return manager.query(sql as unknown as string, [...parameters]);
}
