import type { EntityManager } from 'typeorm';
import type { AdminEventRow, EventListQuery, EventSortField } from '@lesne/contracts';
import { eventStatus, warsawDay } from '@lesne/domain';
import { Company, User } from '@lesne/db';

/** SQL for each sortable column; only these names ever reach ORDER BY. */
const ORDER_BY: Record<EventSortField, string> = {
  companyName: 'lower(c.name)',
  registerDate: 'c.created_at',
  created_at: 'c.created_at',
  eventType: 'c.event_end_type',
  eventStatus: `CASE WHEN c.closed_at IS NOT NULL OR c.date_to < :today THEN 2 WHEN c.date_from > :today THEN 0 ELSE 1 END`,
  dateFrom: 'c.date_from',
  dateTo: 'c.date_to',
  distanceSum: 'c.distance_sum',
  treeSum: 'c.tree_sum',
  treeLimit: 'c.tree_limit',
  allUsers: 'all_users',
  orderPaid: 'c.order_paid',
  isTest: 'c.is_test',
};

/** The platform admin's table of events, searched by company, invitation code or admin. */
export async function listEventRows(manager: EntityManager, query: EventListQuery, now: Date): Promise<AdminEventRow[]> {
  const today = warsawDay(now);
  const builder = manager
    .createQueryBuilder(Company, 'c')
    .addSelect('(SELECT COUNT(*) FROM app_user u WHERE u.company_id = c.id)', 'all_users')
    .setParameter('today', today)
    .orderBy(ORDER_BY[query.sortBy ?? 'created_at'], (query.sortOrder ?? 'desc').toUpperCase() as 'ASC' | 'DESC', 'NULLS LAST')
    .addOrderBy('c.id', 'DESC');
  if (query.searchTerm) {
    builder.where(
      `(c.name ILIKE :term OR c.register_number ILIKE :term OR EXISTS (
         SELECT 1 FROM app_user a WHERE a.company_id = c.id AND a.role = 'companyAdmin' AND (a.email ILIKE :term OR a.name ILIKE :term)))`,
      { term: `%${query.searchTerm.replace(/[\\%_]/g, (c) => `\\${c}`)}%` },
    );
  }
  const { entities, raw } = await builder.getRawAndEntities<{ all_users: string }>();
  return withAdmins(manager, entities, raw.map((row) => Number(row.all_users)), today);
}

export async function eventRow(manager: EntityManager, companyId: number, now: Date): Promise<AdminEventRow | null> {
  const company = await manager.findOne(Company, { where: { id: companyId } });
  if (!company) return null;
  const allUsers = await manager.count(User, { where: { companyId } });
  const [row] = await withAdmins(manager, [company], [allUsers], warsawDay(now));
  return row;
}

async function withAdmins(manager: EntityManager, companies: Company[], allUsers: number[], today: string): Promise<AdminEventRow[]> {
  const admins = companies.length
    ? await manager
        .createQueryBuilder(User, 'u')
        .select(['u.id', 'u.name', 'u.email', 'u.companyId'])
        .where("u.role = 'companyAdmin' AND u.company_id IN (:...ids)", { ids: companies.map((company) => company.id) })
        .orderBy('u.id')
        .getMany()
    : [];
  return companies.map((company, index) => ({
    id: company.id,
    companyName: company.name,
    registerNumber: company.registerNumber,
    registerDate: company.createdAt.toISOString(),
    eventType: company.eventEndType,
    eventStatus: eventStatus(company, today),
    dateFrom: company.dateFrom,
    dateTo: company.dateTo,
    convert: { standard: company.convertStandard, bike: company.convertBike },
    distanceSum: company.distanceSum,
    treeSum: company.treeSum,
    treeLimit: company.treeLimit,
    allUsers: allUsers[index],
    orderPaid: company.orderPaid,
    isTest: company.isTest,
    manualActivitiesAllowed: company.manualActivitiesAllowed,
    manualActivitiesApproval: company.manualActivitiesApproval,
    maxDaysBeforeManualActivity: company.maxDaysBeforeManualActivity,
    flagSystem: company.flagSystem,
    teams: company.teams,
    hideRanking: company.hideRanking,
    admins: admins.filter((admin) => admin.companyId === company.id).map(({ id, name, email }) => ({ id, name, email })),
  }));
}
