import { Column, Entity, PrimaryGeneratedColumn } from 'typeorm';

@Entity('activity_type')
export class ActivityType {
  @PrimaryGeneratedColumn()
  id: number;

  /** walk, run, ride, swim, skate, winterSports, waterSports, other, wheelchair */
  @Column({ type: 'varchar', length: 32, unique: true })
  translationKey: string;

  @Column({ type: 'varchar', length: 64 })
  name: string;
}
