import { Column, CreateDateColumn, Entity, PrimaryColumn } from 'typeorm';

/** The app's one push subscription at Strava: webhook events naming another id are refused. */
@Entity('strava_subscription')
export class StravaSubscription {
  /** Strava's subscription id */
  @PrimaryColumn({ type: 'bigint' })
  id: string;

  @Column({ type: 'varchar', length: 255 })
  callbackUrl: string;

  @CreateDateColumn({ type: 'timestamptz' })
  createdAt: Date;
}
