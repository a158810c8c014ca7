import { Column, CreateDateColumn, Entity, Index, PrimaryColumn } from 'typeorm';

/**
 * The answer to a create sent with an Idempotency-Key, written by the create's own transaction:
 * a retry with the same key gets it back instead of creating again (see libs/db idempotency.ts).
 */
@Entity('idempotency_key')
@Index('idempotency_key_created_idx', ['createdAt'])
export class IdempotencyKey {
  /** keyed sha-256 (HMAC, hex) of who sent it (user id, or body when signed out), the method and the route */
  @PrimaryColumn({ type: 'char', length: 64 })
  scope: string;

  @PrimaryColumn({ type: 'varchar', length: 100 })
  key: string;

  /** keyed sha-256 (HMAC, hex) of the request body: the same key with another body is refused */
  @Column({ type: 'char', length: 64 })
  fingerprint: string;

  /** json, not jsonb: a replay sends the keys in the order of the first answer */
  @Column({ type: 'json' })
  body: unknown;

  @CreateDateColumn({ type: 'timestamptz' })
  createdAt: Date;
}
