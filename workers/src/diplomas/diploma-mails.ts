import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { UnrecoverableError } from 'bullmq';
import type { DataSource } from 'typeorm';
import { documentPath, verificationPath, type JobData } from '@lesne/contracts';
import { InjectConfig, type AppConfig } from '@lesne/config';
import { db, type Diploma, inTransaction } from '@lesne/db';
import { LiveEmitter } from '../live/live-emitter';
import type { JobContext } from '../queue-worker';
import { DiplomaRuns, lastAttempt } from './diploma-runs';

type MailOutcome = 'queued' | 'already-queued' | 'already-done' | 'no-diploma';

/**
 * Queues the mail of a participant's current diploma (the mail queue sends it, and marks the
 * diploma sent in the transaction that records the mail sent). The mail's dedupe key makes a
 * retried or duplicated job queue nothing more: a bulk run mails a diploma at most once, whichever
 * run it is in; a single send once per job.
 */
@Injectable()
export class DiplomaMails {
  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    @InjectConfig() private readonly config: AppConfig,
    private readonly runs: DiplomaRuns,
    private readonly live: LiveEmitter,
  ) {}

  async queue(data: JobData<'diplomas.send'>, { job, requestId, log }: JobContext): Promise<MailOutcome> {
    if (!job.id) throw new UnrecoverableError('a diploma mail needs its job id to be queued once');
    const jobId = job.id;
    try {
      const outcome = await inTransaction(this.dataSource, async (manager): Promise<MailOutcome> => {
        const { userId, runId } = data;
        if (runId !== null && (await db.diplomas.lockRunItem(manager, runId, userId)) !== 'pending') return 'already-done';
        const subject = await db.diplomas.diplomaSubject(manager, userId);
        const diploma = subject?.companyId === data.companyId ? await db.diplomas.currentDiploma(manager, userId) : null;
        if (!subject || !diploma) {
          if (runId !== null) await db.diplomas.finishRunItem(manager, runId, userId, 'failed');
          return 'no-diploma';
        }
        const queued = await db.mail.queueMail(
          manager,
          { to: subject.email, lang: data.lang, template: 'diploma', params: this.mailParams(diploma, subject.company.name) },
          { requestId, dedupeKey: runId === null ? `diploma-${diploma.id}-job-${jobId}` : `diploma-${diploma.id}-bulk` },
        );
        if (runId !== null) await db.diplomas.finishRunItem(manager, runId, userId, 'done');
        return queued ? 'queued' : 'already-queued';
      });
      if (data.runId !== null && outcome !== 'already-done') await this.runs.settle(data.runId);
      log.info(`diploma mail of user ${data.userId}: ${outcome}`);
      return outcome;
    } catch (error) {
      if (data.runId !== null && lastAttempt(job)) await this.runs.failItem(data.runId, data.userId);
      throw error;
    }
  }

  private mailParams(diploma: Diploma, companyName: string) {
    return {
      name: diploma.name,
      companyName,
      link: `${this.config.APP_URL}${documentPath(diploma.documentToken)}`,
      verificationUrl: `${this.config.APP_URL}${verificationPath(diploma.verificationCode)}`,
      diplomaId: diploma.id,
    };
  }
}
