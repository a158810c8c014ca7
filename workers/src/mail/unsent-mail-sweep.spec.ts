import type { Job, Queue } from 'bullmq';
import type { DataSource } from 'typeorm';
import { UnsentMailSweep } from './unsent-mail-sweep';

const MINUTE = 60_000;

/** Unsent mails 1 to 5; Redis holds no job for 1, a waiting one for 2, one failed 6 min ago for 3, one failed a minute ago for 4; 5 is a digest without a job. */
function sweepOver() {
  const retried: string[] = [];
  const added: Array<{ queue: string; name: string; data: unknown; jobId?: string }> = [];
  const job = (id: string, failedMinutesAgo?: number) =>
    ({
      finishedOn: failedMinutesAgo === undefined ? undefined : Date.now() - failedMinutesAgo * MINUTE,
      isFailed: async () => failedMinutesAgo !== undefined,
      retry: async (_state: string, options: { resetAttemptsMade?: boolean }) => {
        if (options.resetAttemptsMade) retried.push(id);
      },
    }) as unknown as Job;
  const jobs: Record<string, Job> = { 'mail-2': job('mail-2'), 'mail-3': job('mail-3', 6), 'mail-4': job('mail-4', 1) };
  const queue = (queueName: string) =>
    ({
      getJob: async (id: string) => jobs[id],
      add: async (name: string, data: unknown, options: { jobId?: string }) => added.push({ queue: queueName, name, data, jobId: options.jobId }),
    }) as unknown as Queue;
  const mails = [1, 2, 3, 4].map((id) => ({ id, template: 'lostPassword' })).concat({ id: 5, template: 'weeklyDigest' });
  const dataSource = { getRepository: () => ({ find: async () => mails }) } as unknown as DataSource;
  return { sweep: new UnsentMailSweep(dataSource, queue('mail'), queue('digest')), added, retried };
}

describe('UnsentMailSweep', () => {
  it('queues a lost mail again under its own job id, on its template\'s queue, and retries one that failed a while ago, leaving the rest to their jobs', async () => {
    const { sweep, added, retried } = sweepOver();
    await expect(sweep.sweep()).resolves.toBe(3);
    expect(added).toEqual([
      { queue: 'mail', name: 'mail.send', data: { mailId: 1 }, jobId: 'mail-1' },
      { queue: 'digest', name: 'digest.send', data: { mailId: 5 }, jobId: 'mail-5' },
    ]);
    expect(retried).toEqual(['mail-3']);
  });
});
