import type { DataSource } from 'typeorm';
import type { StravaConnectBlock } from '@lesne/contracts';
import { stravaConnectAvailability, type StravaPlaces } from '@lesne/domain';
import { db } from '@lesne/db';
import type { StravaAppStatus } from './strava-app-status';
import type { StravaRateBudget } from './strava-rate-budget';

export interface StravaAvailabilityState {
  places: StravaPlaces;
  /** why nobody can connect now; null: they can */
  blocked: StravaConnectBlock | null;
  /** since when Strava refuses the app; null when it does not */
  inactiveSince: Date | null;
}

/** Whether Strava takes new connections now, from what every copy last saw of it (the app's status and capacity) and our own links. */
export class StravaAvailability {
  constructor(
    private readonly dataSource: DataSource,
    private readonly budget: StravaRateBudget,
    private readonly appStatus: StravaAppStatus,
    /** STRAVA_ATHLETE_LIMIT: the tier's cap until Strava reports one */
    private readonly configuredLimit: number,
  ) {}

  async read(): Promise<StravaAvailabilityState> {
    const [inactiveSince, reported, linked] = await Promise.all([this.appStatus.inactiveSince(), this.budget.capacity(), db.stravaConnections.linkedStravaAthletes(this.dataSource.manager)]);
    return { ...stravaConnectAvailability({ appInactive: inactiveSince !== null, linked, reported, configuredLimit: this.configuredLimit }), inactiveSince };
  }
}
