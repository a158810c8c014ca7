import type { EntityManager } from 'typeorm';
import type { AdminEventRow, EventListQuery } from '@lesne/contracts';
import { eventStatus, warsawDay } from '@lesne/domain';
import { db } from '@lesne/db';

/** The platform admin's table of events, searched by company, invitation code or admin; newest first unless sorted. */
export async function listEventRows(manager: EntityManager, query: EventListQuery, now: Date): Promise<AdminEventRow[]> {
  const today = warsawDay(now);
  const events = await db.events.listEvents(manager, { search: query.searchTerm, sortBy: query.sortBy ?? 'created_at', sortOrder: query.sortOrder ?? 'desc' }, today);
  return withAdmins(manager, events, today);
}

export async function eventRow(manager: EntityManager, companyId: number, now: Date): Promise<AdminEventRow | null> {
  const company = await db.companies.companyById(manager, companyId);
  if (!company) return null;
  const allUsers = await db.companies.userCount(manager, companyId);
  const [row] = await withAdmins(manager, [{ company, allUsers }], warsawDay(now));
  return row;
}

async function withAdmins(manager: EntityManager, events: db.events.ListedEvent[], today: string): Promise<AdminEventRow[]> {
  const admins = await db.events.eventAdmins(manager, events.map(({ company }) => company.id));
  return events.map(({ company, allUsers }) => ({
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
    allUsers,
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
