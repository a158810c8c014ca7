import { Column, Entity, JoinColumn, OneToOne, PrimaryColumn, UpdateDateColumn, type Relation } from 'typeorm';
import { Company } from './company.entity';

/** A company's logo, kept apart from the company row so lists never load the bytes. */
@Entity('company_logo')
export class CompanyLogo {
  @PrimaryColumn({ type: 'integer' })
  companyId: number;

  @OneToOne(() => Company, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'company_id' })
  company: Relation<Company>;

  @Column({ type: 'varchar', length: 32 })
  mimeType: string;

  @Column({ type: 'bytea' })
  data: Buffer;

  @UpdateDateColumn({ type: 'timestamptz' })
  updatedAt: Date;
}
