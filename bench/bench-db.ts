import { DataSource } from 'typeorm';
import { createMigratedDatabase, DatabaseAdmin, dataSourceOptions, db } from '@lesne/db';
import { addDays, warsawDay } from '@lesne/domain';

/** A fresh database for one benchmark run, dropped by the caller. */
export async function benchDatabase(name: string): Promise<{ url: string; drop: () => Promise<void> }> {
  const admin = new DatabaseAdmin();
  await admin.drop(name);
  const url = await createMigratedDatabase(name, admin);
  return { url, drop: () => admin.drop(name) };
}

/**
 * One company in progress with `users` participants and `activities` approved activities, totals reconciled.
 * It ends by date, or with `endsByTrees` at a tree limit far away (its results are then counted against the cap).
 */
export async function seedEvent(url: string, users: number, activities: number, options: { endsByTrees?: boolean } = {}): Promise<{ companyId: number; userIds: number[] }> {
  const dataSource = await new DataSource(dataSourceOptions(url)).initialize();
  try {
    const today = warsawDay(new Date());
    const [{ id: companyId }] = await dataSource.query(
      `INSERT INTO company (name, register_number, date_from, date_to, tree_limit, event_end_type) VALUES ('Bench', 'bench-' || md5(random()::text), $1, $2, 99999999, $3) RETURNING id`,
      [addDays(today, -30), addDays(today, 30), options.endsByTrees ? 'both' : 'date'],
    );
    await dataSource.query(
      `INSERT INTO app_user (email, name, role, company_id, password_hash)
       SELECT 'bench' || g || '-' || $1::int || '@example.com', 'Uczestnik ' || g, 'regular', $1::int, NULL FROM generate_series(1, $2) g`,
      [companyId, users],
    );
    await dataSource.query(
      `INSERT INTO activity (company_id, user_id, activity_type_id, start_time, day, distance, trees, status, source)
       SELECT $1, u.ids[1 + (g % array_length(u.ids, 1))], 1 + (g % 9), now() - (g % 30) * interval '1 day',
              (now() - (g % 30) * interval '1 day')::date, d.km, round(d.km / 5, 4), 'approved', 'integrated'
         FROM generate_series(1, $2) g
         CROSS JOIN (SELECT array_agg(id ORDER BY id) AS ids FROM app_user WHERE company_id = $1) u
         -- g in the expression makes Postgres draw a distance per row; uncorrelated, it draws one for all (and everyone would tie)
         CROSS JOIN LATERAL (SELECT round((1 + random() * 20 + 0 * g)::numeric, 2) AS km) d`,
      [companyId, activities],
    );
    await dataSource.query('ANALYZE');
    await dataSource.transaction((manager) => db.totals.reconcileCompanyTotals(manager, companyId));
    // The seed's writes reach the disk now, not as a checkpoint in the middle of a measurement.
    await dataSource.query('CHECKPOINT');
    const rows: Array<{ id: number }> = await dataSource.query('SELECT id FROM app_user WHERE company_id = $1 ORDER BY id', [companyId]);
    return { companyId, userIds: rows.map((row) => row.id) };
  } finally {
    await dataSource.destroy();
  }
}

/** Makes a seeded participant their company's admin, before they first call the API. */
export async function makeCompanyAdmin(url: string, userId: number): Promise<void> {
  const dataSource = await new DataSource(dataSourceOptions(url)).initialize();
  try {
    await dataSource.query(`UPDATE app_user SET role = 'companyAdmin' WHERE id = $1`, [userId]);
  } finally {
    await dataSource.destroy();
  }
}

/** First names and surnames with Polish letters, so the diplomas print them (and their fonts). */
const FIRST_NAMES = ['Zofia', 'Łukasz', 'Małgorzata', 'Grzegorz', 'Żaneta', 'Jędrzej', 'Bożena', 'Ścibor', 'Urszula', 'Mikołaj'];
const SURNAMES = ['Gęślak', 'Wąsik', 'Żuraw', 'Łoś', 'Kęsik', 'Ślusarczyk', 'Bąk', 'Źdźbło', 'Chmielów', 'Dębiec', 'Kożuch'];

/**
 * A company whose event ended ten days ago, closed and paid, with `participants` participants of
 * 1 to 40 whole trees (5 km a tree) and a company admin without trees: every participant has a
 * diploma to print. Its tree sum is theirs, at least 1000 so that diplomas are open at any size.
 */
export async function seedClosedEvent(url: string, participants: number): Promise<{ companyId: number; adminId: number }> {
  const dataSource = await new DataSource(dataSourceOptions(url)).initialize();
  try {
    const today = warsawDay(new Date());
    const [{ id: companyId }] = await dataSource.query(
      `INSERT INTO company (name, register_number, date_from, date_to, tree_limit, event_end_type, order_paid, closed_at)
       VALUES ('Leśny Dwór sp. z o.o.', 'bench-' || md5(random()::text), $1, $2, 99999999, 'date', true, now() - interval '9 days') RETURNING id`,
      [addDays(today, -40), addDays(today, -10)],
    );
    await dataSource.query(
      `INSERT INTO app_user (email, name, role, company_id, password_hash, tree_sum, km_sum)
       SELECT 'bench' || g || '-' || $1::int || '@example.com', ($3::text[])[1 + g % array_length($3::text[], 1)] || ' ' || ($4::text[])[1 + (g / array_length($3::text[], 1)) % array_length($4::text[], 1)],
              'regular', $1::int, NULL, 1 + g % 40, (1 + g % 40) * 5
         FROM generate_series(1, $2) g`,
      [companyId, participants, FIRST_NAMES, SURNAMES],
    );
    const [{ id: adminId }] = await dataSource.query(
      `INSERT INTO app_user (email, name, role, company_id, password_hash) VALUES ('bench-admin-' || $1::int || '@example.com', 'Agnieszka Włodarczyk', 'companyAdmin', $1::int, NULL) RETURNING id`,
      [companyId],
    );
    await dataSource.query(
      `UPDATE company c SET tree_sum = GREATEST(s.trees, 1000), distance_sum = s.km
         FROM (SELECT sum(tree_sum) AS trees, sum(km_sum) AS km FROM app_user WHERE company_id = $1) s WHERE c.id = $1`,
      [companyId],
    );
    await dataSource.query('ANALYZE');
    // The seed's writes reach the disk now, not as a checkpoint in the middle of a measurement.
    await dataSource.query('CHECKPOINT');
    return { companyId, adminId };
  } finally {
    await dataSource.destroy();
  }
}
