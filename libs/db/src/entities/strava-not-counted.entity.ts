import { Column, Entity, JoinColumn, ManyToOne, PrimaryColumn, UpdateDateColumn, type Relation } from 'typeorm';
import type { StravaSkipReason } from '@lesne/contracts';
import { decimal } from './decimal.transformer';
import { User } from './user.entity';

/**
 * A Strava activity of the user's that the rules left out, and why: what its owner sees when a
 * run did not count. Strava's data, so only its owner reads it, and it goes with their link.
 */
@Entity('strava_not_counted')
export class StravaNotCounted {
  @PrimaryColumn({ type: 'integer' })
  userId: number;

  @ManyToOne(() => User, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'user_id' })
  user: Relation<User>;

  @PrimaryColumn({ type: 'bigint' })
  stravaActivityId: string;

  @Column({ type: 'varchar', length: 20 })
  reason: StravaSkipReason;

  /** Strava's sport_type */
  @Column({ type: 'varchar', length: 40 })
  sportType: string;

  @Column({ type: 'timestamptz' })
  startTime: Date;

  /** km, as Strava's distance rounded like a result's */
  @Column({ type: 'numeric', precision: 8, scale: 2, transformer: decimal })
  distance: number;

  @UpdateDateColumn({ type: 'timestamptz' })
  seenAt: Date;
}
