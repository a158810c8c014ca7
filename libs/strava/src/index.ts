export * from './strava-types';
export * from './strava-error';
export * from './strava-rate-budget';
export * from './strava-client';
export * from './strava-tokens';
export * from './create-strava-client';
export * from './strava-disconnection';
