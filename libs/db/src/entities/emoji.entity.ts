import { Column, Entity, PrimaryGeneratedColumn } from 'typeorm';

@Entity('emoji')
export class Emoji {
  @PrimaryGeneratedColumn()
  id: number;

  @Column({ type: 'varchar', length: 16, unique: true })
  emoji: string;

  @Column({ type: 'varchar', length: 64 })
  name: string;
}
