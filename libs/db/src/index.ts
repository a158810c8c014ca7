/** The queries, by area (db.ts); what is left here is the plumbing every area shares. */
export * as db from './db';
export * from './entities';
export * from './data-source';
export * from './migrate';
export * from './outbox';
export * from './transactions';
export * from './prepared-sql';
export * from './seed';
export * from './secret-box';
export * from './digest-unsubscribe';
export * from './database-admin';
export * from './migrated-database';
export * from './logo-image';
