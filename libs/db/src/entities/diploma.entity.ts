import { Column, CreateDateColumn, Entity, Index, JoinColumn, ManyToOne, PrimaryGeneratedColumn, type Relation } from 'typeorm';
import { Company } from './company.entity';
import { User } from './user.entity';
import { decimal } from './decimal.transformer';

/**
 * A participant's diploma as it was printed. A new print replaces the current one (its row gets
 * replacedAt) instead of overwriting it, so the check page can still say that an older code
 * was genuine but is no longer current. A changed diploma name replaces it with none.
 */
@Entity('diploma')
@Index('diploma_current_idx', ['userId'], { unique: true, where: 'replaced_at IS NULL' })
export class Diploma {
  @PrimaryGeneratedColumn()
  id: number;

  @Index()
  @Column({ type: 'integer' })
  userId: number;

  @ManyToOne(() => User, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'user_id' })
  user: Relation<User>;

  @Index()
  @Column({ type: 'integer' })
  companyId: number;

  @ManyToOne(() => Company, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'company_id' })
  company: Relation<Company>;

  @Column({ type: 'varchar', length: 2 })
  lang: string;

  /** the name and trees as printed */
  @Column({ type: 'varchar', length: 100 })
  name: string;

  /**
   * What diplomas printed before the km left them said; null since: a participant's km come partly
   * from Strava, which lets only their owner see them.
   */
  @Column({ type: 'numeric', precision: 12, scale: 2, nullable: true, transformer: decimal })
  km: number | null;

  @Column({ type: 'integer' })
  trees: number;

  /** the short unguessable code printed on it and in its QR code (the public check page) */
  @Column({ type: 'varchar', length: 32, unique: true })
  verificationCode: string;

  /** the stored PDF (stored_document.token) */
  @Column({ type: 'varchar', length: 64 })
  documentToken: string;

  @Column({ type: 'timestamptz', nullable: true })
  replacedAt: Date | null;

  @Column({ type: 'timestamptz', nullable: true })
  emailSentAt: Date | null;

  /** When its mail was last asked for, by a single send or a bulk run: once an hour (DIPLOMA_MAIL_EVERY_MS). */
  @Column({ type: 'timestamptz', nullable: true })
  mailRequestedAt: Date | null;

  /**
   * The single print's job that printed it (e.g. `diplomas.render:outbox-12`; null for a bulk run's,
   * which its run item keeps to one): the job retried after its commit finds it and prints no second.
   */
  @Index({ unique: true })
  @Column({ type: 'varchar', length: 100, nullable: true })
  printJob: string | null;

  @CreateDateColumn({ type: 'timestamptz' })
  createdAt: Date;
}
