import { Column, CreateDateColumn, Entity, Index, JoinColumn, ManyToOne, PrimaryGeneratedColumn, type Relation } from 'typeorm';
import { STRAVA_RESULTS_ON_DISCONNECT, type StravaResultsOnDisconnect } from '@lesne/contracts';
import { User } from './user.entity';

/** A consent a user gave to connecting Strava, with the version of the text they read; their latest one is in force. */
@Entity('strava_consent')
@Index('strava_consent_user_idx', ['userId', 'id'])
export class StravaConsent {
  @PrimaryGeneratedColumn()
  id: number;

  @Column({ type: 'integer' })
  userId: number;

  @ManyToOne(() => User, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'user_id' })
  user: Relation<User>;

  /** STRAVA_CONSENT_VERSION of the text shown */
  @Column({ type: 'varchar', length: 20 })
  textVersion: string;

  /** what becomes of their results from Strava when the link ends */
  @Column({ type: 'enum', enum: STRAVA_RESULTS_ON_DISCONNECT, enumName: 'strava_results_on_disconnect' })
  onDisconnect: StravaResultsOnDisconnect;

  @CreateDateColumn({ type: 'timestamptz' })
  givenAt: Date;
}
