import { Queue } from 'bullmq';
import type { DataSource, EntityManager } from 'typeorm';
import { QUEUES, type JobData, type JobItem, type JobMeta } from '@lesne/contracts';
import { redisConnection } from '@lesne/config';
import type { OutboxMessage } from './entities';
import { prepared, queryPrepared } from './prepared-sql';
import { afterCommit } from './transactions';

const ADD_TO_OUTBOX = prepared('INSERT INTO outbox_message (queue, job_name, payload, request_id) VALUES ($1, $2, $3, $4)');

/** Claims the oldest unpublished rows no other publisher holds and marks them published, for the caller's transaction. */
const CLAIM_UNPUBLISHED = prepared(`
  UPDATE outbox_message SET published_at = now()
   WHERE id IN (SELECT id FROM outbox_message WHERE published_at IS NULL ORDER BY id LIMIT $1 FOR UPDATE SKIP LOCKED)
   RETURNING id, queue, job_name AS "jobName", payload, request_id AS "requestId"`);

/** Who publishes the outbox of each database in this process (an API's OutboxService). */
const publishers = new WeakMap<DataSource, Set<() => void>>();

/**
 * Writes a job in the caller's transaction; it is published once the write commits: the
 * transaction's after-commit hook (inTransaction) tells this process's publishers, and the
 * workers' sweep publishes whatever no publisher took. `requestId`: the API request that caused
 * the job, carried into the job's log lines.
 */
export async function addToOutbox(manager: EntityManager, job: JobItem, requestId: string | null = null): Promise<void> {
  await queryPrepared(manager, ADD_TO_OUTBOX, [job.queue, job.name, JSON.stringify(job.data), requestId]);
  const dataSource = manager.connection;
  afterCommit(manager, publishers, () => publishers.get(dataSource)?.forEach((publish) => publish()));
}

/** addToOutbox for many jobs at once, in one statement. */
export async function addJobsToOutbox(manager: EntityManager, jobs: readonly JobItem[]): Promise<void> {
  if (jobs.length === 0) return;
  await manager.query(
    'INSERT INTO outbox_message (queue, job_name, payload) SELECT * FROM unnest($1::text[], $2::text[], $3::jsonb[])',
    [jobs.map((job) => job.queue), jobs.map((job) => job.name), jobs.map((job) => JSON.stringify(job.data))],
  );
  const dataSource = manager.connection;
  afterCommit(manager, publishers, () => publishers.get(dataSource)?.forEach((publish) => publish()));
}

/**
 * Calls `publish` after every commit that wrote to this database's outbox; answers how to stop.
 * `publish` must not throw (it runs after the commit) and should return quickly.
 */
export function onOutboxCommitted(dataSource: DataSource, publish: () => void): () => void {
  const listening = publishers.get(dataSource) ?? new Set();
  publishers.set(dataSource, listening.add(publish));
  return () => void listening.delete(publish);
}

/**
 * A mail's job is named after its row (one row, one send), so whoever queues it again while
 * it waits in Redis (the outbox, the unsent-mail sweep) adds nothing.
 */
export const mailJobId = (mailId: number): string => `mail-${mailId}`;

/** What publishing a row needs of it. */
type OutboxRow = Pick<OutboxMessage, 'id' | 'queue' | 'jobName' | 'payload' | 'requestId'>;

const BATCH = 100;
/**
 * How long the publisher waits for Redis to answer a command. Redis answers in milliseconds; one
 * that does not answer at all (a frozen host, a network gone quiet) would hold a flush, with its
 * claimed rows, and a shutdown's QUIT open for good.
 */
const REDIS_ANSWER_WITHIN_MS = 2000;
/** Retries and retention of every queued job. */
export const JOB_OPTIONS = { attempts: 5, backoff: { type: 'exponential', delay: 1000 }, removeOnComplete: 1000, removeOnFail: 5000 };

/**
 * Publishes committed outbox rows to BullMQ, in order. Rows stay unpublished while Redis
 * fails, and several publishers (API and worker copies) may run at once: each takes the
 * rows the others have not locked. The job id is stable (the outbox row's, or the mail's), so a
 * republish is a no-op.
 */
export class OutboxPublisher {
  private readonly queues: Map<string, Queue>;

  constructor(
    private readonly dataSource: DataSource,
    redis: { url: string; prefix: string },
  ) {
    // Fail fast while Redis is away, refusing or silent: the row simply waits for the next flush.
    const connection = { ...redisConnection(redis.url), enableOfflineQueue: false, maxRetriesPerRequest: 1, commandTimeout: REDIS_ANSWER_WITHIN_MS };
    this.queues = new Map(Object.values(QUEUES).map((name) => [name, new Queue(name, { connection, prefix: redis.prefix })]));
    for (const queue of this.queues.values()) queue.on('error', () => undefined);
  }

  /** Publishes every committed row; answers how many. Throws (leaving rows) when Redis fails. */
  async flush(): Promise<number> {
    let published = 0;
    for (;;) {
      const count = await this.dataSource.transaction(async (manager) => {
        // Marked published in this transaction, which commits only once every job of it is in Redis.
        const [rows] = await queryPrepared<[OutboxRow[], number]>(manager, CLAIM_UNPUBLISHED, [BATCH]);
        rows.sort((a, b) => a.id - b.id);
        for (const row of rows) await this.publish(row);
        return rows.length;
      });
      published += count;
      if (count < BATCH) return published;
    }
  }

  /** Forgets rows published before the given instant (they are kept a while for inspection). */
  async prune(publishedBefore: Date): Promise<number> {
    const [, deleted] = (await this.dataSource.query('DELETE FROM outbox_message WHERE published_at < $1', [publishedBefore])) as [unknown, number];
    return deleted;
  }

  /** Returns within twice REDIS_ANSWER_WITHIN_MS or so, whether Redis is there or not. */
  async close(): Promise<void> {
    await Promise.all([...this.queues.values()].map(closeQueue));
  }

  private async publish(row: OutboxRow): Promise<void> {
    const queue = this.queues.get(row.queue);
    if (!queue) throw new Error(`outbox row ${row.id} names an unknown queue ${row.queue}`);
    await queue.add(row.jobName, jobDataOf(row), { ...JOB_OPTIONS, jobId: jobIdOf(row) });
  }
}

/**
 * QUIT when Redis takes it. When Redis refuses it (gone) or lets it time out (silent), the
 * connection is dropped instead: left alone, ioredis would go on reconnecting to a Redis that is
 * gone, or keep the silent one's connection, and either holds the process open.
 */
async function closeQueue(queue: Queue): Promise<void> {
  await startSettled(queue);
  await queue.close().catch(async () => (await queue.client).disconnect());
}

/**
 * Lets a connection still starting (BullMQ asks Redis its version first) finish or fail before it
 * is closed, within the time Redis is given to answer: BullMQ reports a start failing after the
 * close to no listener, which is an unhandled error in the process.
 */
async function startSettled(queue: Queue): Promise<void> {
  let timer: NodeJS.Timeout | undefined;
  const given = new Promise<void>((resolve) => (timer = setTimeout(resolve, REDIS_ANSWER_WITHIN_MS)));
  await Promise.race([queue.waitUntilReady().then(() => undefined, () => undefined), given]);
  clearTimeout(timer);
}

/** The payload, with the request id under `meta` when the row has one (the payload schemas leave `meta` out). */
function jobDataOf(row: OutboxRow): object {
  if (row.requestId === null) return row.payload;
  const meta: JobMeta = { requestId: row.requestId };
  return { ...row.payload, meta };
}

function jobIdOf(row: OutboxRow): string {
  return row.jobName === 'mail.send' || row.jobName === 'digest.send' ? mailJobId((row.payload as JobData<'mail.send'>).mailId) : `outbox-${row.id}`;
}
