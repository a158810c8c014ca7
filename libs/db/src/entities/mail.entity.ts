import { Column, CreateDateColumn, Entity, Index, PrimaryGeneratedColumn } from 'typeorm';

/**
 * An e-mail to send, at most once: a worker claims it (sendStartedAt) before it contacts the SMTP
 * server and sets sentAt right after the server accepted it. Claimed and not sent: a send was cut
 * off and the server may have taken it, so nothing sends it again by itself.
 */
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

  /**
   * The Message-ID's own part (`<id@the sender's domain>`), the same at every attempt, so servers
   * and clients that keep Message-IDs drop a copy; random, so that no other installation or restored
   * database gives a new mail the id of one already delivered.
   */
  @Column({ type: 'varchar', length: 36, default: () => 'gen_random_uuid()' })
  messageId: string;

  /** When a worker claimed the mail to send it; given back when the server refused it or was never reached. */
  @Column({ type: 'timestamptz', nullable: true })
  sendStartedAt: Date | null;

  @Column({ type: 'timestamptz', nullable: true })
  sentAt: Date | null;

  @CreateDateColumn({ type: 'timestamptz' })
  createdAt: Date;
}
