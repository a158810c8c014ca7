import { Column, CreateDateColumn, Entity, Index, JoinColumn, ManyToOne, PrimaryGeneratedColumn, type Relation } from 'typeorm';
import { Company } from './company.entity';

@Entity('certificate')
export class Certificate {
  @PrimaryGeneratedColumn()
  id: number;

  @Index()
  @Column({ type: 'integer' })
  companyId: number;

  @ManyToOne(() => Company, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'company_id' })
  company: Relation<Company>;

  /** template ids of the tree-planting service: pl own 129, pl planting 1, en own 130, en planting 8 */
  @Column({ type: 'integer' })
  template: number;

  @Column({ type: 'text' })
  text: string;

  @Column({ type: 'varchar', length: 500 })
  url: string;

  @CreateDateColumn({ type: 'timestamptz' })
  createdAt: Date;
}
