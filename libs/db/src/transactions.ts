import type { DataSource, EntityManager, QueryRunner } from 'typeorm';

/** What a transaction runs once it has committed: keyed, so the same hook added twice runs once. */
type Hooks = Map<unknown, () => void>;

const open = new WeakMap<QueryRunner, Hooks>();

/**
 * Runs `work` in one transaction, as DataSource.transaction does (the same isolation, the same
 * rollback on a throw), then, once it has committed, the hooks the work added with afterCommit.
 * A rollback drops them. Every transaction of the API and the workers opens here.
 */
export async function inTransaction<T>(dataSource: DataSource, work: (manager: EntityManager) => Promise<T>): Promise<T> {
  const hooks: Hooks = new Map();
  const answer = await dataSource.transaction(async (manager) => {
    open.set(runnerOf(manager), hooks);
    return work(manager);
  });
  for (const hook of hooks.values()) hook();
  return answer;
}

/**
 * Runs `hook` once the manager's writes have committed: after inTransaction's commit, or at once
 * when the manager is in no transaction (each statement committed as it ran). Hooks added under
 * the same `key` run once per transaction. A hook must not throw: the commit has happened.
 */
export function afterCommit(manager: EntityManager, key: unknown, hook: () => void): void {
  const runner = manager.queryRunner;
  if (!runner?.isTransactionActive) return hook();
  const hooks = open.get(runner);
  // A transaction opened elsewhere (a test's, TypeORM's own) offers no hook: what it wrote waits for a sweep.
  if (hooks && !hooks.has(key)) hooks.set(key, hook);
}

function runnerOf(manager: EntityManager): QueryRunner {
  if (!manager.queryRunner) throw new Error('a transaction without its query runner');
  return manager.queryRunner;
}
