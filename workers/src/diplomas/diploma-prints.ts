import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { UnrecoverableError } from 'bullmq';
import type { DataSource } from 'typeorm';
import { verificationPath, type JobData } from '@lesne/contracts';
import { InjectConfig, type AppConfig } from '@lesne/config';
import { canHaveDiploma, diplomasUnavailableReason, documentLastDay, treesOnDiploma, warsawDay } from '@lesne/domain';
import { type Company, db, type User } from '@lesne/db';
import { logoDataUrl } from '../documents/document-html';
import { PdfRenderer } from '../documents/pdf-renderer';
import { LiveEmitter } from '../live/live-emitter';
import type { JobContext } from '../queue-worker';
import { diplomaHtml } from './diploma-html';
import { DiplomaRuns, lastAttempt } from './diploma-runs';

type PrintOutcome = 'printed' | 'already-done' | 'not-eligible' | 'deletion-requested';

/**
 * Prints a participant's diploma and makes it their current one: one query reads the participant,
 * their company and the run's item; Chromium works outside any transaction; one statement
 * (keepPrintedDiploma) then keeps the stored PDF, the diploma row, the replaced one and the run
 * item together, and its run is settled after (DiplomaRuns.settle). A run's item is checked again
 * under its lock there, and a single print's job against the diploma it printed, so a job retried
 * after a crash (or run twice) never leaves a second diploma.
 */
@Injectable()
export class DiplomaPrints {
  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    @InjectConfig() private readonly config: AppConfig,
    private readonly renderer: PdfRenderer,
    private readonly runs: DiplomaRuns,
    private readonly live: LiveEmitter,
  ) {}

  async print(data: JobData<'diplomas.render'>, { job, log }: JobContext): Promise<PrintOutcome> {
    if (data.runId === null && !job.id) throw new UnrecoverableError('a single diploma print needs its job id to be printed once');
    const key: db.diplomas.DiplomaPrintKey = data.runId === null ? { job: `${job.name}:${job.id}` } : { runId: data.runId };
    try {
      const outcome = await this.printOnce(data, key);
      log.info(`diploma of user ${data.userId}: ${outcome}`);
      return outcome;
    } catch (error) {
      if (lastAttempt(job)) await this.gaveUp(data);
      throw error;
    }
  }

  private async printOnce({ companyId, userId, lang, runId }: JobData<'diplomas.render'>, key: db.diplomas.DiplomaPrintKey): Promise<PrintOutcome> {
    const { subject, takesDiplomaWork, pending } = await db.diplomas.diplomaToPrint(this.dataSource.manager, userId, key);
    if (!pending) return 'already-done';
    // Asked for their account's deletion since the print was queued: a new diploma would show the name again.
    if (subject && !takesDiplomaWork) {
      await this.gaveUp({ companyId, userId, runId });
      return 'deletion-requested';
    }
    if (!subject || subject.companyId !== companyId || !eligible(subject)) {
      await this.gaveUp({ companyId, userId, runId });
      return 'not-eligible';
    }
    const company = subject.company;
    const verificationCode = db.documents.newVerificationCode();
    // Trees, no km: a participant's km come partly from Strava, which lets only their owner see them (libs/domain visibility.ts).
    const printed = { name: subject.diplomaName ?? subject.name, trees: treesOnDiploma(subject.treeSum) };
    const html = await diplomaHtml({
      lang,
      ...printed,
      companyName: company.name,
      logoDataUrl: logoDataUrl(await db.companies.logoOf(this.dataSource.manager, companyId)),
      dateFrom: company.dateFrom,
      dateTo: documentLastDay(company),
      verificationCode,
      verificationUrl: `${this.config.APP_URL}${verificationPath(verificationCode)}`,
    });
    const pdf = await this.renderer.render(html);
    if (!(await db.diplomas.keepPrintedDiploma(this.dataSource.manager, key, { userId, companyId, lang, ...printed, verificationCode, pdf }))) return 'already-done';
    if (runId !== null) await this.runs.settle(runId);
    this.live.diplomaChanged(companyId, userId);
    return 'printed';
  }

  /** No diploma comes of this job: its run counts a failure, and the admins' row waiting for it settles at once. */
  private async gaveUp({ companyId, userId, runId }: Pick<JobData<'diplomas.render'>, 'companyId' | 'userId' | 'runId'>): Promise<void> {
    if (runId !== null) await this.runs.failItem(runId, userId);
    this.live.diplomaChanged(companyId, userId);
  }
}

/** The company's diplomas are available and the participant has a whole tree (libs/domain/src/diplomas.ts). */
function eligible(subject: User & { company: Company }): boolean {
  return diplomasUnavailableReason(subject.company, warsawDay(new Date())) === null && canHaveDiploma(subject.treeSum);
}
