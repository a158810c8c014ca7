import { Column, CreateDateColumn, Entity, Index, JoinColumn, ManyToOne, PrimaryGeneratedColumn, type Relation } from 'typeorm';
import type { CertificateInfo } from '@lesne/contracts';
import { Company } from './company.entity';
import { decimal } from './decimal.transformer';

export const CERTIFICATE_STATES = ['rendering', 'ready', 'failed'] as const satisfies ReadonlyArray<CertificateInfo['state']>;

/**
 * A company's certificate. A new one replaces the current one (replacedAt), so the check page
 * can tell an older code from the current one.
 */
@Entity('certificate')
@Index('certificate_current_idx', ['companyId'], { unique: true, where: 'replaced_at IS NULL' })
export class Certificate {
  @PrimaryGeneratedColumn()
  id: number;

  @Index()
  @Column({ type: 'integer' })
  companyId: number;

  @ManyToOne(() => Company, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'company_id' })
  company: Relation<Company>;

  /** template ids (docs/product.md#company-certificate): pl own 129, pl planting 1, en own 130, en planting 8 */
  @Column({ type: 'integer' })
  template: number;

  @Column({ type: 'varchar', length: 2 })
  lang: string;

  /** the company's name, km and whole trees as printed (the check page shows what the paper says) */
  @Column({ type: 'varchar', length: 200 })
  name: string;

  @Column({ type: 'numeric', precision: 14, scale: 2, transformer: decimal })
  km: number;

  @Column({ type: 'integer' })
  trees: number;

  /** the dedication */
  @Column({ type: 'text' })
  text: string;

  @Column({ type: 'enum', enum: CERTIFICATE_STATES, enumName: 'certificate_state', default: 'rendering' })
  state: CertificateInfo['state'];

  /** the short unguessable code printed on it and in its QR code */
  @Column({ type: 'varchar', length: 32, unique: true })
  verificationCode: string;

  /** the stored PDF (stored_document.token), once rendered */
  @Column({ type: 'varchar', length: 64, nullable: true })
  documentToken: string | null;

  @Column({ type: 'timestamptz', nullable: true })
  replacedAt: Date | null;

  @CreateDateColumn({ type: 'timestamptz' })
  createdAt: Date;
}
