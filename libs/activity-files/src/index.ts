export * from './activity-file';
export type { ParseTask } from './parse-thread';
