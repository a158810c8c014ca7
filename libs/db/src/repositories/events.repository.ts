import type { EntityManager } from 'typeorm';
import { EVENT_END_TYPES, EVENT_STATUSES, type EventEndType, type EventSortField, type SortOrder } from '@lesne/contracts';
import { endsByDate, endsByTrees } from '@lesne/domain';
import { Company, User } from '../entities';
import { containsPattern } from './sql-text';

/*
 * When an event ends, in SQL: built from the rules of libs/domain (endsByDate, endsByTrees,
 * pastEndDate, eventStatus), so the two never drift (events.repository.int-spec checks them
 * side by side). `alias` names a company row; `today` is SQL holding a YYYY-MM-DD day
 * (Europe/Warsaw, from warsawDay), a parameter such as `$1` or `:today`.
 */

const endTypeIn = (alias: string, rule: (endType: EventEndType) => boolean) =>
  `${alias}.event_end_type IN (${EVENT_END_TYPES.filter(rule).map((endType) => `'${endType}'`).join(', ')})`;

/** endsByDate: the end date ends the event. */
const endsByDateSql = (alias: string): string => endTypeIn(alias, endsByDate);

/**
 * endsByTrees: reaching the tree limit ends the event. Asked of the event_end_rule table, as the
 * tree-limit trigger asks it, so the SQL and the trigger cannot differ.
 */
export const endsByTreesSql = (alias: string): string => `ends_by_trees(${alias}.event_end_type)`;

/**
 * Writes libs/domain's endsByTrees into event_end_rule, which the tree-limit trigger and
 * endsByTreesSql read: run after every migration (migrateUnderLock), so changing the rule in
 * libs/domain changes the database at the next start, without a migration.
 */
export async function writeEventEndRules(manager: EntityManager): Promise<void> {
  await manager.query(
    `INSERT INTO event_end_rule (end_type, ends_by_trees) SELECT * FROM unnest($1::event_end_type[], $2::boolean[])
     ON CONFLICT (end_type) DO UPDATE SET ends_by_trees = EXCLUDED.ends_by_trees
      WHERE event_end_rule.ends_by_trees IS DISTINCT FROM EXCLUDED.ends_by_trees`,
    [EVENT_END_TYPES, EVENT_END_TYPES.map(endsByTrees)],
  );
}

/** pastEndDate: the event ends by date and its last day is over. */
export const pastEndDateSql = (alias: string, today: string): string => `(${endsByDateSql(alias)} AND ${alias}.date_to < ${today})`;

/** eventStatus, as the status' name. */
export const eventStatusSql = (alias: string, today: string): string =>
  `(CASE WHEN ${alias}.closed_at IS NOT NULL THEN 'closed'
         WHEN ${today} < ${alias}.date_from THEN 'waiting'
         WHEN ${pastEndDateSql(alias, today)} THEN 'closed'
         ELSE 'inProgress' END)`;

/**
 * Closes every open event past its end date, each once (a concurrent run finds it closed);
 * answers the ids it closed.
 */
export async function closeEventsPastEndDate(manager: EntityManager, today: string, now: Date): Promise<number[]> {
  const [rows] = (await manager.query(
    `UPDATE company c SET closed_at = $2
      WHERE c.closed_at IS NULL AND ${pastEndDateSql('c', '$1::date')}
      RETURNING c.id`,
    [today, now],
  )) as [Array<{ id: number }>, number];
  return rows.map((row) => row.id);
}

/** SQL for each sortable column of the platform admin's table; only these ever reach ORDER BY. */
const EVENT_ORDER: Record<EventSortField, string> = {
  companyName: 'lower(c.name)',
  registerDate: 'c.created_at',
  created_at: 'c.created_at',
  eventType: 'c.event_end_type',
  eventStatus: `(CASE ${eventStatusSql('c', ':today')} ${EVENT_STATUSES.map((status, index) => `WHEN '${status}' THEN ${index}`).join(' ')} END)`,
  dateFrom: 'c.date_from',
  dateTo: 'c.date_to',
  distanceSum: 'c.distance_sum',
  treeSum: 'c.tree_sum',
  treeLimit: 'c.tree_limit',
  allUsers: 'all_users',
  orderPaid: 'c.order_paid',
  isTest: 'c.is_test',
};

interface EventListFilter {
  /** a company name, invitation code, or an admin's name or e-mail contains it */
  search?: string;
  sortBy: EventSortField;
  sortOrder: SortOrder;
}

export interface ListedEvent {
  company: Company;
  /** everyone signed up, admins included */
  allUsers: number;
}

/** The platform admin's table of events, ties newest first; `today` orders by status. */
export async function listEvents(manager: EntityManager, filter: EventListFilter, today: string): Promise<ListedEvent[]> {
  const builder = manager
    .createQueryBuilder(Company, 'c')
    .addSelect('(SELECT COUNT(*) FROM app_user u WHERE u.company_id = c.id)', 'all_users')
    .setParameter('today', today)
    .orderBy(EVENT_ORDER[filter.sortBy], filter.sortOrder === 'asc' ? 'ASC' : 'DESC', 'NULLS LAST')
    .addOrderBy('c.id', 'DESC');
  if (filter.search) {
    builder.where(
      `(c.name ILIKE :term OR c.register_number ILIKE :term OR EXISTS (
         SELECT 1 FROM app_user a WHERE a.company_id = c.id AND a.role = 'companyAdmin' AND (a.email ILIKE :term OR a.name ILIKE :term)))`,
      { term: containsPattern(filter.search) },
    );
  }
  const { entities, raw } = await builder.getRawAndEntities<{ all_users: string }>();
  return entities.map((company, index) => ({ company, allUsers: Number(raw[index].all_users) }));
}

/** The company admins of the given events, oldest account first. */
export async function eventAdmins(manager: EntityManager, companyIds: number[]): Promise<Array<Pick<User, 'id' | 'name' | 'email' | 'companyId'>>> {
  if (companyIds.length === 0) return [];
  return manager
    .createQueryBuilder(User, 'u')
    .select(['u.id', 'u.name', 'u.email', 'u.companyId'])
    .where("u.role = 'companyAdmin' AND u.company_id IN (:...ids)", { ids: companyIds })
    .orderBy('u.id')
    .getMany();
}
