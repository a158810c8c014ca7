import { Column, CreateDateColumn, Entity, Index, PrimaryGeneratedColumn } from 'typeorm';

/** An e-mail to send; sentAt is set when the SMTP server accepted it, so a retry never resends. */
@Entity('mail')
@Index('mail_unsent_idx', ['id'], { where: 'sent_at IS NULL' })
export class Mail {
  @PrimaryGeneratedColumn()
  id: number;

  @Column({ type: 'varchar', length: 254 })
  to: string;

  @Column({ type: 'varchar', length: 2 })
  lang: string;

  @Column({ type: 'varchar', length: 32 })
  template: string;

  @Column({ type: 'jsonb' })
  params: object;

  /**
   * Set when a job queued the mail (e.g. `auth.lostPasswordRequested:outbox-12`): a retried or
   * duplicated job finds its mail recorded and queues no second one.
   */
  @Index({ unique: true })
  @Column({ type: 'varchar', length: 100, nullable: true })
  dedupeKey: string | null;

  @Column({ type: 'timestamptz', nullable: true })
  sentAt: Date | null;

  @CreateDateColumn({ type: 'timestamptz' })
  createdAt: Date;
}
