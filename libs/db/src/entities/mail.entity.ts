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

  @Column({ type: 'timestamptz', nullable: true })
  sentAt: Date | null;

  @CreateDateColumn({ type: 'timestamptz' })
  createdAt: Date;
}
