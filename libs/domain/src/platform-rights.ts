import type { EventStatus, Role } from '@lesne/contracts';

/** A session as both ends know it: the user's role, and the platform admin acting through login-as, if any. */
export interface SessionRights {
  role: Role;
  actingAdminId: number | null;
}

/**
 * Whether a session holds what docs/product.md#roles-and-rights gives the platform admin alone, such as deleting
 * single activities on the activity list. Login-as lends a platform admin a company admin's view
 * of that company, not a company admin's narrower rights: they keep their own.
 */
export function holdsPlatformRights(session: SessionRights): boolean {
  return session.role === 'admin' || session.actingAdminId !== null;
}

/** Why a session may not delete an activity. */
export type ActivityDeletionRefusal = 'ownWhileRunning' | 'platformAdminOnly';

/**
 * Who deletes an activity (docs/product.md#roles-and-rights): its owner, from their results while the event runs;
 * a platform admin, any, acting as the company's admin included. A company admin may not delete
 * another's. Null when the session may.
 */
export function activityDeletionRefusal(
  session: SessionRights & { id: number },
  activity: { userId: number },
  status: EventStatus,
): ActivityDeletionRefusal | null {
  if (holdsPlatformRights(session)) return null;
  const own = activity.userId === session.id;
  if (own && status === 'inProgress') return null;
  return session.role === 'companyAdmin' && !own ? 'platformAdminOnly' : 'ownWhileRunning';
}
