import { JOBS, type JobData, type JobName } from './jobs';
import type { StravaWebhookEvent } from './strava';

/** What the API sends for each job, and a payload of the kind an older or broken producer could leave. */
const EXAMPLES: { [N in JobName]: { sent: JobData<N>; malformed: unknown } } = {
  'mail.send': { sent: { mailId: 7 }, malformed: { mailId: 'x' } },
  'digest.send': { sent: { mailId: 8 }, malformed: { mailId: 0 } },
  'auth.lostPasswordRequested': { sent: { email: 'ola@example.com', lang: 'en' }, malformed: { email: 'ola@example.com', lang: 'de' } },
  'activity.changed': {
    sent: { companyId: 1, userId: 2, activityId: null, change: 'loggedPending' },
    malformed: { companyId: 1, userId: 2, activityId: 3, change: 'renamed' },
  },
  'activities.cleared': { sent: { companyId: 1 }, malformed: {} },
  'events.closeEnded': { sent: {}, malformed: null },
  'strava.webhook': {
    sent: {
      event: { aspect_type: 'update', event_time: 1522986611, object_id: 28004310, object_type: 'athlete', owner_id: 28004310, subscription_id: 122449, updates: { authorized: 'false' } },
    },
    malformed: { event: { aspect_type: 'create', event_time: 1522986611, object_id: 0, object_type: 'activity', owner_id: 28004310, subscription_id: 122449, updates: {} } },
  },
  'strava.reimport': { sent: { importId: 4 }, malformed: { importId: -4 } },
  'diplomas.render': { sent: { companyId: 1, userId: 2, lang: 'pl', runId: null }, malformed: { companyId: 1, userId: 2, lang: 'de', runId: null } },
  'diplomas.send': { sent: { companyId: 1, userId: 2, lang: 'en', runId: 5 }, malformed: { companyId: 1, userId: 2, lang: 'en' } },
  'diplomas.bulk': { sent: { runId: 5 }, malformed: { runId: '5' } },
  'certificates.render': { sent: { certificateId: 3 }, malformed: {} },
  'files.parse': { sent: { uploadId: 9 }, malformed: { uploadId: 0 } },
  'chat.post': {
    sent: { companyId: 3, message: { kind: 'test', lang: 'pl', companyName: 'Zielona', joinUrl: 'https://lesne.example/rejestracja?code=z' } },
    malformed: { companyId: 3, message: { kind: 'shout', lang: 'pl' } },
  },
  'retention.securityLogs': { sent: {}, malformed: null },
  'retention.legalData': { sent: {}, malformed: 'all' },
  'accounts.deletionLinkRequested': { sent: { email: 'ola@example.com', lang: 'pl' }, malformed: { email: '', lang: 'pl' } },
  'accounts.anonymiseDue': { sent: {}, malformed: null },
};

describe('job payload schemas', () => {
  it('every job name has a schema and an example here', () => {
    expect(Object.keys(EXAMPLES).sort()).toEqual(Object.keys(JOBS).sort());
  });

  it.each(Object.keys(JOBS) as JobName[])('%s: accepts what the API sends and refuses a malformed payload', (name) => {
    const { payload } = JOBS[name];
    expect(payload.safeParse(EXAMPLES[name].sent)).toEqual({ success: true, data: EXAMPLES[name].sent });
    expect(payload.safeParse(EXAMPLES[name].malformed).success).toBe(false);
  });

  it('reads a webhook event as strava.ts types it, and drops a field Strava may add later', () => {
    const event: StravaWebhookEvent = EXAMPLES['strava.webhook'].sent.event;
    const parsed: StravaWebhookEvent = JOBS['strava.webhook'].payload.parse({ event: { ...event, added_later: 1 } }).event;
    expect(parsed).toEqual(event);
  });

  it('leaves out the request id the outbox adds beside the payload', () => {
    expect(JOBS['mail.send'].payload.parse({ mailId: 7, meta: { requestId: 'abc-123' } })).toEqual({ mailId: 7 });
  });
});
