import { Column, CreateDateColumn, Entity, Index, PrimaryGeneratedColumn } from 'typeorm';

/** An IPv6 address with a zone fits; longer text as a client address comes only from a proxy chain trusted wrongly. */
export const AUDIT_IP_MAX_LENGTH = 64;

/** Who did what to whom: kept even when the users involved are deleted. */
@Entity('audit_log')
export class AuditLog {
  @PrimaryGeneratedColumn()
  id: number;

  @Column({ type: 'varchar', length: 64 })
  action: string;

  @Index()
  @Column({ type: 'integer', nullable: true })
  actorUserId: number | null;

  @Column({ type: 'integer', nullable: true })
  targetUserId: number | null;

  @Index()
  @Column({ type: 'integer', nullable: true })
  companyId: number | null;

  @Column({ type: 'jsonb', default: {} })
  details: object;

  @Column({ type: 'varchar', length: AUDIT_IP_MAX_LENGTH, nullable: true })
  ip: string | null;

  @CreateDateColumn({ type: 'timestamptz' })
  createdAt: Date;
}
