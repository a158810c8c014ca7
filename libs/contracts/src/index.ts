export * from './auth';
export * from './errors';
export * from './i18n';
export * from './jobs';
export * from './roles';
export * from './users';
export * from './storage';
export * from './paths';
