export * from './config';
export * from './config.module';
export * from './redis-connection';
export * from './logger';
