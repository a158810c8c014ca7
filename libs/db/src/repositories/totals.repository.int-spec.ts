import 'reflect-metadata';
import { DataSource, type QueryRunner } from 'typeorm';
import { beginTotalsChange, closeAtTreeLimit, countApprovedTrees, deleteActivities, isTreeLimitReached, reconcileCompanyTotals, recomputeDirtyTotals } from './totals.repository';
import { dataSourceOptions } from '../index';

/**
 * The interleavings the workers and the API meet under load, played step by step on two
 * connections: a change being written while a recompute runs, two recomputes, and a close.
 */
let dataSource: DataSource;
beforeAll(async () => {
  dataSource = await new DataSource(dataSourceOptions(process.env.DATABASE_URL!)).initialize();
});
afterAll(() => dataSource.destroy());

async function company(treeLimit = 99999999, eventEndType = 'date'): Promise<{ companyId: number; userId: number }> {
  const [{ id: companyId }] = await dataSource.query(
    `INSERT INTO company (name, register_number, date_from, date_to, tree_limit, event_end_type)
     VALUES ('Interleave', md5(random()::text), now()::date - 1, now()::date + 1, $1, $2) RETURNING id`,
    [treeLimit, eventEndType],
  );
  const [{ id: userId }] = await dataSource.query(
    `INSERT INTO app_user (email, name, company_id) VALUES (md5(random()::text) || '@example.com', 'Ala', $1) RETURNING id`,
    [companyId],
  );
  return { companyId, userId };
}

const addActivity = (runner: QueryRunner | DataSource, companyId: number, userId: number, km: number) =>
  runner.query(
    `INSERT INTO activity (company_id, user_id, activity_type_id, start_time, day, distance, trees, status, source)
     VALUES ($1, $2, 1, now(), now()::date, $3, $3 / 5.0, 'approved', 'manual')`,
    [companyId, userId, km],
  );

async function opened(): Promise<QueryRunner> {
  const runner = dataSource.createQueryRunner();
  await runner.connect();
  await runner.startTransaction();
  return runner;
}

const approvedTrees = async (companyId: number) => Number((await dataSource.query('SELECT approved_trees FROM company WHERE id = $1', [companyId]))[0].approved_trees);
const userKm = async (userId: number) => Number((await dataSource.query('SELECT km_sum FROM app_user WHERE id = $1', [userId]))[0].km_sum);
const isWaiting = (promise: Promise<unknown>) => Promise.race([promise.then(() => false), new Promise((resolve) => setTimeout(() => resolve(true), 300))]);

describe('totals under concurrent changes', () => {
  it('a change written while its user is already marked is never left uncounted by a recompute running beside it', async () => {
    const { companyId, userId } = await company();
    await dataSource.transaction(async (manager) => {
      await beginTotalsChange(manager, companyId, userId);
      await addActivity(manager.queryRunner!, companyId, userId, 10);
    });

    const writer = await opened();
    await beginTotalsChange(writer.manager, companyId, userId);
    await addActivity(writer, companyId, userId, 5);

    const recompute = dataSource.transaction((manager) => recomputeDirtyTotals(manager, companyId));
    expect(await isWaiting(recompute)).toBe(true);
    await writer.commitTransaction();
    await writer.release();
    await recompute;

    expect(await userKm(userId)).toBe(15);
  });

  it('a change whose mark a recompute already took leaves a fresh mark for the next run', async () => {
    const { companyId, userId } = await company();
    await dataSource.transaction((manager) => beginTotalsChange(manager, companyId, userId));

    const recompute = await opened();
    expect(await recomputeDirtyTotals(recompute.manager, companyId)).toMatchObject({ users: [{ userId, kmSum: 0 }] });
    const writing = dataSource.transaction(async (manager) => {
      await beginTotalsChange(manager, companyId, userId);
      await addActivity(manager.queryRunner!, companyId, userId, 7);
    });
    expect(await isWaiting(writing)).toBe(true);
    await recompute.commitTransaction();
    await recompute.release();
    await writing;

    const next = await dataSource.transaction((manager) => recomputeDirtyTotals(manager, companyId));
    expect(next).toMatchObject({ users: [{ userId, kmSum: 7 }] });
  });

  it('a second recompute of a company answers busy at once instead of waiting', async () => {
    const { companyId, userId } = await company();
    await dataSource.transaction((manager) => beginTotalsChange(manager, companyId, userId));
    const first = await opened();
    await recomputeDirtyTotals(first.manager, companyId);
    expect(await dataSource.transaction((manager) => recomputeDirtyTotals(manager, companyId))).toBe('busy');
    await first.commitTransaction();
    await first.release();
  });

  it('closes at the tree limit once, after the results being written commit', async () => {
    const { companyId, userId } = await company(2, 'trees');
    await dataSource.transaction(async (manager) => {
      await beginTotalsChange(manager, companyId, userId);
      await addActivity(manager.queryRunner!, companyId, userId, 10);
    });
    const recomputed = await dataSource.transaction((manager) => recomputeDirtyTotals(manager, companyId));
    expect(recomputed).toMatchObject({ treeLimitReached: true });

    const writer = await opened();
    await writer.query('SELECT id FROM company WHERE id = $1 FOR KEY SHARE', [companyId]);
    const closing = dataSource.transaction((manager) => closeAtTreeLimit(manager, companyId));
    expect(await isWaiting(closing)).toBe(true);
    await writer.commitTransaction();
    await writer.release();

    expect(await closing).toBe(true);
    expect(await dataSource.transaction((manager) => closeAtTreeLimit(manager, companyId))).toBe(false);
  });

  it('counts approved trees while below the limit, so the one crossing it is the last; deletions give theirs back', async () => {
    const { companyId, userId } = await company(3, 'trees');
    const count = (trees: number) =>
      dataSource.transaction((manager) => countApprovedTrees(manager, { id: companyId, eventEndType: 'trees' }, trees)).then(
        () => 'counted',
        (error: unknown) => (isTreeLimitReached(error) ? 'refused' : Promise.reject(error)),
      );
    expect([await count(2), await count(2), await count(0.5)]).toEqual(['counted', 'counted', 'refused']);
    expect(await approvedTrees(companyId)).toBe(4);

    for (const km of [10, 10]) await addActivity(dataSource, companyId, userId, km);
    await dataSource.query(
      `INSERT INTO activity (company_id, user_id, activity_type_id, start_time, day, distance, trees, status, source)
       VALUES ($1, $2, 1, now(), now()::date, 50, 10, 'pending', 'manual')`,
      [companyId, userId],
    );
    await dataSource.transaction((manager) => reconcileCompanyTotals(manager, companyId));
    expect(await approvedTrees(companyId)).toBe(4);
    const [first] = await dataSource.query("SELECT id FROM activity WHERE user_id = $1 AND status = 'approved' LIMIT 1", [userId]);
    await dataSource.transaction((manager) => deleteActivities(manager, { id: first.id }));
    expect(await approvedTrees(companyId)).toBe(2);
    await dataSource.transaction((manager) => deleteActivities(manager, { userId }));
    expect(await approvedTrees(companyId)).toBe(0);
    expect(await dataSource.query('SELECT * FROM approved_trees_change')).toEqual([]);
  });

  it('a count holds nothing until its commit, and is checked against the counts committed before it', async () => {
    const { companyId } = await company(3, 'trees');
    const event = { id: companyId, eventEndType: 'trees' } as const;
    const crossing = await opened();
    await countApprovedTrees(crossing.manager, event, 2.5);
    expect(await isWaiting(dataSource.transaction((manager) => countApprovedTrees(manager, event, 1)))).toBe(false);
    await crossing.commitTransaction();
    await crossing.release();
    expect(await approvedTrees(companyId)).toBe(3.5);
    await expect(dataSource.transaction((manager) => countApprovedTrees(manager, event, 1))).rejects.toMatchObject({ code: 'LW001' });
    expect(await approvedTrees(companyId)).toBe(3.5);
  });

  it('a recount of the approved trees and a count committing beside it add up', async () => {
    const { companyId, userId } = await company(100, 'trees');
    await addActivity(dataSource, companyId, userId, 10);
    const writer = await opened();
    await addActivity(writer, companyId, userId, 5);
    await countApprovedTrees(writer.manager, { id: companyId, eventEndType: 'trees' }, 1);
    await dataSource.transaction((manager) => reconcileCompanyTotals(manager, companyId));
    expect(await approvedTrees(companyId)).toBe(2);
    await writer.commitTransaction();
    await writer.release();
    expect(await approvedTrees(companyId)).toBe(3);
  });

  it('does not count an event that ends by date only', async () => {
    const { companyId } = await company(1, 'date');
    const event = { id: companyId, eventEndType: 'date' } as const;
    for (const trees of [5, 5]) await dataSource.transaction((manager) => countApprovedTrees(manager, event, trees));
    expect(await approvedTrees(companyId)).toBe(0);
  });
});
