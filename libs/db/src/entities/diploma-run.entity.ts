import { Column, CreateDateColumn, Entity, Index, JoinColumn, ManyToOne, PrimaryColumn, PrimaryGeneratedColumn, type Relation } from 'typeorm';
import type { DiplomaRunAction, Lang } from '@lesne/contracts';
import { Company } from './company.entity';
import { User } from './user.entity';

export const DIPLOMA_RUN_ACTIONS = ['generate', 'send'] as const satisfies readonly DiplomaRunAction[];
export const DIPLOMA_RUN_ITEM_STATES = ['pending', 'done', 'failed'] as const;
export type DiplomaRunItemState = (typeof DIPLOMA_RUN_ITEM_STATES)[number];

/** A company admin's bulk generate or send: one row, an item per participant it covers. */
@Entity('diploma_run')
/** one unfinished run per company and action */
@Index('diploma_run_unfinished_idx', ['companyId', 'action'], { unique: true, where: 'finished_at IS NULL' })
export class DiplomaRun {
  @PrimaryGeneratedColumn()
  id: number;

  @Index()
  @Column({ type: 'integer' })
  companyId: number;

  @ManyToOne(() => Company, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'company_id' })
  company: Relation<Company>;

  @Column({ type: 'enum', enum: DIPLOMA_RUN_ACTIONS, enumName: 'diploma_run_action' })
  action: DiplomaRunAction;

  /** written from the bulk request's validated language */
  @Column({ type: 'varchar', length: 2 })
  lang: Lang;

  @Column({ type: 'integer' })
  total: number;

  @Column({ type: 'integer', default: 0 })
  done: number;

  @Column({ type: 'integer', default: 0 })
  failed: number;

  @CreateDateColumn({ type: 'timestamptz' })
  createdAt: Date;

  @Column({ type: 'timestamptz', nullable: true })
  finishedAt: Date | null;
}

/** One participant of a bulk run; its state moves once from pending, in the transaction that did the work. */
@Entity('diploma_run_item')
export class DiplomaRunItem {
  @PrimaryColumn({ type: 'integer' })
  runId: number;

  @ManyToOne(() => DiplomaRun, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'run_id' })
  run: Relation<DiplomaRun>;

  @PrimaryColumn({ type: 'integer' })
  userId: number;

  @ManyToOne(() => User, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'user_id' })
  user: Relation<User>;

  @Column({ type: 'enum', enum: DIPLOMA_RUN_ITEM_STATES, enumName: 'diploma_run_item_state', default: 'pending' })
  state: DiplomaRunItemState;
}
