import { OnWorkerEvent, WorkerHost } from '@nestjs/bullmq';
import { Inject, Logger } from '@nestjs/common';
import { UnrecoverableError, type Job } from 'bullmq';
import type { Logger as PinoLogger } from 'pino';
import { JOBS, type JobData, type JobMeta, type JobName, type QueueJob, type QueueName } from '@lesne/contracts';

/** The workers' root pino logger; each job logs through a child of it. */
export const JOB_LOGGER = Symbol('JOB_LOGGER');

export interface JobContext {
  job: Job;
  /** the API request that caused the job, for the jobs it queues in turn */
  requestId: string | null;
  /** carries the queue, job id, job name and the id of the API request that caused the job */
  log: PinoLogger;
}

/** One handler per job name of the queue: a job name without one does not compile. */
export type JobHandlers<Q extends QueueName> = { [N in QueueJob<Q>['name']]: (data: JobData<N>, context: JobContext) => Promise<unknown> };

type AnyHandler = (data: unknown, context: JobContext) => Promise<unknown>;

/**
 * A queue's processor: takes each job to the handler of its name with a payload checked
 * against the job's schema, and logs its worker's errors (Redis restarting, a job's key lost
 * with it) instead of leaving them unhandled; BullMQ reconnects and retries by itself.
 *
 * A payload that fails its schema (written by an older or newer deploy) or a name this queue
 * has no handler for would fail the same way on every retry, so the job is parked at once in
 * the queue's failed set, where operators see it, instead of being retried.
 */
export abstract class QueueWorker<Q extends QueueName> extends WorkerHost {
  /** Jobs parked since this process started: each parking's log line says how many. */
  private static parkedJobs = 0;
  protected readonly logger = new Logger(this.constructor.name);
  @Inject(JOB_LOGGER) private readonly rootLog: PinoLogger;
  protected abstract readonly handlers: JobHandlers<Q>;

  async process(job: Job): Promise<unknown> {
    const requestId = requestIdOf(job);
    const log = this.rootLog.child({ context: this.constructor.name, queue: job.queueName, jobId: job.id, job: job.name, reqId: requestId });
    const handler = (this.handlers as Partial<Record<string, AnyHandler>>)[job.name];
    if (!handler) {
      log.error({ parkedJobs: ++QueueWorker.parkedJobs }, 'no handler for this job name on this queue: parked in the failed set');
      throw new UnrecoverableError(`no handler for ${job.name}`);
    }
    const payload = JOBS[job.name as JobName].payload.safeParse(job.data);
    if (!payload.success) {
      log.error({ issues: payload.error.issues, parkedJobs: ++QueueWorker.parkedJobs }, 'malformed payload: parked in the failed set');
      throw new UnrecoverableError(`malformed ${job.name} payload`);
    }
    const started = Date.now();
    const outcome = await handler(payload.data, { job, requestId, log });
    log.debug({ ms: Date.now() - started }, 'handled');
    return outcome;
  }

  @OnWorkerEvent('error')
  onWorkerError(error: Error): void {
    this.logger.warn(`queue worker: ${error.message}`);
  }
}

function requestIdOf(job: Job): string | null {
  const meta = (job.data as { meta?: Partial<JobMeta> } | undefined)?.meta;
  return typeof meta?.requestId === 'string' ? meta.requestId : null;
}
