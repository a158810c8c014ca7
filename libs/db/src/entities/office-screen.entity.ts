import { Column, CreateDateColumn, Entity, Index, JoinColumn, ManyToOne, PrimaryGeneratedColumn, type Relation } from 'typeorm';
import { OFFICE_SCREEN_NAME_MAX_LENGTH } from '@lesne/contracts';
import { Company } from './company.entity';
import { User } from './user.entity';

/**
 * A link that shows a company's public figures on a TV without login. The token is kept as its
 * SHA-256 (looked up) and sealed with the server's key (shown to the admin again), so a copy of
 * the database alone opens no screen.
 */
@Entity('office_screen')
export class OfficeScreen {
  @PrimaryGeneratedColumn()
  id: number;

  @Index()
  @Column({ type: 'integer' })
  companyId: number;

  @ManyToOne(() => Company, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'company_id' })
  company: Relation<Company>;

  @Column({ type: 'varchar', length: OFFICE_SCREEN_NAME_MAX_LENGTH })
  name: string;

  /** hex SHA-256 of the token */
  @Index({ unique: true })
  @Column({ type: 'char', length: 64 })
  tokenHash: string;

  /** the token, sealed with SecretBox */
  @Column({ type: 'text' })
  tokenSealed: string;

  /** the admin who made it; null once they are deleted */
  @Column({ type: 'integer', nullable: true })
  createdById: number | null;

  @ManyToOne(() => User, { onDelete: 'SET NULL' })
  @JoinColumn({ name: 'created_by_id' })
  createdBy: Relation<User> | null;

  @CreateDateColumn({ type: 'timestamptz' })
  createdAt: Date;
}
