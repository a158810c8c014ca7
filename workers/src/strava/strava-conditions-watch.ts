import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import type { DataSource } from 'typeorm';
import { InjectConfig, type AppConfig } from '@lesne/config';
import { PATHS } from '@lesne/contracts';
import { db, inTransaction } from '@lesne/db';
import { PeriodicSweep } from '../periodic-sweep';
import { StravaApi } from './strava-api';

/** A minute: a condition reaches the operators within it, and ends within it once gone. */
const WATCH_EVERY_MS = 60_000;

/**
 * Turns what every copy last saw of Strava (whether it refuses our app, its capacity, our links)
 * into the operators' conditions: each starts once (the platform admins are mailed) and ends by
 * itself. Any worker copy may look; the conditions' rows keep their mail to one.
 */
@Injectable()
export class StravaConditionsWatch extends PeriodicSweep {
  private readonly link: string;

  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    @InjectConfig() config: AppConfig,
    private readonly api: StravaApi,
  ) {
    super(WATCH_EVERY_MS);
    this.link = new URL(PATHS.events, config.APP_URL).toString();
  }

  protected async pass(): Promise<number> {
    const { blocked, places, inactiveSince } = await this.api.availability.read();
    const mail = { link: this.link, requestId: null };
    await inTransaction(this.dataSource, async (manager) => {
      if (inactiveSince) await db.operatorConditions.raiseOperatorCondition(manager, { kind: 'stravaAppInactive', details: { since: inactiveSince.toISOString() } }, mail);
      else await db.operatorConditions.endOperatorCondition(manager, 'stravaAppInactive');
      if (blocked === 'athleteCap') await db.operatorConditions.raiseOperatorCondition(manager, { kind: 'stravaAthleteCap', details: { ...places } }, mail);
      else if (places.taken < places.limit) await db.operatorConditions.endOperatorCondition(manager, 'stravaAthleteCap');
    });
    return blocked ? 1 : 0;
  }
}
