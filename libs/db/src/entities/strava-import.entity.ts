import { Column, CreateDateColumn, Entity, Index, JoinColumn, ManyToOne, PrimaryGeneratedColumn, type Relation } from 'typeorm';
import { STRAVA_IMPORT_FAILURES, STRAVA_IMPORT_STATES, type StravaImportFailure, type StravaImportState, type StravaSkipReason } from '@lesne/contracts';
import { User } from './user.entity';

/** A re-import of one user's Strava activities from a day (a platform operator's, the first after connecting, or a webhook re-sync); its progress as it goes. */
@Entity('strava_import')
@Index('strava_import_requested_idx', ['requestedAt'])
export class StravaImport {
  @PrimaryGeneratedColumn()
  id: number;

  @Column({ type: 'integer' })
  userId: number;

  @ManyToOne(() => User, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'user_id' })
  user: Relation<User>;

  /** the operator who started it; null once they are deleted */
  @Column({ type: 'integer', nullable: true })
  requestedById: number | null;

  @ManyToOne(() => User, { onDelete: 'SET NULL' })
  @JoinColumn({ name: 'requested_by_id' })
  requestedBy: Relation<User> | null;

  @Column({ type: 'date' })
  dateFrom: string;

  @Column({ type: 'enum', enum: STRAVA_IMPORT_STATES, enumName: 'strava_import_state', default: 'queued' })
  state: StravaImportState;

  /** the next page of Strava's activity list to fetch: a resumed import starts here, not from page 1 */
  @Column({ type: 'integer', default: 1 })
  nextPage: number;

  /** listing a second time: the first did not list some of our results, which go only if this one does not list them either */
  @Column({ type: 'boolean', default: false })
  confirming: boolean;

  /** a re-sync a flood of the user's webhook events collapsed into (no operator asked): its reads come out of the webhooks' share */
  @Column({ type: 'boolean', default: false })
  webhookResync: boolean;

  @Column({ type: 'integer', default: 0 })
  pagesFetched: number;

  @Column({ type: 'integer', default: 0 })
  imported: number;

  @Column({ type: 'jsonb', default: {} })
  skipped: Partial<Record<StravaSkipReason, number>>;

  /** our results of activities Strava no longer listed, removed when the listing ended */
  @Column({ type: 'integer', default: 0 })
  removed: number;

  @Column({ type: 'timestamptz', nullable: true })
  resumesAt: Date | null;

  @Column({ type: 'enum', enum: STRAVA_IMPORT_FAILURES, enumName: 'strava_import_failure', nullable: true })
  error: StravaImportFailure | null;

  @CreateDateColumn({ type: 'timestamptz' })
  requestedAt: Date;

  @Column({ type: 'timestamptz', nullable: true })
  finishedAt: Date | null;
}
