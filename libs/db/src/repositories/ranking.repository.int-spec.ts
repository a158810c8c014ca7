import 'reflect-metadata';
import { DataSource } from 'typeorm';
import type { RankingType } from '@lesne/contracts';
import { compareTotals, hasResults, type RankedTotals } from '@lesne/domain';
import { dataSourceOptions } from '../index';
import { rankedAhead, rankingPage, userPlace } from './ranking.repository';

/**
 * The ranking is ordered twice: in SQL (pages, places) and by compareTotals (places within a
 * page, the SPA). Here both order the same rows, on the real Postgres numerics.
 */
let dataSource: DataSource;
beforeAll(async () => {
  dataSource = await new DataSource(dataSourceOptions(process.env.DATABASE_URL!)).initialize();
});
afterAll(() => dataSource.destroy());

type Totals = RankedTotals & { id: number };

/** A company whose users, or teams, have the given sums. */
async function ranked(type: RankingType, sums: RankedTotals[]): Promise<{ companyId: number; rows: Totals[] }> {
  const [{ id: companyId }] = await dataSource.query(
    `INSERT INTO company (name, register_number, date_from, date_to) VALUES ('Ranking', md5(random()::text), now()::date, now()::date + 1) RETURNING id`,
  );
  const rows: Totals[] = [];
  for (const { treeSum, kmSum } of sums) {
    const [{ id }] =
      type === 'user'
        ? await dataSource.query(
            `INSERT INTO app_user (email, name, company_id, tree_sum, km_sum) VALUES (md5(random()::text) || '@example.com', 'Ala', $1, $2, $3) RETURNING id`,
            [companyId, treeSum, kmSum],
          )
        : await dataSource.query('INSERT INTO team (company_id, name, tree_sum, km_sum) VALUES ($1, $2, $3, $4) RETURNING id', [companyId, 'Drużyna', treeSum, kmSum]);
    rows.push({ id, treeSum, kmSum });
  }
  return { companyId, rows };
}

/** The domain's order; equal sums by id, newest first, as SQL pages them. */
const byDomain = (rows: Totals[]) => [...rows].sort((a, b) => compareTotals(a, b) || b.id - a.id);
const aheadByDomain = (rows: Totals[], row: Totals) => rows.filter((other) => compareTotals(other, row) < 0).length;

async function expectSameOrder(type: RankingType, sums: RankedTotals[]): Promise<void> {
  const { companyId, rows } = await ranked(type, sums);
  const page = await rankingPage(dataSource.manager, type, companyId, { offset: 0, limit: rows.length + 1 });
  expect(page.map(({ id, treeSum, kmSum }) => ({ id, treeSum, kmSum }))).toEqual(byDomain(rows).filter(hasResults));
  for (const row of rows) {
    expect({ id: row.id, ahead: await rankedAhead(dataSource.manager, type, companyId, row) }).toEqual({ id: row.id, ahead: aheadByDomain(rows, row) });
    if (type === 'user') {
      const ranking = hasResults(row) ? aheadByDomain(rows, row) + 1 : null;
      expect(await userPlace(dataSource.manager, companyId, row.id)).toEqual({ ranking, rankingCount: rows.filter(hasResults).length });
    }
  }
}

const sum = (treeSum: number, kmSum: number): RankedTotals => ({ treeSum, kmSum });

/** A small deterministic generator, so a failure repeats. */
function randomSums(count: number, seed: number): RankedTotals[] {
  let state = seed;
  const next = (below: number) => {
    state = (state * 1103515245 + 12345) % 2 ** 31;
    return state % below;
  };
  // Few distinct values, so ties on trees, and on both sums, are common.
  return Array.from({ length: count }, () => sum(next(6) + [0, 0.0001, 0.5, 0.9999][next(4)], next(4) * 12.5 + [0, 0.01, 0.99][next(3)]));
}

describe('the ranking order in SQL and in libs/domain', () => {
  it.each<RankingType>(['user', 'team'])('orders equal sums together and places them alike (%s)', async (type) => {
    await expectSameOrder(type, [sum(5, 10), sum(3, 1), sum(5, 10), sum(0, 0), sum(5, 10), sum(0, 0)]);
  });

  it.each<RankingType>(['user', 'team'])('orders equal trees by km (%s)', async (type) => {
    await expectSameOrder(type, [sum(5, 10), sum(5, 20), sum(5, 10.01), sum(5, 9.99), sum(4.9999, 500)]);
  });

  it('ranks a ten-thousandth of a tree above any km', async () => {
    await expectSameOrder('user', [sum(1, 99999.99), sum(1.0001, 0), sum(0.9999, 1000)]);
  });

  it.each([1, 2, 3])('orders many random rows alike (seed %i)', async (seed) => {
    await expectSameOrder(seed === 3 ? 'team' : 'user', randomSums(120, seed));
  });
});
