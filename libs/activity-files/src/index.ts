export * from './activity-file';
