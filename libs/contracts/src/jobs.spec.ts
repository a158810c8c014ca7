import { JOBS, type JobData, type JobName } from './jobs';

/** What the API sends for each job, and a payload of the kind an older or broken producer could leave. */
const EXAMPLES: { [N in JobName]: { sent: JobData<N>; malformed: unknown } } = {
  'mail.send': { sent: { mailId: 7 }, malformed: { mailId: 'x' } },
  'auth.lostPasswordRequested': { sent: { email: 'ola@example.com', lang: 'en' }, malformed: { email: 'ola@example.com', lang: 'de' } },
  'activity.changed': {
    sent: { companyId: 1, userId: 2, activityId: null, change: 'loggedPending' },
    malformed: { companyId: 1, userId: 2, activityId: 3, change: 'renamed' },
  },
  'activities.cleared': { sent: { companyId: 1 }, malformed: {} },
  'events.closeEnded': { sent: {}, malformed: null },
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

  it('leaves out the request id the outbox adds beside the payload', () => {
    expect(JOBS['mail.send'].payload.parse({ mailId: 7, meta: { requestId: 'abc-123' } })).toEqual({ mailId: 7 });
  });
});
