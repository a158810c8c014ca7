import { Column, CreateDateColumn, Entity, PrimaryGeneratedColumn } from 'typeorm';

/**
 * A rendered file (a diploma's PDF), in Postgres so every API and worker copy reaches it, not
 * one machine's disk. Fetched by its token, which is unguessable, never by id.
 */
@Entity('stored_document')
export class StoredDocument {
  @PrimaryGeneratedColumn()
  id: number;

  @Column({ type: 'varchar', length: 64, unique: true })
  token: string;

  @Column({ type: 'varchar', length: 64 })
  mimeType: string;

  @Column({ type: 'bytea' })
  data: Buffer;

  @CreateDateColumn({ type: 'timestamptz' })
  createdAt: Date;
}
