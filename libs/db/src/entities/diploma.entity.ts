import { Column, CreateDateColumn, Entity, Index, JoinColumn, OneToOne, PrimaryGeneratedColumn, type Relation } from 'typeorm';
import { User } from './user.entity';

@Entity('diploma')
export class Diploma {
  @PrimaryGeneratedColumn()
  id: number;

  @Index({ unique: true })
  @Column({ type: 'integer' })
  userId: number;

  @OneToOne(() => User, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'user_id' })
  user: Relation<User>;

  @Index()
  @Column({ type: 'integer' })
  companyId: number;

  @Column({ type: 'varchar', length: 2 })
  lang: string;

  /** where the rendered PDF is stored */
  @Column({ type: 'varchar', length: 500 })
  fileKey: string;

  @Column({ type: 'timestamptz', nullable: true })
  emailSentAt: Date | null;

  @CreateDateColumn({ type: 'timestamptz' })
  createdAt: Date;
}
