import type { EntityManager } from 'typeorm';
import { AUDIT_IP_MAX_LENGTH, AuditLog } from '../entities';

interface AuditEntry {
  action: 'admin.loginAs' | 'auth.passwordChanged' | 'event.created' | 'event.updated' | 'event.deleted' | 'event.activitiesDeleted' | 'user.deleted'
    | 'account.deletionRequested' | 'account.deletionCancelled' | 'account.anonymised' | 'activity.deleted' | 'activity.approved' | 'activity.denied'
    | 'activity.flagResolved';
  /** who acted: the platform admin when they acted through login-as */
  actorUserId: number | null;
  /** login-as: the user the platform admin acted as */
  actingAsUserId?: number;
  targetUserId?: number | null;
  companyId?: number | null;
  ip?: string | null;
  details?: Record<string, unknown>;
}

/** Writes who did what in the caller's transaction, so the entry stands or falls with the change. */
export async function recordAudit(manager: EntityManager, entry: AuditEntry): Promise<void> {
  await manager.insert(AuditLog, {
    action: entry.action,
    actorUserId: entry.actorUserId,
    targetUserId: entry.targetUserId ?? null,
    companyId: entry.companyId ?? null,
    // A proxy chain trusted wrongly passes on any text a client wrote as its address: cut to fit, as the change recorded stands.
    ip: entry.ip?.slice(0, AUDIT_IP_MAX_LENGTH) ?? null,
    details: { ...entry.details, ...(entry.actingAsUserId === undefined ? {} : { actingAsUserId: entry.actingAsUserId }) },
  });
}
