import { Column, CreateDateColumn, Entity, Index, JoinColumn, OneToOne, PrimaryColumn, UpdateDateColumn, type Relation } from 'typeorm';
import { STRAVA_ACCESS_TYPES, type StravaAccessType } from '@lesne/contracts';
import { User } from './user.entity';


/** A user's Strava link. Tokens are encrypted at rest (AES-256-GCM) and deleted on disconnect. */
@Entity('strava_connection')
export class StravaConnection {
  @PrimaryColumn({ type: 'integer' })
  userId: number;

  @OneToOne(() => User, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'user_id' })
  user: Relation<User>;

  /** Strava's athlete id (owner_id in webhook events) */
  @Index({ unique: true })
  @Column({ type: 'bigint' })
  athleteId: string;

  @Column({ type: 'text' })
  accessTokenEncrypted: string;

  @Column({ type: 'text' })
  refreshTokenEncrypted: string;

  @Column({ type: 'timestamptz' })
  expiresAt: Date;

  @Column({ type: 'varchar', length: 200 })
  scope: string;

  @Column({ type: 'enum', enum: STRAVA_ACCESS_TYPES, enumName: 'strava_access_type' })
  accessType: StravaAccessType;

  @CreateDateColumn({ type: 'timestamptz' })
  createdAt: Date;

  @UpdateDateColumn({ type: 'timestamptz' })
  updatedAt: Date;
}
