import { DataSource, type DataSourceOptions } from 'typeorm';
import { SnakeNamingStrategy } from 'typeorm-naming-strategies';
import { ENTITIES } from './entities';
import { MIGRATIONS } from './migrations';

const POOL_CONNECT_TIMEOUT_MS = 5_000;

export function dataSourceOptions(url: string): DataSourceOptions {
  return {
    type: 'postgres',
    url,
    entities: ENTITIES,
    migrations: MIGRATIONS,
    namingStrategy: new SnakeNamingStrategy(),
    synchronize: false,
    migrationsRun: false,
    // A Postgres host that drops packets fails a request within seconds (a 503) instead of hanging it.
    extra: { max: 20, connectionTimeoutMillis: POOL_CONNECT_TIMEOUT_MS },
  };
}

/** For the TypeORM CLI (migration:generate); the apps build their own from validated config. */
export default new DataSource(dataSourceOptions(process.env.DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/lesne'));
