import { Entity, PrimaryColumn } from 'typeorm';

/**
 * A user whose totals may be stale: written in the same transaction as the change, removed
 * by the recompute that refreshes them, so no change is ever left uncounted.
 */
@Entity('totals_dirty')
export class TotalsDirty {
  @PrimaryColumn({ type: 'integer' })
  companyId: number;

  @PrimaryColumn({ type: 'integer' })
  userId: number;
}
