import { Column, CreateDateColumn, Entity, Index, PrimaryGeneratedColumn, UpdateDateColumn } from 'typeorm';
import { EVENT_END_TYPES, type EventEndType } from '@lesne/contracts';
import { decimal } from './decimal.transformer';


/** A company and its one event: the settings, and the totals the workers keep current. */
@Entity('company')
export class Company {
  @PrimaryGeneratedColumn()
  id: number;

  @Column({ type: 'varchar', length: 200 })
  name: string;

  /** The invitation code in /rejestracja?code= */
  @Index({ unique: true })
  @Column({ type: 'varchar', length: 64 })
  registerNumber: string;

  /** The user id at the sister tree-planting service; certificates need it. */
  @Column({ type: 'varchar', length: 64, nullable: true })
  posadzimyUserId: string | null;

  @Column({ type: 'date' })
  dateFrom: string;

  /** null when the event ends by trees only */
  @Column({ type: 'date', nullable: true })
  dateTo: string | null;

  @Column({ type: 'enum', enum: EVENT_END_TYPES, enumName: 'event_end_type', default: 'date' })
  eventEndType: EventEndType;

  @Column({ type: 'integer', default: 9999 })
  treeLimit: number;

  /** km per tree for every activity but rides */
  @Column({ type: 'numeric', precision: 8, scale: 2, default: 5, transformer: decimal })
  convertStandard: number;

  /** km per tree for rides */
  @Column({ type: 'numeric', precision: 8, scale: 2, default: 20, transformer: decimal })
  convertBike: number;

  @Column({ type: 'boolean', default: true })
  manualActivitiesAllowed: boolean;

  @Column({ type: 'boolean', default: false })
  manualActivitiesApproval: boolean;

  @Column({ type: 'integer', default: 7 })
  maxDaysBeforeManualActivity: number;

  /** results from uploaded files: recorded by a device, so taken at once by default, within a month back (a watch synced after a holiday) */
  @Column({ type: 'boolean', default: true })
  fileActivitiesAllowed: boolean;

  @Column({ type: 'boolean', default: false })
  fileActivitiesApproval: boolean;

  @Column({ type: 'integer', default: 30 })
  maxDaysBeforeFileActivity: number;

  @Column({ type: 'boolean', default: true })
  flagSystem: boolean;

  @Column({ type: 'boolean', default: true })
  teams: boolean;

  @Column({ type: 'boolean', default: false })
  hideRanking: boolean;

  /** the event's people get the weekly digest (docs/product.md#weekly-digest); the company admin may turn it off */
  @Column({ type: 'boolean', default: true })
  weeklyDigest: boolean;

  /** Strava's virtual and trainer activities (indoor rides, treadmill runs) count; off by default */
  @Column({ type: 'boolean', default: false })
  countVirtualActivities: boolean;

  @Column({ type: 'boolean', default: false })
  orderPaid: boolean;

  @Column({ type: 'boolean', default: false })
  isTest: boolean;

  /** Set once, by the worker that closes the event (end date or tree limit). */
  @Column({ type: 'timestamptz', nullable: true })
  closedAt: Date | null;

  @Column({ type: 'numeric', precision: 14, scale: 2, default: 0, transformer: decimal })
  distanceSum: number;

  @Column({ type: 'numeric', precision: 14, scale: 4, default: 0, transformer: decimal })
  treeSum: number;

  @Column({ type: 'integer', default: 0 })
  activityCount: number;

  /**
   * The trees of the approved activities while the event ends by trees, kept exact as each change
   * commits (countApprovedTrees; tree_sum follows later, through the workers): the tree limit is
   * checked against it. Recounted when the end type changes.
   */
  @Column({ type: 'numeric', precision: 14, scale: 4, default: 0, transformer: decimal })
  approvedTrees: number;

  @CreateDateColumn({ type: 'timestamptz' })
  createdAt: Date;

  @UpdateDateColumn({ type: 'timestamptz' })
  updatedAt: Date;
}
