import 'reflect-metadata';
import { DataSource } from 'typeorm';
import { dataSourceOptions, migrateUnderLock } from './index';

describe('schema', () => {
  it('the migrations build exactly the schema the entities describe', async () => {
    const dataSource = await new DataSource(dataSourceOptions(process.env.DATABASE_URL!)).initialize();
    try {
      const pending = await dataSource.driver.createSchemaBuilder().log();
      expect(pending.upQueries.map((query) => query.query)).toEqual([]);
    } finally {
      await dataSource.destroy();
    }
  });

  it('several copies starting together migrate once, one after another', async () => {
    const copies = await Promise.all([1, 2, 3].map(() => new DataSource(dataSourceOptions(process.env.DATABASE_URL!)).initialize()));
    try {
      await Promise.all(copies.map((copy) => migrateUnderLock(copy)));
      const [{ count }] = await copies[0].query('SELECT COUNT(*)::int AS count FROM migrations');
      expect(count).toBe(copies[0].migrations.length);
    } finally {
      await Promise.all(copies.map((copy) => copy.destroy()));
    }
  });

  it('seeds the nine activity types and at least 40 emoji', async () => {
    const dataSource = await new DataSource(dataSourceOptions(process.env.DATABASE_URL!)).initialize();
    try {
      const types = await dataSource.query('SELECT translation_key FROM activity_type ORDER BY id');
      expect(types.map((row: { translation_key: string }) => row.translation_key)).toEqual([
        'walk', 'run', 'ride', 'swim', 'skate', 'winterSports', 'waterSports', 'other', 'wheelchair',
      ]);
      const [{ count }] = await dataSource.query('SELECT COUNT(*)::int AS count FROM emoji');
      expect(count).toBeGreaterThanOrEqual(40);
    } finally {
      await dataSource.destroy();
    }
  });
});
