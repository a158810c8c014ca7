import type { ActivityStatus } from './activities';
import type { ActivityUploadState } from './activity-uploads';
import type { ReviewCounts } from './activities';
import type { DiplomaRunProgress } from './documents';
import type { StravaImportItem } from './strava';

/** Rooms the server puts a socket in, from its token. */
export const rooms = {
  company: (companyId: number) => `company:${companyId}`,
  companyAdmins: (companyId: number) => `company:${companyId}:admins`,
  user: (userId: number) => `user:${userId}`,
  platform: 'platform',
  /** office screens of a company: its public aggregates only (totals, the event's end), never a person's */
  office: (companyId: number) => `office:${companyId}`,
  /** the sockets of one office-screen link, disconnected when it is revoked */
  officeScreen: (linkId: number) => `office-screen:${linkId}`,
} as const;

/** Every event the server pushes, with its payload: the gateway, the workers' emitter and the SPA share it. */
export interface ServerToClientEvents {
  /** a company's totals changed: rankings and the home statistics are stale */
  'totals:changed': (payload: { companyId: number; treeSum: number; distanceSum: number; activityCount: number }) => void;
  /** the signed-in user's own totals */
  'user:totals': (payload: { userId: number; kmSum: number; treeSum: number }) => void;
  /** pending and flagged entries waiting for the company admins */
  'review:counts': (payload: { companyId: number } & ReviewCounts) => void;
  /** one of the user's activities was approved, denied or removed */
  'activity:status': (payload: { activityId: number; status: ActivityStatus | 'deleted' }) => void;
  /** one of the user's uploaded files was read: parsed (waiting for the user to confirm its sport) or refused */
  'upload:changed': (payload: { uploadId: number; state: ActivityUploadState }) => void;
  /** the event closed (end date passed or tree limit reached) */
  'event:closed': (payload: { companyId: number; reason: 'date' | 'trees' }) => void;
  /** a Strava re-import moved on (to the platform room, and to its user's own) */
  'strava:import': (payload: StravaImportItem) => void;
  /** a bulk diploma run moved on (to the company admins' room) */
  'diplomas:progress': (payload: DiplomaRunProgress) => void;
  /** a participant's diploma was generated, invalidated or mailed (to the company admins' room and the user's) */
  'diploma:changed': (payload: { companyId: number; userId: number }) => void;
  /** the company's certificate was rendered or failed (to the company admins' room) */
  'certificate:changed': (payload: { companyId: number }) => void;
  /** the office-screen link this socket came with was revoked; the server disconnects it next */
  'office-screen:revoked': () => void;
}

export type ClientToServerEvents = Record<string, never>;

/**
 * Redis channels that tell every API copy to forget what it keeps in memory. A message is the id
 * of what changed, or ALL_CHANGED.
 */
export const cacheChannels = (redisPrefix: string) => ({
  /** a company's totals (company id), announced by the workers after a recompute */
  totals: `${redisPrefix}:totals-changed`,
  /** who a token speaks for (user id): a password change, a deleted user, a deleted event */
  sessions: `${redisPrefix}:sessions-changed`,
  /** office-screen links: ALL_CHANGED when one is revoked (a token names no link before it is looked up) */
  officeScreens: `${redisPrefix}:office-screens-changed`,
});

export type CacheChannel = keyof ReturnType<typeof cacheChannels>;

export const ALL_CHANGED = '*';

/** The Redis key of socket.io's pub/sub, shared by every API copy's adapter and the workers' emitter: if they differ, live updates stop silently. */
export function socketIoRedisKey(redisPrefix: string): string {
  return `${redisPrefix}:socket.io`;
}
