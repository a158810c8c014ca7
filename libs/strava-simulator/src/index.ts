export { StravaSimulator, type StravaSimulatorOptions, type StravaSimulatorStats } from './simulator';
export { SIM_DEVICES, SIM_VISIBILITIES, type SimActivity, type SimActivityFields, type SimActivityInput, type SimVisibility } from './activities';
export { AthleteCapReached, STANDARD_TIER_ATHLETE_CAP } from './world';
export { STRAVA_DEFAULT_LIMITS, type RateLimits } from './rate-limits';
