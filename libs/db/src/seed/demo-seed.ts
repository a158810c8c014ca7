import type { DataSource, EntityManager } from 'typeorm';
import { addDays, treesFor, warsawDay } from '@lesne/domain';
import type { ActivitySource, ActivityStatus } from '@lesne/contracts';
import { Activity, ActivityType, Company, Emoji, Team, User } from '../entities';
import { reconcileCompanyTotals } from '../repositories/totals.repository';
import { DEMO_COMPANIES, DEMO_LOGINS, DEMO_PASSWORD, PEOPLE_NAMES, TEAM_NAMES } from './demo-data';

export { DEMO_LOGINS, DEMO_PASSWORD } from './demo-data';

interface SeedDeps {
  hashPassword: (password: string) => Promise<string>;
  now?: Date;
}

/** A small deterministic generator, so every fresh demo looks the same. */
function random(seed: number): () => number {
  let state = seed;
  return () => {
    state = (state + 0x6d2b79f5) | 0;
    let t = Math.imul(state ^ (state >>> 15), 1 | state);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/**
 * The demo the start command shows: a platform admin, "Zielona Firma" in progress and
 * "Las Sp. z o.o." closed and paid. Idempotent: a company that exists is left as it is.
 */
export async function seedDemo(dataSource: DataSource, deps: SeedDeps): Promise<void> {
  const now = deps.now ?? new Date();
  const passwordHash = await deps.hashPassword(DEMO_PASSWORD);
  await dataSource.transaction(async (manager) => {
    await manager.upsert(User, { email: DEMO_LOGINS.platformAdmin, name: 'Administrator platformy', role: 'admin', passwordHash }, ['email']);
    for (const demo of DEMO_COMPANIES) {
      if (await manager.exists(Company, { where: { registerNumber: demo.registerNumber } })) continue;
      await seedCompany(manager, demo, passwordHash, now);
    }
  });
}

async function seedCompany(manager: EntityManager, demo: (typeof DEMO_COMPANIES)[number], passwordHash: string, now: Date): Promise<void> {
  const today = warsawDay(now);
  const rand = random(demo.seed);
  const pick = <T>(items: readonly T[]) => items[Math.floor(rand() * items.length)];
  const personName = (names: { first: readonly string[]; last: readonly string[] }) => `${pick(names.first)} ${pick(names.last)}`;

  const company = await manager.save(Company, {
    name: demo.name,
    registerNumber: demo.registerNumber,
    dateFrom: addDays(today, demo.startOffsetDays),
    dateTo: addDays(today, demo.endOffsetDays),
    manualActivitiesAllowed: true,
    manualActivitiesApproval: demo.approval,
    flagSystem: true,
    teams: true,
    orderPaid: demo.closed,
    treeLimit: 9999,
    posadzimyUserId: demo.closed ? `demo-${demo.registerNumber}` : null,
    closedAt: demo.closed ? new Date(`${addDays(today, demo.endOffsetDays + 1)}T00:00:00Z`) : null,
  });

  const emoji = await manager.find(Emoji, { order: { id: 'ASC' }, take: TEAM_NAMES.length });
  const teams = await manager.save(
    Team,
    TEAM_NAMES.map((name, index) => ({ companyId: company.id, name, emojiId: emoji[index]?.id ?? null })),
  );

  const people = [
    ...(demo.admin ? [{ email: demo.admin, name: demo.adminName, role: 'companyAdmin' as const }] : []),
    ...(demo.participant ? [{ email: demo.participant, name: 'Anna Nowak', role: 'regular' as const }] : []),
    ...Array.from({ length: demo.participants }, (_, index) => ({
      email: `uczestnik${index + 1}@${demo.domain}`,
      name: personName(index % 2 === 0 ? PEOPLE_NAMES.female : PEOPLE_NAMES.male),
      role: 'regular' as const,
    })),
  ];
  const users = await manager.save(
    User,
    people.map((person, index) => ({
      ...person,
      passwordHash,
      companyId: company.id,
      teamId: teams[index % teams.length].id,
      termsAcceptedAt: now,
    })),
  );

  const types = await manager.find(ActivityType, { order: { id: 'ASC' } });
  const ratios = { standard: company.convertStandard, bike: company.convertBike };
  const lastDay = demo.closed ? company.dateTo : today;
  const spanDays = Math.max(1, Math.round((Date.parse(lastDay) - Date.parse(company.dateFrom)) / 86_400_000));
  const activities: Partial<Activity>[] = [];
  for (let index = 0; index < demo.activities; index++) {
    const type = pick(types);
    const source: ActivitySource = rand() < 0.4 ? 'integrated' : 'manual';
    const status: ActivityStatus = demo.closed || source === 'integrated' ? 'approved' : pick(['approved', 'approved', 'approved', 'pending', 'denied'] as const);
    const day = addDays(company.dateFrom, Math.floor(rand() * (spanDays + 1)));
    const distance = Math.round((type.translationKey === 'ride' ? 10 + rand() * 50 : 2 + rand() * 15) * 100) / 100;
    activities.push({
      companyId: company.id,
      userId: pick(users).id,
      activityTypeId: type.id,
      startTime: new Date(`${day}T${String(6 + Math.floor(rand() * 12)).padStart(2, '0')}:00:00+01:00`),
      day,
      distance,
      trees: treesFor(distance, type.translationKey, ratios),
      status,
      source,
      flagged: !demo.closed && status === 'approved' && rand() < 0.03,
    });
  }
  await manager.insert(Activity, activities);
  await reconcileCompanyTotals(manager, company.id);
}

/**
 * The tree-planting accounts of the demo companies that have one (the closed "Las Sp. z o.o."),
 * for the built-in simulator, which keeps them in memory and so learns them at every start. Each
 * has certificates left for all its trees: nothing was certified in the planting panel yet, so
 * the certificate can be made here.
 */
export async function demoPlantingAccounts(manager: EntityManager): Promise<Array<{ userId: string; certLeft: number }>> {
  const rows = (await manager.query(
    `SELECT posadzimy_user_id AS "userId", CEIL(tree_sum)::int AS "certLeft" FROM company WHERE register_number = ANY($1) AND posadzimy_user_id IS NOT NULL ORDER BY id`,
    [DEMO_COMPANIES.map((demo) => demo.registerNumber)],
  )) as Array<{ userId: string; certLeft: number }>;
  return rows;
}
