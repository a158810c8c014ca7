import { Injectable } from '@nestjs/common';
import { InjectQueue } from '@nestjs/bullmq';
import { InjectDataSource } from '@nestjs/typeorm';
import type { Job, Queue } from 'bullmq';
import type { DataSource } from 'typeorm';
import { QUEUES, type JobData, type JobItem, type JobMeta } from '@lesne/contracts';
import { db, JOB_OPTIONS } from '@lesne/db';
import { LiveEmitter } from '../live/live-emitter';
import type { JobContext } from '../queue-worker';

/** A run's child job for one participant: BullMQ ignores an id it already has, so a repeated bulk job adds nothing. */
export const diplomaItemJobId = (runId: number, userId: number): string => `diploma-run-${runId}-${userId}`;

/** The child job that does one participant's part of a bulk run. */
type RunItemJob = Extract<JobItem, { name: 'diplomas.render' | 'diplomas.send' }>;

/** The job's last try: after it, BullMQ gives up, so its run item must be counted as failed. */
export const lastAttempt = (job: Job): boolean => job.attemptsMade + 1 >= (job.opts.attempts ?? 1);

/**
 * Bulk runs: a DiplomaRun row with an item per participant, written by the API. The bulk job adds
 * a child job per pending item; each child finishes its item in the transaction that did its work,
 * and settles the run after its commit (its progress counted from the items, so the items' commits
 * do not queue on the run's row; the run finished once none is pending). The bulk job settles the
 * run too, so a run whose last item committed while its worker died before settling it is finished
 * when the lost-runs sweep queues its bulk job again.
 */
@Injectable()
export class DiplomaRuns {
  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    @InjectQueue(QUEUES.diplomas) private readonly queue: Queue,
    private readonly live: LiveEmitter,
  ) {}

  async queueItems({ runId }: JobData<'diplomas.bulk'>, { requestId, log }: JobContext): Promise<number> {
    const run = await db.diplomas.diplomaRun(this.dataSource.manager, runId);
    if (!run || run.finishedAt) return 0;
    const userIds = await db.diplomas.pendingRunItems(this.dataSource.manager, runId);
    const name: RunItemJob['name'] = run.action === 'generate' ? 'diplomas.render' : 'diplomas.send';
    const items = userIds.map((userId): RunItemJob => ({ queue: QUEUES.diplomas, name, data: { companyId: run.companyId, userId, lang: run.lang, runId } }));
    const meta: JobMeta = { requestId };
    await this.queue.addBulk(
      items.map(({ name, data }) => ({
        name,
        data: { ...data, meta },
        opts: { ...JOB_OPTIONS, jobId: diplomaItemJobId(runId, data.userId) },
      })),
    );
    log.info(`diploma run ${runId} (${run.action}): ${userIds.length} item(s) queued`);
    await this.settle(runId);
    return userIds.length;
  }

  /** Counts an item failed (its job gave up), and settles its run. */
  async failItem(runId: number, userId: number): Promise<void> {
    await db.diplomas.finishRunItem(this.dataSource.manager, runId, userId, 'failed');
    await this.settle(runId);
  }

  /** Finishes the run when no item is pending (settleRun; call after the commit that finished an item), and tells the admins its progress. */
  async settle(runId: number): Promise<void> {
    const progress = await db.diplomas.settleRun(this.dataSource.manager, runId);
    if (progress) this.live.diplomasProgress(progress);
  }

}
