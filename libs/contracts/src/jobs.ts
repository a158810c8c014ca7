import type { Lang } from './i18n';

export const QUEUES = {
  mail: 'mail',
  activityEvents: 'activity-events',
  events: 'events',
} as const;
export type QueueName = (typeof QUEUES)[keyof typeof QUEUES];

export const MAIL_TEMPLATES = ['lostPassword', 'setPassword'] as const;
export type MailTemplate = (typeof MAIL_TEMPLATES)[number];

export interface MailTemplateParams {
  lostPassword: { name: string; link: string };
  setPassword: { name: string; companyName: string; link: string };
}

/**
 * Every job the system runs, as one union: a producer and its processor that disagree
 * on a name or a payload do not compile.
 */
export type JobItem =
  | { queue: typeof QUEUES.mail; name: 'mail.send'; data: { mailId: number } }
  | {
      queue: typeof QUEUES.activityEvents;
      name: 'activity.changed';
      data: { companyId: number; userId: number; activityId: number | null; change: ActivityChange };
    }
  /** every activity of the company was deleted at once, its totals already rewritten */
  | { queue: typeof QUEUES.activityEvents; name: 'activities.cleared'; data: { companyId: number } }
  | { queue: typeof QUEUES.events; name: 'events.closeEnded'; data: Record<string, never> };

/** What happened to an activity (or its user), as the workers hear of it. */
export type ActivityChange =
  | 'logged'
  /** logged by a participant, waiting for the company admin's approval */
  | 'loggedPending'
  | 'approved'
  | 'denied'
  | 'flagged'
  | 'unflagged'
  | 'deleted'
  | 'userDeleted'
  | 'teamChanged';

/** Changes that can move the admins' badge (pending plus flagged). */
export const REVIEW_CHANGES: ReadonlySet<ActivityChange> = new Set<ActivityChange>(['loggedPending', 'approved', 'denied', 'flagged', 'unflagged', 'deleted', 'userDeleted']);

export type JobName = JobItem['name'];
export type QueueJob<Q extends QueueName> = Extract<JobItem, { queue: Q }>;
export type JobData<N extends JobName> = Extract<JobItem, { name: N }>['data'];

export interface MailRequest<T extends MailTemplate = MailTemplate> {
  to: string;
  lang: Lang;
  template: T;
  params: MailTemplateParams[T];
}
