import { Column, Entity, Index, JoinColumn, OneToOne, PrimaryGeneratedColumn, UpdateDateColumn, type Relation } from 'typeorm';
import { User } from './user.entity';

/** The end-of-challenge survey; saved step by step, so q2 and q3 may still be empty. */
@Entity('survey_answer')
export class SurveyAnswer {
  @PrimaryGeneratedColumn()
  id: number;

  @Index({ unique: true })
  @Column({ type: 'integer' })
  userId: number;

  @OneToOne(() => User, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'user_id' })
  user: Relation<User>;

  @Column({ type: 'integer' })
  companyId: number;

  @Column({ type: 'smallint', nullable: true })
  q1: number | null;

  @Column({ type: 'smallint', nullable: true })
  q2: number | null;

  @Column({ type: 'text', nullable: true })
  q3: string | null;

  /** times closed before the end (Zamknij) */
  @Column({ type: 'smallint', default: 0 })
  closes: number;

  /** when step 3 was sent (Wyślij); the survey is not offered again */
  @Column({ type: 'timestamptz', nullable: true })
  answeredAt: Date | null;

  /** the Warsaw day it was last offered: at most once a day */
  @Column({ type: 'date', nullable: true })
  offeredOn: string | null;

  @UpdateDateColumn({ type: 'timestamptz' })
  updatedAt: Date;
}
