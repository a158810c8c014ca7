export { StravaSimulator, type StravaSimulatorOptions, type StravaSimulatorStats } from './simulator';
export type { SimActivity, SimActivityFields, SimActivityInput } from './activities';
export type { RateLimits } from './rate-limits';
