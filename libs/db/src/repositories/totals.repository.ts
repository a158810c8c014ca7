import type { EntityManager } from 'typeorm';
import { QUEUES, type ActivityChange, type EventEndType } from '@lesne/contracts';
import { endsByTrees, startsEndingByTrees, treeLimitReached } from '@lesne/domain';
import { LOCKS } from '../advisory-locks';
import { Company } from '../entities';
import { addToOutbox } from '../outbox';
import { prepared, queryPrepared } from '../prepared-sql';
import { endsByTreesSql } from './events.repository';

/**
 * The teams' totals from their members', then the company's from its users', in one statement
 * (both read the users' totals as refreshed by the statement before); answers the company's new
 * totals with what its tree limit is checked against, or no row when the company is gone.
 */
const TEAM_AND_COMPANY_TOTALS = prepared(`
  WITH teams AS (
    UPDATE team tm SET km_sum = t.km, tree_sum = t.trees
      FROM (SELECT tm2.id, COALESCE(SUM(u.km_sum), 0) AS km, COALESCE(SUM(u.tree_sum), 0) AS trees
              FROM team tm2 LEFT JOIN app_user u ON u.team_id = tm2.id
             WHERE tm2.company_id = $1
             GROUP BY tm2.id) t
     WHERE tm.id = t.id AND (tm.km_sum, tm.tree_sum) IS DISTINCT FROM (t.km, t.trees))
  UPDATE company c SET distance_sum = t.km, tree_sum = t.trees, activity_count = t.n
    FROM (SELECT COALESCE(SUM(km_sum), 0) AS km, COALESCE(SUM(tree_sum), 0) AS trees, COALESCE(SUM(activity_count), 0) AS n
            FROM app_user WHERE company_id = $1) t
   WHERE c.id = $1
   RETURNING c.distance_sum, c.tree_sum, c.activity_count, c.closed_at, c.event_end_type, c.tree_limit`);

/** The totals of a company's users (those the condition on `u2` keeps) from their approved activities. */
const userTotals = (users: string) => `
  UPDATE app_user u SET km_sum = t.km, tree_sum = t.trees, activity_count = t.n
    FROM (SELECT u2.id, COALESCE(SUM(a.distance), 0) AS km, COALESCE(SUM(a.trees), 0) AS trees, COUNT(a.id) AS n
            FROM app_user u2
            LEFT JOIN activity a ON a.user_id = u2.id AND a.status = 'approved'
           WHERE u2.company_id = $1 AND ${users}
           GROUP BY u2.id) t
   WHERE u.id = t.id
   RETURNING u.id, u.km_sum, u.tree_sum`;
/** Two statements, not one with an optional list: a plan kept for the listed users never serves the whole company. */
const LISTED_USER_TOTALS = prepared(userTotals('u2.id = ANY($2::int[])'));
const ALL_USER_TOTALS = userTotals('true');

export interface UserTotals {
  userId: number;
  kmSum: number;
  treeSum: number;
}

export interface CompanyTotals {
  companyId: number;
  distanceSum: number;
  treeSum: number;
  activityCount: number;
}

interface Recomputed {
  users: UserTotals[];
  company: CompanyTotals;
  /** the event is open and its totals reached the tree limit: time to close it */
  treeLimitReached: boolean;
}

interface CompanyTotalsRow {
  distance_sum: string;
  tree_sum: string;
  activity_count: number;
  closed_at: Date | null;
  event_end_type: EventEndType;
  tree_limit: number;
}

/** Refreshes the users' totals (those listed, or all of the company), then its teams' and its own; null when the company is gone. */
async function refresh(manager: EntityManager, companyId: number, userIds: number[] | null): Promise<Recomputed | null> {
  const [userRows] = (await (userIds ? queryPrepared(manager, LISTED_USER_TOTALS, [companyId, userIds]) : manager.query(ALL_USER_TOTALS, [companyId]))) as [
    Array<{ id: number; km_sum: string; tree_sum: string }>,
    number,
  ];
  const [[company]] = await queryPrepared<[[CompanyTotalsRow?], number]>(manager, TEAM_AND_COMPANY_TOTALS, [companyId]);
  if (!company) return null;
  const treeSum = Number(company.tree_sum);
  return {
    users: userRows.map((row) => ({ userId: row.id, kmSum: Number(row.km_sum), treeSum: Number(row.tree_sum) })),
    company: { companyId, distanceSum: Number(company.distance_sum), treeSum, activityCount: company.activity_count },
    treeLimitReached: company.closed_at === null && treeLimitReached({ eventEndType: company.event_end_type, treeLimit: company.tree_limit, treeSum }),
  };
}

/**
 * Takes (waiting) the lock of a company's totals for the caller's transaction: a recompute, a
 * close and a bulk rewrite of totals never run beside each other.
 */
export async function lockCompanyTotals(manager: EntityManager, companyId: number): Promise<void> {
  await manager.query('SELECT pg_advisory_xact_lock($1, $2)', [LOCKS.companyTotals, companyId]);
}

/** Serializes one user's own results for the caller's transaction, before it reads them (beginTotalsChange takes it too). */
export async function lockUserResults(manager: EntityManager, userId: number): Promise<void> {
  await manager.query('SELECT pg_advisory_xact_lock($1, $2)', [LOCKS.userResults, userId]);
}

/**
 * Tries the company's totals lock and, when it got it, takes the marks: the lock is tried once,
 * before the marks are looked at (an init plan), so a run that finds it taken deletes nothing and
 * waits for nothing.
 */
const TAKE_MARKS = prepared(`
  WITH run AS (SELECT pg_try_advisory_xact_lock($2, $1) AS locked),
       taken AS (DELETE FROM totals_dirty WHERE company_id = $1 AND (SELECT locked FROM run) RETURNING user_id)
  SELECT (SELECT locked FROM run) AS locked, ARRAY(SELECT user_id FROM taken) AS users`);

/**
 * Refreshes the totals of the users marked dirty since the last run, their company's teams
 * and the company. A crash rolls back and leaves the marks for the retry.
 *
 * One run per company at a time: a run that finds another under way answers 'busy' at once
 * instead of queueing behind it (the runner looks for marks again after it commits, see
 * TotalsRecompute). It takes no lock on the company row, so results keep coming in while it
 * runs; a mark being written waits for it or holds it back (see beginTotalsChange). Answers null
 * when nothing was marked.
 */
export async function recomputeDirtyTotals(manager: EntityManager, companyId: number): Promise<Recomputed | null | 'busy'> {
  const [{ locked, users }] = await queryPrepared<[{ locked: boolean; users: number[] }]>(manager, TAKE_MARKS, [companyId, LOCKS.companyTotals]);
  if (!locked) return 'busy';
  if (users.length === 0) return null;
  // A company deleted meanwhile has nothing left to refresh: its marks are gone with the delete above.
  return refresh(manager, companyId, users);
}

/**
 * Closes the event when its totals reached the tree limit: exactly once, and with no result
 * slipping in beside it (results hold the company row in key-share mode while they are
 * written, which this waits for). Answers whether this call closed it.
 */
export async function closeAtTreeLimit(manager: EntityManager, companyId: number, now = new Date()): Promise<boolean> {
  await lockCompanyTotals(manager, companyId);
  const company = await manager.findOne(Company, { where: { id: companyId }, lock: { mode: 'pessimistic_write' } });
  if (!company || company.closedAt !== null || !treeLimitReached(company)) return false;
  await manager.update(Company, { id: companyId }, { closedAt: now });
  return true;
}

const COUNT_APPROVED_TREES = prepared('INSERT INTO approved_trees_change (company_id, trees) VALUES ($1, $2)');

/** SQLSTATE of a commit refused because a count found the event's tree limit already reached (see countApprovedTrees). */
const TREE_LIMIT_REACHED = 'LW001';

/** The error of a commit that countApprovedTrees refused: the event takes no more trees. */
export function isTreeLimitReached(error: unknown): boolean {
  return (error as { code?: unknown } | null)?.code === TREE_LIMIT_REACHED;
}

/**
 * Counts an approved result's trees against the tree limit (negative trees give them back).
 * Only an event that ends by trees is counted: one that ends by date has no cap. The count is
 * applied while the caller's transaction commits (a deferred trigger, migration
 * ApprovedTreesCountedAtCommit), so counts of one event follow each other without holding the
 * company row across a round trip; a growth that finds the limit reached (see takesMoreTrees)
 * refuses the commit, which isTreeLimitReached recognises. So the result that crossed the limit
 * was the last, under any concurrency.
 */
export async function countApprovedTrees(manager: EntityManager, company: Pick<Company, 'id' | 'eventEndType'>, trees: number): Promise<void> {
  if (!endsByTrees(company.eventEndType)) return;
  await queryPrepared(manager, COUNT_APPROVED_TREES, [company.id, trees]);
}

/** Which activities deleteActivities deletes: one, all of a user's, or a user's from Strava (every one, or those not counted). */
export type DeletedActivities = { id: number } | { userId: number } | { userId: number; fromStrava: 'all' | 'uncounted' };

function deletedWhere(of: DeletedActivities): string {
  if ('id' in of) return 'id = $1';
  if (!('fromStrava' in of)) return 'user_id = $1';
  return `user_id = $1 AND source = 'integrated'${of.fromStrava === 'uncounted' ? " AND status <> 'approved'" : ''}`;
}

/**
 * Deletes activities and gives the approved ones back to the count of an event that ends by
 * trees (see countApprovedTrees), in one statement: what is given back is what was deleted,
 * whatever changed it just before. Answers how many were deleted.
 */
export async function deleteActivities(manager: EntityManager, of: DeletedActivities): Promise<number> {
  const [row]: Array<{ deleted: number }> = await manager.query(
    `WITH gone AS (DELETE FROM activity WHERE ${deletedWhere(of)} RETURNING company_id, trees, status),
          given_back AS (
            INSERT INTO approved_trees_change (company_id, trees)
            SELECT gone.company_id, -SUM(gone.trees) FROM gone JOIN company c ON c.id = gone.company_id
             WHERE gone.status = 'approved' AND ${endsByTreesSql('c')}
             GROUP BY gone.company_id)
     SELECT count(*)::int AS deleted FROM gone`,
    ['id' in of ? of.id : of.userId],
  );
  return row.deleted;
}

/**
 * What follows a change of an event's end type or tree limit, by the platform admin or the company
 * admin (results may already be in on the first day, while settings can still change), in the
 * caller's transaction: an event that now ends by trees and did not before has its approved
 * trees counted from its activities, as they were not kept (see countApprovedTrees). A new limit
 * alone needs no recount: the count does not depend on it.
 */
export async function afterEventEndChanged(manager: EntityManager, companyId: number, endType: { before: EventEndType; after: EventEndType }): Promise<void> {
  if (startsEndingByTrees(endType.before, endType.after)) await recountApprovedTrees(manager, companyId);
}

/**
 * Sets the approved trees an event's tree limit is checked against from its activities. Locks
 * the row first: a count committing meanwhile either was applied and its activity is in the sum,
 * or waits for this commit and is applied on top of it.
 */
async function recountApprovedTrees(manager: EntityManager, companyId: number): Promise<void> {
  await manager.query('SELECT id FROM company WHERE id = $1 FOR NO KEY UPDATE', [companyId]);
  await manager.query(
    "UPDATE company SET approved_trees = (SELECT COALESCE(SUM(trees), 0) FROM activity WHERE company_id = $1 AND status = 'approved') WHERE id = $1",
    [companyId],
  );
}

/** The approved trees counted against an event's tree limit, as committed (see countApprovedTrees). */
export async function approvedTreesOf(manager: EntityManager, companyId: number): Promise<number> {
  const [row]: Array<{ approved_trees: string }> = await manager.query('SELECT approved_trees FROM company WHERE id = $1', [companyId]);
  return row ? Number(row.approved_trees) : 0;
}

/**
 * Sets every total of one company (users, teams, the company, the approved trees the limit is
 * checked against) to a fresh aggregate of its approved activities. Idempotent; the periodic
 * reconciliation and bulk changes use it.
 */
export async function reconcileCompanyTotals(manager: EntityManager, companyId: number): Promise<CompanyTotals> {
  await recountApprovedTrees(manager, companyId);
  const refreshed = await refresh(manager, companyId, null);
  if (!refreshed) throw new Error(`company ${companyId} is gone`);
  return refreshed.company;
}

/** A company's totals as the last recompute or reconcile wrote them; null when it is gone. */
export async function storedCompanyTotals(manager: EntityManager, companyId: number): Promise<CompanyTotals | null> {
  const [row]: Array<{ distance_sum: string; tree_sum: string; activity_count: number }> = await manager.query(
    'SELECT distance_sum, tree_sum, activity_count FROM company WHERE id = $1',
    [companyId],
  );
  return row ? { companyId, distanceSum: Number(row.distance_sum), treeSum: Number(row.tree_sum), activityCount: row.activity_count } : null;
}

/**
 * Opens a change to what a user's totals are summed from (activities, team, account), in the
 * caller's transaction and before anything the recompute touches is locked, so the two never
 * wait for each other in a circle. One statement: it holds the user's results (as
 * lockUserResults: changes to one user's results follow each other, so a count of them holds),
 * holds the company row in key-share mode (a tree-limit close waits for the change, or the change
 * sees the close), then marks the user's totals stale. The mark row stays locked until the caller
 * commits: a recompute deleting it waits and then sees the change; one that deleted it first
 * makes this wait and then leaves a fresh mark. Either way no change is left uncounted.
 */
export async function beginTotalsChange(manager: EntityManager, companyId: number, userId: number): Promise<void> {
  await queryPrepared(manager, BEGIN_TOTALS_CHANGE, [companyId, userId, LOCKS.userResults]);
}

const BEGIN_TOTALS_CHANGE = prepared(`
  WITH results AS (SELECT pg_advisory_xact_lock($3, $2)),
       event AS (SELECT id FROM company WHERE id = $1 FOR KEY SHARE)
  INSERT INTO totals_dirty (company_id, user_id) SELECT event.id, $2 FROM event, results
  ON CONFLICT (company_id, user_id) DO UPDATE SET user_id = EXCLUDED.user_id`);

/** What a change to a user's results did, for the workers and the tree limit. */
export interface RecordedChange {
  companyId: number;
  userId: number;
  /** the activity changed; null when a team or an account changed */
  activityId: number | null;
  change: ActivityChange;
  /** a result became approved (positive) or stopped being approved (negative): counted against the event's tree limit */
  approvedTrees?: { event: Pick<Company, 'id' | 'eventEndType'>; trees: number };
}

/**
 * Records a change to what a user's totals are summed from, in the caller's transaction, after
 * beginTotalsChange and the change itself: tells the workers through the outbox and counts
 * approved trees against the tree limit (refused as the transaction commits once the limit is
 * reached, see isTreeLimitReached). The API's manual results and reviews and the workers' Strava
 * imports all end this way.
 */
export async function recordTotalsChange(manager: EntityManager, recorded: RecordedChange, requestId: string | null): Promise<void> {
  const { companyId, userId, activityId, change, approvedTrees } = recorded;
  await addToOutbox(manager, { queue: QUEUES.activityEvents, name: 'activity.changed', data: { companyId, userId, activityId, change } }, requestId);
  if (approvedTrees) await countApprovedTrees(manager, approvedTrees.event, approvedTrees.trees);
}

/** Companies with a user whose totals are marked stale (see beginTotalsChange), at most `limit`. */
export async function companiesWithStaleTotals(manager: EntityManager, limit: number): Promise<number[]> {
  const rows: Array<{ company_id: number }> = await manager.query('SELECT DISTINCT company_id FROM totals_dirty LIMIT $1', [limit]);
  return rows.map((row) => row.company_id);
}

const ANY_STALE_TOTALS = prepared('SELECT 1 FROM totals_dirty WHERE company_id = $1 LIMIT 1');

/** Whether a user of the company has totals marked stale. */
export async function hasStaleTotals(manager: EntityManager, companyId: number): Promise<boolean> {
  const rows = await queryPrepared<unknown[]>(manager, ANY_STALE_TOTALS, [companyId]);
  return rows.length > 0;
}
