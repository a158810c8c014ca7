import { Injectable } from '@nestjs/common';
import { InjectQueue } from '@nestjs/bullmq';
import { InjectDataSource } from '@nestjs/typeorm';
import type { Queue } from 'bullmq';
import type { DataSource } from 'typeorm';
import { QUEUES, type JobData, type MailTemplate } from '@lesne/contracts';
import { db, JOB_OPTIONS } from '@lesne/db';
import { PeriodicSweep } from '../periodic-sweep';

const SWEEP_INTERVAL_MS = 15_000;
/** A mail is normally sent within a second or two; younger ones are left to their job. */
const PICK_UP_AFTER_MS = 30_000;
/** Spaces the retries of a mail the SMTP server kept refusing. */
const RETRY_FAILED_AFTER_MS = 5 * 60_000;
/** Its links have expired or the user asked again by then. */
const GIVE_UP_AFTER_MS = 24 * 60 * 60_000;
const MAILS_PER_SWEEP = 100;

/**
 * The safety net under the mail queue: a mail's row is committed before its job exists, so
 * when Redis lost the job (wiped, restored from an old copy) or the job failed for good (SMTP
 * down for longer than its retries), this sweep queues it again. The job id is the mail's,
 * so a job still waiting is not doubled, and the processor's claim sends it once. A mail claimed
 * by a send that never confirmed it is not picked: the server may have taken it.
 */
@Injectable()
export class UnsentMailSweep extends PeriodicSweep {
  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    @InjectQueue(QUEUES.mail) private readonly mailQueue: Queue<JobData<'mail.send'>>,
    @InjectQueue(QUEUES.digest) private readonly digestQueue: Queue<JobData<'digest.send'>>,
  ) {
    super(SWEEP_INTERVAL_MS);
  }

  protected async pass(): Promise<number> {
    const now = Date.now();
    const mails = await db.mail.unsentMails(this.dataSource, { after: new Date(now - GIVE_UP_AFTER_MS), before: new Date(now - PICK_UP_AFTER_MS) }, MAILS_PER_SWEEP);
    let requeued = 0;
    for (const mail of mails) if (await this.requeue(mail.id, mail.template as MailTemplate, now)) requeued++;
    if (requeued) this.logger.warn(`queued ${requeued} unsent mail(s) again`);
    return requeued;
  }

  /** Adds the mail's job when Redis has none; retries it when it failed a while ago. A job waiting, delayed or running is left alone. */
  private async requeue(mailId: number, template: MailTemplate, now: number): Promise<boolean> {
    const jobId = db.mail.mailJobId(mailId);
    const { queue: queueName, name } = db.mail.mailJob(template, mailId);
    const queue: Queue<{ mailId: number }> = queueName === QUEUES.digest ? this.digestQueue : this.mailQueue;
    const job = await queue.getJob(jobId);
    if (!job) {
      await queue.add(name, { mailId }, { ...JOB_OPTIONS, jobId });
      return true;
    }
    if ((job.finishedOn ?? now) < now - RETRY_FAILED_AFTER_MS && (await job.isFailed())) {
      await job.retry('failed', { resetAttemptsMade: true, resetAttemptsStarted: true });
      return true;
    }
    return false;
  }
}
