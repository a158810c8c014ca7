import { z } from 'zod';
import { chatMessageSchema } from './chat';
import { LANGS, type Lang } from './i18n';
import type { OperatorConditionDetails, OperatorConditionKind } from './operations';
import type { WeeklyDigestParams } from './weekly-digest';

export const QUEUES = {
  mail: 'mail',
  activityEvents: 'activity-events',
  events: 'events',
  /** Strava webhook events and re-imports, paced by Strava's rate budget */
  strava: 'strava',
  /** diplomas printed to PDF, bulk runs, diploma mails queued */
  diplomas: 'diplomas',
  /** company certificates printed to PDF */
  certificates: 'certificates',
  /** the daily removal of what is past its retention period (libs/domain retention.ts) */
  retention: 'retention',
  /** deletion requests carried out when due */
  accounts: 'accounts',
  /** uploaded activity files read into results */
  files: 'files',
  /** posts to companies' Slack and Teams channels */
  chat: 'chat',
  /** the weekly digests' mails, sent at a rate SMTP providers accept, behind no other mail */
  digest: 'digest',
} as const;
export type QueueName = (typeof QUEUES)[keyof typeof QUEUES];

export interface MailTemplateParams {
  lostPassword: { name: string; link: string };
  setPassword: { name: string; companyName: string; link: string };
  /** a participant's diploma: the PDF's link and the page that checks it */
  diploma: { name: string; companyName: string; link: string; verificationUrl: string; diplomaId: number };
  /** a deletion link asked for by e-mail; confirming it makes the request */
  confirmDeletion: { name: string; link: string };
  /** a deletion request made: the day (YYYY-MM-DD) it is carried out; the link is the account-deletion page */
  deletionRequested: { name: string; dueDay: string; link: string };
  /** to each company admin, when the company's chat channel stopped taking posts (its hook is gone); the link is the settings page */
  chatChannelDisabled: { name: string; companyName: string; platform: 'slack' | 'teams'; link: string };
  /** to each platform admin, once when an operator condition starts; the link is their events page */
  operatorCondition: { name: string; kind: OperatorConditionKind; details: OperatorConditionDetails; link: string };
  weeklyDigest: WeeklyDigestParams;
}
export type MailTemplate = keyof MailTemplateParams;

/** The job that sends a mail of the template: digests go on their own rate-limited queue, so that no password link waits behind ten thousand of them. */
export function mailJobName(template: MailTemplate): 'mail.send' | 'digest.send' {
  return template === 'weeklyDigest' ? 'digest.send' : 'mail.send';
}

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
  /** Strava's ids are int64; the ones it hands out today are far within a double's exact integers */
  const stravaId = z.number().int().positive();
  /** docs/product.md#strava-webhooks; keys Strava may add later are dropped, not refused */
  const stravaWebhookEvent = z.object({
    object_type: z.enum(['activity', 'athlete']),
    object_id: stravaId,
    aspect_type: z.enum(['create', 'update', 'delete']),
    /** title, type, private ("true"/"false") of an activity; authorized "false" on deauthorization */
    updates: z.record(z.string().max(100), z.string().max(1000)),
    owner_id: stravaId,
    subscription_id: stravaId,
    event_time: z.number().int().nonnegative(),
  });
  return {
    'mail.send': { queue: QUEUES.mail, payload: z.object({ mailId: rowId }) },
    /** a weekly digest's mail: sent as mail.send, on a queue of its own with a rate limit */
    'digest.send': { queue: QUEUES.digest, payload: z.object({ mailId: rowId }) },
    /**
     * Someone asked for a lost-password link for this address, which may have no account: the
     * worker looks it up and mails the link, so the request costs the API the same either way.
     */
    'auth.lostPasswordRequested': { queue: QUEUES.mail, payload: z.object({ email: z.string().min(1).max(254), lang: z.enum(LANGS) }) },
    /** Someone asked for a deletion link for this address, which may have no account: as auth.lostPasswordRequested. */
    'accounts.deletionLinkRequested': { queue: QUEUES.mail, payload: z.object({ email: z.string().min(1).max(254), lang: z.enum(LANGS) }) },
    /** the daily pass that anonymises every account whose deletion request is due */
    'accounts.anonymiseDue': { queue: QUEUES.accounts, payload: z.object({}) },
    'activity.changed': {
      queue: QUEUES.activityEvents,
      payload: z.object({ companyId: rowId, userId: rowId, activityId: rowId.nullable(), change: z.enum(ACTIVITY_CHANGES) }),
    },
    /** every activity of the company was deleted at once, its totals already rewritten */
    'activities.cleared': { queue: QUEUES.activityEvents, payload: z.object({ companyId: rowId }) },
    'events.closeEnded': { queue: QUEUES.events, payload: z.object({}) },
    /** an event Strava POSTed to our webhook, from our subscription and about a connected athlete; nothing is fetched yet */
    'strava.webhook': { queue: QUEUES.strava, payload: z.object({ event: stravaWebhookEvent }) },
    /** fetch a user's Strava activities from the import's dateFrom on (a StravaImport row, queued) */
    'strava.reimport': { queue: QUEUES.strava, payload: z.object({ importId: rowId }) },
    /** print one participant's diploma (replacing the current one); runId when a bulk run asked for it */
    'diplomas.render': { queue: QUEUES.diplomas, payload: z.object({ companyId: rowId, userId: rowId, lang: z.enum(LANGS), runId: rowId.nullable() }) },
    /** queue the mail of one participant's current diploma; runId when a bulk run asked for it */
    'diplomas.send': { queue: QUEUES.diplomas, payload: z.object({ companyId: rowId, userId: rowId, lang: z.enum(LANGS), runId: rowId.nullable() }) },
    /** a bulk run (a DiplomaRun row with its items): queue a child job per item not finished */
    'diplomas.bulk': { queue: QUEUES.diplomas, payload: z.object({ runId: rowId }) },
    /** read an uploaded activity file (an ActivityUpload row, parsing) into its summary, then drop its bytes */
    'files.parse': { queue: QUEUES.files, payload: z.object({ uploadId: rowId }) },
    /** one post to the company's channel (its address is read, and opened, when the post is sent) */
    'chat.post': { queue: QUEUES.chat, payload: z.object({ companyId: rowId, message: chatMessageSchema }) },
    /** print a company's certificate (a Certificate row in state 'rendering') */
    'certificates.render': { queue: QUEUES.certificates, payload: z.object({ certificateId: rowId }) },
    /** remove the security logs past SECURITY_LOG_RETENTION_YEARS (daily, from a job scheduler) */
    'retention.securityLogs': { queue: QUEUES.retention, payload: z.object({}) },
    /** remove the diplomas and certificates of events closed more than LEGAL_DATA_RETENTION_YEARS ago (daily, from a job scheduler) */
    'retention.legalData': { queue: QUEUES.retention, payload: z.object({}) },
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
