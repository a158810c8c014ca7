import 'reflect-metadata';
import { DataSource, QueryFailedError } from 'typeorm';
import { dataSourceOptions } from './data-source';
import { prepared, queryPrepared } from './prepared-sql';

let dataSource: DataSource;
beforeAll(async () => {
  dataSource = await new DataSource(dataSourceOptions(process.env.DATABASE_URL!)).initialize();
});
afterAll(() => dataSource.destroy());

describe('prepared SQL', () => {
  it('is prepared once on its connection and then reused, answering as manager.query does', async () => {
    const sql = prepared('SELECT $1::int + 1 AS next');
    await dataSource.transaction(async (manager) => {
      expect(await queryPrepared(manager, sql, [1])).toEqual([{ next: 2 }]);
      expect(await queryPrepared(manager, sql, [41])).toEqual([{ next: 42 }]);
      // one statement on the connection, planned for both runs
      const statements = await manager.query('SELECT statement, generic_plans + custom_plans AS plans FROM pg_prepared_statements WHERE name = $1', [sql.name]);
      expect(statements).toEqual([{ statement: sql.text, plans: '2' }]);
    });
  });

  it('answers an UPDATE as its rows and their count, like manager.query', async () => {
    const update = prepared('UPDATE prepared_probe SET n = n + 1 WHERE n < $1 RETURNING n');
    await dataSource.transaction(async (manager) => {
      await manager.query('CREATE TEMPORARY TABLE prepared_probe (n int) ON COMMIT DROP');
      await manager.query('INSERT INTO prepared_probe VALUES (1), (2), (5)');
      expect(await queryPrepared(manager, update, [3])).toEqual([[{ n: 2 }, { n: 3 }], 2]);
    });
  });

  it('fails as TypeORM fails, with the driver error and its SQLSTATE', async () => {
    const divide = prepared('SELECT 1 / $1::int AS quotient');
    const failure = await queryPrepared(dataSource.manager, divide, [0]).catch((error: unknown) => error);
    expect(failure).toBeInstanceOf(QueryFailedError);
    expect(failure).toMatchObject({ driverError: { code: '22012' } });
  });

  it('names different texts differently and the same text alike', () => {
    expect(prepared('SELECT 1').name).toBe(prepared('SELECT 1').name);
    expect(prepared('SELECT 1').name).not.toBe(prepared('SELECT 2').name);
  });
});
