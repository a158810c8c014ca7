import { Column, CreateDateColumn, Entity, Index, JoinColumn, ManyToOne, PrimaryGeneratedColumn, type Relation } from 'typeorm';
import type { AuthCodePurpose } from '@lesne/domain';
import { User } from './user.entity';

/** A single-use code mailed in a lost-password, set-password or deletion link; only its hash is kept. */
@Entity('auth_code')
export class AuthCode {
  @PrimaryGeneratedColumn()
  id: number;

  @Index({ unique: true })
  @Column({ type: 'char', length: 64 })
  codeHash: string;

  @Column({ type: 'enum', enum: ['lostPassword', 'setPassword', 'confirmDeletion'], enumName: 'auth_code_purpose' })
  purpose: AuthCodePurpose;

  @Index()
  @Column({ type: 'integer' })
  userId: number;

  @ManyToOne(() => User, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'user_id' })
  user: Relation<User>;

  @Column({ type: 'timestamptz' })
  expiresAt: Date;

  @Column({ type: 'timestamptz', nullable: true })
  usedAt: Date | null;

  @CreateDateColumn({ type: 'timestamptz' })
  createdAt: Date;
}
