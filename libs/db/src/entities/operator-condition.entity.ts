import { Column, Entity, PrimaryColumn } from 'typeorm';
import { OPERATOR_CONDITIONS, type OperatorConditionDetails, type OperatorConditionKind } from '@lesne/contracts';

/** A condition the platform's operators must act on (libs/contracts operations.ts): one row per kind, in force while ended_at is null. */
@Entity('operator_condition')
export class OperatorCondition {
  @PrimaryColumn({ type: 'enum', enum: OPERATOR_CONDITIONS, enumName: 'operator_condition_kind' })
  kind: OperatorConditionKind;

  /** when it last started */
  @Column({ type: 'timestamptz' })
  startedAt: Date;

  @Column({ type: 'timestamptz' })
  lastSeenAt: Date;

  /** null while in force */
  @Column({ type: 'timestamptz', nullable: true })
  endedAt: Date | null;

  @Column({ type: 'jsonb', default: {} })
  details: OperatorConditionDetails;
}
