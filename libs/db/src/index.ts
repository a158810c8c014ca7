export * from './entities';
export * from './data-source';
export * from './migrate';
export * from './outbox';
export * from './totals';
export * from './seed';
export * from './secret-box';
export * from './database-admin';
