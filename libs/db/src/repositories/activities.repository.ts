import { In, type EntityManager, type SelectQueryBuilder } from 'typeorm';
import type { ActivitySource, ActivityStatus, ReviewCounts } from '@lesne/contracts';
import type { View, Viewer } from '@lesne/domain';
import { Activity, ActivityType } from '../entities';
import { prepared, queryPrepared } from '../prepared-sql';
import { personSearchedSql } from './names-as-seen';
import { containsPattern } from './sql-text';

/** Pending plus flagged entries of a company: the company admins' badge (a result the system held is pending and flagged, and counts once, as flagged). */
export async function reviewCounts(manager: EntityManager, companyId: number): Promise<ReviewCounts> {
  const [row] = await queryPrepared<[ReviewCounts]>(manager, REVIEW_COUNTS, [companyId]);
  return { pending: row.pending, flagged: row.flagged };
}

const REVIEW_COUNTS = prepared(`
  SELECT (SELECT COUNT(*) FROM activity WHERE company_id = $1 AND status = 'pending' AND NOT flagged)::int AS pending,
         (SELECT COUNT(*) FROM activity WHERE company_id = $1 AND flagged)::int AS flagged`);

/** Which approved activities of a company the admins' list shows. */
export interface ApprovedActivitiesFilter {
  companyId: number;
  /** YYYY-MM-DD, both days included */
  dateFrom: string;
  dateTo: string;
  /** empty: every type */
  typeIds: number[];
  /** a participant's name or e-mail, as the view shows them to the viewer, contains it */
  search?: string;
  seen: { view: View; viewer: Viewer };
  /** the sources the list may show (libs/domain visibility.ts sourcesListed) */
  sources: readonly ActivitySource[];
}

function approved(manager: EntityManager, filter: ApprovedActivitiesFilter): SelectQueryBuilder<Activity> {
  const { companyId, dateFrom, dateTo, sources } = filter;
  const builder = manager
    .createQueryBuilder(Activity, 'a')
    .where("a.company_id = :companyId AND a.status = 'approved' AND a.day BETWEEN :dateFrom AND :dateTo", { companyId, dateFrom, dateTo })
    .andWhere('a.source = ANY(:sources)', { sources });
  if (filter.typeIds.length) builder.andWhere('a.activity_type_id IN (:...typeIds)', { typeIds: filter.typeIds });
  if (filter.search) {
    const searched = personSearchedSql(filter.seen.view, filter.seen.viewer, 'u', ':term');
    builder.andWhere(`a.user_id IN (SELECT u.id FROM app_user u WHERE u.company_id = :companyId AND ${searched})`, { term: containsPattern(filter.search) });
  }
  return builder;
}

const withUserAndType = (builder: SelectQueryBuilder<Activity>) => builder.leftJoinAndSelect('a.user', 'user').leftJoinAndSelect('a.activityType', 'type');

/** A page of the list, newest first, with its user and type; and how many match in all. */
export async function approvedActivitiesPage(
  manager: EntityManager,
  filter: ApprovedActivitiesFilter,
  page: { offset: number; limit: number },
): Promise<{ activities: Activity[]; total: number }> {
  const [activities, total] = await withUserAndType(approved(manager, filter))
    .orderBy('a.start_time', 'DESC')
    .addOrderBy('a.id', 'DESC')
    .offset(page.offset)
    .limit(page.limit)
    .getManyAndCount();
  return { activities, total };
}

/** The trees and km of everything the filter matches. */
export async function approvedActivitiesSums(manager: EntityManager, filter: ApprovedActivitiesFilter): Promise<{ trees: number; distance: number }> {
  const sums = await approved(manager, filter)
    .select('COALESCE(SUM(a.trees), 0)', 'trees')
    .addSelect('COALESCE(SUM(a.distance), 0)', 'distance')
    .getRawOne<{ trees: string; distance: string }>();
  return { trees: Number(sums?.trees ?? 0), distance: Number(sums?.distance ?? 0) };
}

/**
 * A user's results, newest first, with their user and type: those of the listed sources (pending
 * and denied ones too when `everyStatus`), and the trees of the approved ones of the summed
 * sources, which the view counts without listing them (libs/domain visibility.ts).
 */
export async function userActivities(
  manager: EntityManager,
  userId: number,
  options: { everyStatus: boolean; listed: readonly ActivitySource[]; summed: readonly ActivitySource[] },
): Promise<{ activities: Activity[]; summedTrees: number }> {
  const listed = manager
    .createQueryBuilder(Activity, 'a')
    .where('a.user_id = :userId AND a.source = ANY(:sources)', { userId, sources: options.listed });
  if (!options.everyStatus) listed.andWhere("a.status = 'approved'");
  const activities = await withUserAndType(listed).orderBy('a.start_time', 'DESC').addOrderBy('a.id', 'DESC').getMany();
  if (!options.summed.length) return { activities, summedTrees: 0 };
  const [{ trees }]: Array<{ trees: string }> = await manager.query(
    "SELECT COALESCE(SUM(trees), 0) AS trees FROM activity WHERE user_id = $1 AND status = 'approved' AND source = ANY($2)",
    [userId, options.summed],
  );
  return { activities, summedTrees: Number(trees) };
}

/** Where a batch of approvedActivitiesAfter ended: Postgres' own text of the start time, exact to the microsecond, and the id. */
export interface ActivityCursor {
  startTime: string;
  id: number;
}

/**
 * The next `limit` matching activities by date (start time, then id) after the cursor (from the
 * first when null), with their user and type: a keyset over the company/start-time index, so a
 * large event is read in batches without an offset. Answers the cursor of the last one.
 */
export async function approvedActivitiesAfter(
  manager: EntityManager,
  filter: ApprovedActivitiesFilter,
  after: ActivityCursor | null,
  limit: number,
): Promise<{ activities: Activity[]; last: ActivityCursor | null }> {
  const batch = withUserAndType(approved(manager, filter)).addSelect('a.start_time::text', 'cursor_start_time');
  if (after) batch.andWhere('a.start_time >= :startTime AND (a.start_time > :startTime OR a.id > :id)', after);
  const { entities, raw } = await batch.orderBy('a.start_time', 'ASC').addOrderBy('a.id', 'ASC').limit(limit).getRawAndEntities<{ cursor_start_time: string }>();
  const last = entities.length ? { startTime: raw[raw.length - 1].cursor_start_time, id: entities[entities.length - 1].id } : null;
  return { activities: entities, last };
}

/** A result someone adds by hand, with its trees worked out and its status decided. */
export interface NewManualActivity {
  companyId: number;
  userId: number;
  type: ActivityType;
  startTime: Date;
  day: string;
  distance: number;
  trees: number;
  status: ActivityStatus;
}

const INSERT_MANUAL_ACTIVITY = prepared(`
  WITH added AS (
    INSERT INTO activity (company_id, user_id, activity_type_id, start_time, day, distance, trees, status, source)
    SELECT $1, $2, $3, $4::timestamptz, $5::date, $6::numeric, $7::numeric, $8::activity_status, 'manual'
     WHERE (SELECT COUNT(*) FROM activity WHERE user_id = $2 AND day = $5::date AND (source = 'manual' OR typed_in)) < $9::int
    RETURNING id, created_at)
  SELECT added.id, added.created_at, u.name, u.deletion_requested_at FROM added JOIN app_user u ON u.id = $2`);

/**
 * Inserts a manual result unless its user already has `perDay` results typed in by hand on its
 * day (here, or on Strava), in one round trip; answers it with its user and type, as lists show
 * it, or null when the day was full.
 * The caller holds the user's results (lockUserResults), so no other insert slips past the count.
 */
export async function insertManualActivity(manager: EntityManager, added: NewManualActivity, perDay: number): Promise<Activity | null> {
  const [row] = await queryPrepared<Array<{ id: number; created_at: Date; name: string; deletion_requested_at: Date | null }>>(manager, INSERT_MANUAL_ACTIVITY, [
    added.companyId,
    added.userId,
    added.type.id,
    added.startTime,
    added.day,
    added.distance,
    added.trees,
    added.status,
    perDay,
  ]);
  if (!row) return null;
  const { type, ...values } = added;
  return manager.create(Activity, {
    ...values,
    id: row.id,
    activityTypeId: type.id,
    activityType: type,
    user: { id: added.userId, name: row.name, deletionRequestedAt: row.deletion_requested_at },
    source: 'manual',
    flagged: false,
    flaggedById: null,
    flagReason: null,
    stravaActivityId: null,
    stravaDigest: null,
    elapsedSeconds: null,
    typedIn: false,
    deviceName: null,
    createdAt: row.created_at,
  });
}

/** What the review lists hold: the company's entries that match, with user and type, oldest first. */
function reviewList(companyId: number, where: { status?: 'pending'; flagged?: boolean }) {
  return {
    where: { companyId, ...where },
    relations: { user: true, activityType: true },
    order: { startTime: 'ASC', id: 'ASC' },
  } as const;
}

/** A page of the company's pending entries not flagged, and how many there are. */
export function pendingReviewPage(manager: EntityManager, companyId: number, page: { offset: number; limit: number }): Promise<[Activity[], number]> {
  return manager.findAndCount(Activity, { ...reviewList(companyId, { status: 'pending', flagged: false }), skip: page.offset, take: page.limit });
}

/** Every flagged entry of the company. */
export function flaggedForReview(manager: EntityManager, companyId: number): Promise<Activity[]> {
  return manager.find(Activity, reviewList(companyId, { flagged: true }));
}

/** The company's activities of these ids, held until the caller's transaction ends, in id order (a missing one is left out). */
export function lockActivities(manager: EntityManager, companyId: number, ids: readonly number[]): Promise<Activity[]> {
  return manager.find(Activity, { where: { id: In([...ids]), companyId }, order: { id: 'ASC' }, lock: { mode: 'pessimistic_write' } });
}

/** One of the company's activities, held until the caller's transaction ends. */
export function lockActivity(manager: EntityManager, companyId: number, activityId: number): Promise<Activity | null> {
  return manager.findOne(Activity, { where: { id: activityId, companyId }, lock: { mode: 'pessimistic_write' } });
}

/** An activity with its company loaded (of any company). */
export function activityWithCompany(manager: EntityManager, activityId: number): Promise<Activity | null> {
  return manager.findOne(Activity, { where: { id: activityId }, relations: { company: true } });
}

/** Changes an activity's stored figures, status or flag; the caller records what the change does to totals. */
export async function updateActivity(manager: EntityManager, activityId: number, changes: Partial<Activity>): Promise<void> {
  await manager.update(Activity, { id: activityId }, changes);
}

/** Stores an activity; answers its id. */
export async function insertActivity(manager: EntityManager, activity: Partial<Activity>): Promise<number> {
  const { identifiers } = await manager.insert(Activity, activity);
  return identifiers[0].id as number;
}

/** Deletes every activity of the company, without giving trees back (the caller reconciles its totals); answers how many. */
export async function deleteCompanyActivities(manager: EntityManager, companyId: number): Promise<number> {
  const { affected } = await manager.delete(Activity, { companyId });
  return affected ?? 0;
}

/** Per data source: the migrations write the activity types and nothing changes them, so a process reads them once. */
const kept = new WeakMap<EntityManager['connection'], Promise<readonly ActivityType[]>>();

/** Every activity type, by id; read once per data source (a failed read is tried again next time). */
export function activityTypes(manager: EntityManager): Promise<readonly ActivityType[]> {
  const dataSource = manager.connection;
  let types = kept.get(dataSource);
  if (!types) {
    types = dataSource.manager.find(ActivityType, { order: { id: 'ASC' } });
    kept.set(dataSource, types);
    types.catch(() => kept.delete(dataSource));
  }
  return types;
}
