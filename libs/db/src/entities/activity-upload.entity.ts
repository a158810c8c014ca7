import { Column, CreateDateColumn, Entity, Index, JoinColumn, ManyToOne, PrimaryGeneratedColumn, type Relation } from 'typeorm';
import { ACTIVITY_UPLOAD_STATES, type ActivityTypeKey, type ActivityUploadState, type UploadHoldReason, type UploadRefusal } from '@lesne/contracts';
import { Activity } from './activity.entity';
import { User } from './user.entity';
import { decimal } from './decimal.transformer';

/**
 * A file a participant uploaded from their watch or app. Its bytes are kept only until the
 * workers have read it; then only the summary stays (a track shows where someone lives).
 */
@Entity('activity_upload')
@Index('activity_upload_user_idx', ['userId', 'id'])
@Index('activity_upload_parsing_idx', ['id'], { where: "state = 'parsing'" })
@Index('activity_upload_hash_idx', ['userId', 'contentHash'], { where: 'content_hash IS NOT NULL' })
export class ActivityUpload {
  @PrimaryGeneratedColumn()
  id: number;

  @Column({ type: 'integer' })
  userId: number;

  @ManyToOne(() => User, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'user_id' })
  user: Relation<User>;

  @Column({ type: 'varchar', length: 255 })
  fileName: string;

  /** the file as uploaded, until the workers have read it */
  @Column({ type: 'bytea', nullable: true })
  content: Buffer | null;

  @Column({ type: 'enum', enum: ACTIVITY_UPLOAD_STATES, enumName: 'activity_upload_state', default: 'parsing' })
  state: ActivityUploadState;

  /** refused: a parsing refusal (ACTIVITY_FILE_REFUSALS) or a rule's (UPLOAD_RULE_REFUSALS) */
  @Column({ type: 'varchar', length: 32, nullable: true })
  refusal: UploadRefusal | null;

  @Column({ type: 'varchar', length: 32, nullable: true })
  holdReason: UploadHoldReason | null;

  /** sha256 of the decompressed content: the same file twice is held as a duplicate */
  @Column({ type: 'char', length: 64, nullable: true })
  contentHash: string | null;

  @Column({ type: 'timestamptz', nullable: true })
  startTime: Date | null;

  @Column({ type: 'date', nullable: true })
  day: string | null;

  @Column({ type: 'numeric', precision: 8, scale: 2, nullable: true, transformer: decimal })
  distance: number | null;

  @Column({ type: 'integer', nullable: true })
  elapsedSeconds: number | null;

  @Column({ type: 'integer', nullable: true })
  movingSeconds: number | null;

  @Column({ type: 'varchar', length: 32, nullable: true })
  detectedType: ActivityTypeKey | null;

  @Column({ type: 'varchar', length: 100, nullable: true })
  deviceName: string | null;

  /** a jump between two points faster than anyone moves: held for review */
  @Column({ type: 'boolean', default: false })
  teleport: boolean;

  @Column({ type: 'integer', nullable: true })
  activityId: number | null;

  @ManyToOne(() => Activity, { onDelete: 'SET NULL' })
  @JoinColumn({ name: 'activity_id' })
  activity: Relation<Activity> | null;

  @CreateDateColumn({ type: 'timestamptz' })
  createdAt: Date;
}
