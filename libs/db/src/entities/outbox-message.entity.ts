import { Column, CreateDateColumn, Entity, Index, PrimaryGeneratedColumn } from 'typeorm';

/**
 * A job written in the same transaction as the change that causes it, then published to
 * BullMQ by the relay: a job is never lost when Redis is down at the moment of the write.
 */
@Entity('outbox_message')
@Index('outbox_unpublished_idx', ['id'], { where: 'published_at IS NULL' })
export class OutboxMessage {
  @PrimaryGeneratedColumn()
  id: number;

  @Column({ type: 'varchar', length: 64 })
  queue: string;

  @Column({ type: 'varchar', length: 64 })
  jobName: string;

  @Column({ type: 'jsonb' })
  payload: object;

  /** the API request that wrote the row (X-Request-Id or a generated id), carried into the job's log lines */
  @Column({ type: 'text', nullable: true })
  requestId: string | null;

  @Column({ type: 'timestamptz', nullable: true })
  publishedAt: Date | null;

  @CreateDateColumn({ type: 'timestamptz' })
  createdAt: Date;
}
