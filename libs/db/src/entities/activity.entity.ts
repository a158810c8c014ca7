import {
  Column, CreateDateColumn, Entity, Index, JoinColumn, ManyToOne, PrimaryGeneratedColumn, type Relation,
} from 'typeorm';
import { ACTIVITY_SOURCES, ACTIVITY_STATUSES, FLAG_REASONS, type ActivitySource, type ActivityStatus, type FlagReason } from '@lesne/contracts';
import { ActivityType } from './activity-type.entity';
import { Company } from './company.entity';
import { User } from './user.entity';
import { decimal } from './decimal.transformer';


@Entity('activity')
/** per-user totals of approved activities read from the index alone */
@Index('activity_totals_idx', ['companyId', 'status', 'userId'])
@Index('activity_user_day_idx', ['userId', 'day'])
@Index('activity_company_start_idx', ['companyId', 'startTime'])
@Index('activity_flagged_idx', ['companyId'], { where: 'flagged' })
@Index('activity_pending_idx', ['companyId'], { where: "status = 'pending'" })
@Index('activity_strava_idx', ['stravaActivityId'], { unique: true, where: 'strava_activity_id IS NOT NULL' })
@Index('activity_strava_digest_idx', ['userId', 'stravaDigest'], { where: 'strava_digest IS NOT NULL' })
export class Activity {
  @PrimaryGeneratedColumn()
  id: number;

  @Column({ type: 'integer' })
  companyId: number;

  @ManyToOne(() => Company, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'company_id' })
  company: Relation<Company>;

  @Column({ type: 'integer' })
  userId: number;

  @ManyToOne(() => User, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'user_id' })
  user: Relation<User>;

  @Column({ type: 'integer' })
  activityTypeId: number;

  @ManyToOne(() => ActivityType)
  @JoinColumn({ name: 'activity_type_id' })
  activityType: Relation<ActivityType>;

  @Column({ type: 'timestamptz' })
  startTime: Date;

  /** the start's calendar day in Europe/Warsaw: the 3-per-day limit and day filters use it */
  @Column({ type: 'date' })
  day: string;

  @Column({ type: 'numeric', precision: 8, scale: 2, transformer: decimal })
  distance: number;

  /** fixed when logged, from the ratio in force then */
  @Column({ type: 'numeric', precision: 12, scale: 4, transformer: decimal })
  trees: number;

  @Column({ type: 'enum', enum: ACTIVITY_STATUSES, enumName: 'activity_status' })
  status: ActivityStatus;

  @Column({ type: 'enum', enum: ACTIVITY_SOURCES, enumName: 'activity_source' })
  source: ActivitySource;

  @Column({ type: 'boolean', default: false })
  flagged: boolean;

  @Column({ type: 'integer', nullable: true })
  flaggedById: number | null;

  /** why the system itself flagged it (a Strava import held for review); null when a person flagged it or nobody did */
  @Column({ type: 'enum', enum: FLAG_REASONS, enumName: 'flag_reason', nullable: true })
  flagReason: FlagReason | null;

  @Column({ type: 'bigint', nullable: true })
  stravaActivityId: string | null;

  /**
   * Kept instead of the Strava id once its owner's link ended and they chose to keep their trees
   * (a keyed digest, SecretBox.digest: not Strava's id, yet the same activity imported again after
   * a reconnect takes this result back rather than counting twice)
   */
  @Column({ type: 'char', length: 64, nullable: true })
  stravaDigest: string | null;

  /** how long it took (Strava's elapsed_time); null for a manual result, which has a day only */
  @Column({ type: 'integer', nullable: true })
  elapsedSeconds: number | null;

  /** typed in by hand on Strava: a manual result that came another way, under the company's manual-entry rules */
  @Column({ type: 'boolean', default: false })
  typedIn: boolean;

  /** what recorded it, as Strava names it (e.g. "Garmin Forerunner 265"): its owner's own page credits Garmin's devices */
  @Column({ type: 'varchar', length: 100, nullable: true })
  deviceName: string | null;

  @CreateDateColumn({ type: 'timestamptz' })
  createdAt: Date;
}
