export * from './demo-seed';
