import type { EntityManager } from 'typeorm';
import { type Activity, db } from '@lesne/db';
import { auditActor, type AuthUser } from '../access/auth-user';

type ActivityAction = Extract<Parameters<typeof db.audit.recordAudit>[1]['action'], `activity.${string}`>;

/**
 * Writes what an admin did to a result to the audit log, in the change's transaction: who (the
 * platform admin, when acting as a company admin), whose result, and enough of it to tell it by
 * once it is deleted.
 */
export function auditActivity(manager: EntityManager, caller: AuthUser, action: ActivityAction, activity: Activity, details: Record<string, unknown> = {}): Promise<void> {
  return db.audit.recordAudit(manager, {
    action,
    ...auditActor(caller),
    targetUserId: activity.userId,
    companyId: activity.companyId,
    details: { activityId: activity.id, day: activity.day, km: activity.distance, trees: activity.trees, status: activity.status, source: activity.source, ...details },
  });
}
