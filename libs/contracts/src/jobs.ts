import { z } from 'zod';
import { LANGS, type Lang } from './i18n';

export const QUEUES = {
  mail: 'mail',
  activityEvents: 'activity-events',
  events: 'events',
} as const;
export type QueueName = (typeof QUEUES)[keyof typeof QUEUES];

export interface MailTemplateParams {
  lostPassword: { name: string; link: string };
  setPassword: { name: string; companyName: string; link: string };
}
export type MailTemplate = keyof MailTemplateParams;

/** What happened to an activity (or its user), as the workers hear of it. */
const ACTIVITY_CHANGES = [
  'logged',
  /** logged by a participant, waiting for the company admin's approval */
  'loggedPending',
  'approved',
  'denied',
  'flagged',
  'unflagged',
  'deleted',
  'userDeleted',
  'teamChanged',
] as const;
export type ActivityChange = (typeof ACTIVITY_CHANGES)[number];

/** Changes that can move the admins' badge (pending plus flagged). */
export const REVIEW_CHANGES: ReadonlySet<ActivityChange> = new Set<ActivityChange>(['loggedPending', 'approved', 'denied', 'flagged', 'unflagged', 'deleted', 'userDeleted']);

/**
 * Every job the system runs: its queue and the schema of its payload. The workers check each
 * payload against its schema when they take the job (an outbox row written before a deploy
 * is read by the code after it), and the payload types below are read off the same schemas,
 * so the two cannot drift. Built in a pure call so that the SPA, which imports this module
 * for its types, leaves it and zod out of its bundle.
 */
export const JOBS = /* @__PURE__ */ (() => {
  const rowId = z.number().int().positive();
  return {
    'mail.send': { queue: QUEUES.mail, payload: z.object({ mailId: rowId }) },
    /**
     * Someone asked for a lost-password link for this address, which may have no account: the
     * worker looks it up and mails the link, so the request costs the API the same either way.
     */
    'auth.lostPasswordRequested': { queue: QUEUES.mail, payload: z.object({ email: z.string().min(1).max(254), lang: z.enum(LANGS) }) },
    'activity.changed': {
      queue: QUEUES.activityEvents,
      payload: z.object({ companyId: rowId, userId: rowId, activityId: rowId.nullable(), change: z.enum(ACTIVITY_CHANGES) }),
    },
    /** every activity of the company was deleted at once, its totals already rewritten */
    'activities.cleared': { queue: QUEUES.activityEvents, payload: z.object({ companyId: rowId }) },
    'events.closeEnded': { queue: QUEUES.events, payload: z.object({}) },
  } as const;
})();

export type JobName = keyof typeof JOBS;
export type JobData<N extends JobName> = z.infer<(typeof JOBS)[N]['payload']>;

/**
 * Every job as one union: a producer and its processor that disagree on a name or a payload
 * do not compile.
 */
export type JobItem = { [N in JobName]: { queue: (typeof JOBS)[N]['queue']; name: N; data: JobData<N> } }[JobName];
export type QueueJob<Q extends QueueName> = Extract<JobItem, { queue: Q }>;

/**
 * What a job carries beside its payload (under `meta` in the job's data, which the payload
 * schemas leave out): the id of the API request that caused it, for its log lines.
 */
export interface JobMeta {
  requestId: string | null;
}

export interface MailRequest<T extends MailTemplate = MailTemplate> {
  to: string;
  lang: Lang;
  template: T;
  params: MailTemplateParams[T];
}
