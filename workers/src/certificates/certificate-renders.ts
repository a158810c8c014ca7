import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { UnrecoverableError } from 'bullmq';
import type { DataSource } from 'typeorm';
import { verificationPath } from '@lesne/contracts';
import { InjectConfig, type AppConfig } from '@lesne/config';
import { db, inTransaction } from '@lesne/db';
import { certificateTemplate, documentLastDay } from '@lesne/domain';
import { logoDataUrl } from '../documents/document-html';
import { PdfRenderer } from '../documents/pdf-renderer';
import { LiveEmitter } from '../live/live-emitter';
import type { JobContext } from '../queue-worker';
import { certificateHtml } from './certificate-html';

export type RenderOutcome = 'printed' | 'printedBefore' | 'replaced' | 'missing';

/**
 * Prints a certificate to PDF and keeps it. Chromium works outside any transaction; the file, its
 * token and the state 'ready' then commit together under the row's lock, so a retried or
 * duplicated job finds the certificate ready and keeps no second file. A certificate replaced
 * before it was printed is left: nobody will be shown it.
 */
@Injectable()
export class CertificateRenders {
  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    @InjectConfig() private readonly config: AppConfig,
    private readonly renderer: PdfRenderer,
    private readonly live: LiveEmitter,
  ) {}

  async render(certificateId: number, { job, log }: JobContext): Promise<RenderOutcome> {
    try {
      const outcome = await this.print(certificateId);
      log.info({ certificateId, outcome }, 'certificate render');
      return outcome;
    } catch (error) {
      const lastAttempt = error instanceof UnrecoverableError || job.attemptsMade + 1 >= (job.opts.attempts ?? 1);
      if (lastAttempt && (await db.certificates.markCertificateFailed(this.dataSource.manager, certificateId))) {
        log.error({ certificateId, err: error }, 'certificate render failed for good');
        const print = await db.certificates.certificateToPrint(this.dataSource.manager, certificateId);
        if (print) this.live.certificateChanged(print.certificate.companyId);
      }
      throw error;
    }
  }

  private async print(certificateId: number): Promise<RenderOutcome> {
    const print = await db.certificates.certificateToPrint(this.dataSource.manager, certificateId);
    if (!print) return 'missing';
    if (print.certificate.state === 'ready') return 'printedBefore';
    if (print.certificate.replacedAt) return 'replaced';
    const pdf = await this.renderer.render(await this.html(print));
    const outcome = await inTransaction(this.dataSource, async (manager) => {
      const held = await db.certificates.lockCertificate(manager, certificateId);
      if (!held) return 'missing' as const;
      if (held.state === 'ready') return 'printedBefore' as const;
      await db.certificates.markCertificateReady(manager, certificateId, await db.documents.storeDocument(manager, { mimeType: 'application/pdf', data: pdf }));
      return 'printed' as const;
    });
    if (outcome === 'printed') this.live.certificateChanged(print.certificate.companyId);
    return outcome;
  }

  private html({ certificate, company, logo }: db.certificates.CertificatePrint): Promise<string> {
    const template = certificateTemplate(certificate.template);
    if (!template) throw new UnrecoverableError(`certificate ${certificate.id} has an unknown template ${certificate.template}`);
    return certificateHtml({
      lang: template.lang,
      design: template.design,
      companyName: certificate.name,
      logoDataUrl: logoDataUrl(logo),
      dateFrom: company.dateFrom,
      dateTo: documentLastDay(company),
      km: certificate.km,
      trees: certificate.trees,
      dedication: certificate.text,
      verificationCode: certificate.verificationCode,
      verificationUrl: `${this.config.APP_URL}${verificationPath(certificate.verificationCode)}`,
    });
  }
}
