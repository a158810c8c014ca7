import { Column, CreateDateColumn, Entity, Index, JoinColumn, ManyToOne, PrimaryGeneratedColumn, type Relation } from 'typeorm';
import { Company } from './company.entity';
import { Emoji } from './emoji.entity';
import { decimal } from './decimal.transformer';

@Entity('team')
@Index('team_ranking_idx', ['companyId', 'treeSum', 'kmSum', 'id'])
export class Team {
  @PrimaryGeneratedColumn()
  id: number;

  @Column({ type: 'integer' })
  companyId: number;

  @ManyToOne(() => Company, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'company_id' })
  company: Relation<Company>;

  @Column({ type: 'varchar', length: 100 })
  name: string;

  @Column({ type: 'integer', nullable: true })
  emojiId: number | null;

  @ManyToOne(() => Emoji, { onDelete: 'SET NULL' })
  @JoinColumn({ name: 'emoji_id' })
  emoji: Relation<Emoji> | null;

  /** sums of the members' approved activities, kept by the ranking worker */
  @Column({ type: 'numeric', precision: 14, scale: 2, default: 0, transformer: decimal })
  kmSum: number;

  @Column({ type: 'numeric', precision: 14, scale: 4, default: 0, transformer: decimal })
  treeSum: number;

  @CreateDateColumn({ type: 'timestamptz' })
  createdAt: Date;
}
