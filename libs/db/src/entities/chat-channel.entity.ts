import { Column, CreateDateColumn, Entity, JoinColumn, OneToOne, PrimaryColumn, type Relation } from 'typeorm';
import { CHAT_PLATFORMS, type ChatPlatform, type Lang } from '@lesne/contracts';
import { Company } from './company.entity';
import { decimal } from './decimal.transformer';

/**
 * A company's Slack or Teams channel: its incoming-webhook address (sealed: whoever holds it can
 * post there), what the channel hears, and what was posted last, so each post goes out once.
 */
@Entity('chat_channel')
export class ChatChannel {
  @PrimaryColumn({ type: 'integer' })
  companyId: number;

  @OneToOne(() => Company, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'company_id' })
  company: Relation<Company>;

  @Column({ type: 'enum', enum: CHAT_PLATFORMS, enumName: 'chat_platform' })
  platform: ChatPlatform;

  /** SecretBox-sealed */
  @Column({ type: 'text' })
  urlSealed: string;

  @Column({ type: 'varchar', length: 100 })
  addressHint: string;

  /** the language its posts are written in, chosen when it was connected */
  @Column({ type: 'varchar', length: 2 })
  lang: Lang;

  @Column({ type: 'smallint', nullable: true })
  podiumHour: number | null;

  @Column({ type: 'integer', nullable: true })
  milestoneEveryTrees: number | null;

  @Column({ type: 'boolean', default: true })
  halfway: boolean;

  @Column({ type: 'boolean', default: true })
  close: boolean;

  @Column({ type: 'boolean', default: false })
  joiners: boolean;

  /** the Warsaw day of the last daily podium posted */
  @Column({ type: 'date', nullable: true })
  podiumPostedOn: string | null;

  /** the company's trees at the last tree milestone looked at: the next is the next multiple above it */
  @Column({ type: 'numeric', precision: 12, scale: 4, default: 0, transformer: decimal })
  milestoneTrees: number;

  @Column({ type: 'boolean', default: false })
  halfwayPosted: boolean;

  @Column({ type: 'boolean', default: false })
  closePosted: boolean;

  /** participants who joined after this instant are announced (joiners on) */
  @Column({ type: 'timestamptz', default: () => 'now()' })
  joinersSince: Date;

  /** answers in a row saying the hook is gone (404, 410) */
  @Column({ type: 'smallint', default: 0 })
  goneAnswers: number;

  @Column({ type: 'timestamptz', nullable: true })
  disabledAt: Date | null;

  @CreateDateColumn({ type: 'timestamptz' })
  createdAt: Date;
}
