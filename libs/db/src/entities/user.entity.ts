import {
  Column, CreateDateColumn, Entity, Index, JoinColumn, ManyToOne, PrimaryGeneratedColumn, UpdateDateColumn, type Relation,
} from 'typeorm';
import { ROLES, type Lang, type Role } from '@lesne/contracts';
import { Company } from './company.entity';
import { Team } from './team.entity';
import { decimal } from './decimal.transformer';

@Entity('app_user')
/** the ranking reads pages straight from this index, ties broken by id */
@Index('user_ranking_idx', ['companyId', 'treeSum', 'kmSum', 'id'])
/** the pending deletion requests, which the daily job and the platform admin's list read */
@Index('user_deletion_pending_idx', ['deletionRequestedAt'], { where: 'deletion_requested_at IS NOT NULL AND anonymised_at IS NULL' })
export class User {
  @PrimaryGeneratedColumn()
  id: number;

  /** stored lower-cased; unique across the platform */
  @Index({ unique: true })
  @Column({ type: 'varchar', length: 254 })
  email: string;

  /** full name or nickname; not public */
  @Column({ type: 'varchar', length: 100 })
  name: string;

  @Column({ type: 'varchar', length: 100, nullable: true })
  diplomaName: string | null;

  @Column({ type: 'varchar', length: 200, nullable: true })
  passwordHash: string | null;

  @Column({ type: 'enum', enum: ROLES, enumName: 'user_role', default: 'regular' })
  role: Role;

  /** null only for platform admins */
  @Index()
  @Column({ type: 'integer', nullable: true })
  companyId: number | null;

  @ManyToOne(() => Company, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'company_id' })
  company: Relation<Company> | null;

  @Index()
  @Column({ type: 'integer', nullable: true })
  teamId: number | null;

  @ManyToOne(() => Team, { onDelete: 'SET NULL' })
  @JoinColumn({ name: 'team_id' })
  team: Relation<Team> | null;

  /** totals of approved activities, kept by the ranking worker */
  @Column({ type: 'numeric', precision: 12, scale: 2, default: 0, transformer: decimal })
  kmSum: number;

  @Column({ type: 'numeric', precision: 12, scale: 4, default: 0, transformer: decimal })
  treeSum: number;

  /** the user keeps their name off shared rankings (libs/domain visibility.ts); their trees still count */
  @Column({ type: 'boolean', default: false })
  hideName: boolean;

  /** the language of the mails the user gets by themselves (the weekly digest): the one they signed up or last chose in */
  @Column({ type: 'varchar', length: 2, default: 'pl' })
  lang: Lang;

  /** the user gets the weekly digest; off from its one-click unsubscribe or their settings */
  @Column({ type: 'boolean', default: true })
  weeklyDigest: boolean;

  /** when Strava ended the user's link (the athlete revoked us there); cleared by their next link or their own disconnect */
  @Column({ type: 'timestamptz', nullable: true })
  stravaRevokedAt: Date | null;

  /** how many approved activities the totals hold */
  @Column({ type: 'integer', default: 0 })
  activityCount: number;

  @Column({ type: 'timestamptz', nullable: true })
  termsAcceptedAt: Date | null;

  /** Raised on a password change: tokens issued before it stop working. */
  @Column({ type: 'integer', default: 0 })
  tokenVersion: number;

  /** When the user asked for the account's deletion; from then on it cannot sign in and ranks without a name. */
  @Column({ type: 'timestamptz', nullable: true })
  deletionRequestedAt: Date | null;

  /** When the request was carried out: everything personal removed, the results kept anonymous. */
  @Column({ type: 'timestamptz', nullable: true })
  anonymisedAt: Date | null;

  @CreateDateColumn({ type: 'timestamptz' })
  createdAt: Date;

  @UpdateDateColumn({ type: 'timestamptz' })
  updatedAt: Date;
}
