import { HttpStatus, Injectable, Logger } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import type { DataSource, EntityManager } from 'typeorm';
import { documentPath, QUEUES, type CertificateInfo, type CertificatesResponse, type CertificateTemplateId, type DocumentLang } from '@lesne/contracts';
import { InjectConfig, type AppConfig } from '@lesne/config';
import { addToOutbox, type Certificate, Company, db } from '@lesne/db';
import { certificateTemplate, certificateTrees, certificateUnavailable, eventStatus, generatedInPlantingPanel, warsawDay } from '@lesne/domain';
import { PlantingClient, PlantingError } from '@lesne/planting';
import { AppError } from '../i18n/app-error';
import { IdempotencyService } from '../idempotency/idempotency.service';
import type { GenerateCertificateDto } from './dto';

/** The company's certificate: made here from a template and a dedication, printed by the workers. */
@Injectable()
export class CertificatesService {
  private readonly logger = new Logger(CertificatesService.name);

  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    @InjectConfig() private readonly config: AppConfig,
    private readonly idempotency: IdempotencyService,
    private readonly planting: PlantingClient,
  ) {}

  /**
   * certLeft comes from the tree-planting service. When it cannot be asked, certLeft is null (the
   * page says it is unknown), never a guessed 0, which would read as "all certified in the planting
   * panel"; the certificate itself needs nothing from that service. An id the service does not
   * know is no account at all.
   */
  async info(companyId: number): Promise<CertificatesResponse> {
    const manager = this.dataSource.manager;
    const company = await this.company(manager, companyId);
    const current = await db.certificates.currentCertificate(manager, companyId);
    const account = company.posadzimyUserId ? await this.plantingAccount(company.posadzimyUserId) : 'none';
    const certLeft = typeof account === 'number' ? account : null;
    const unavailable = certificateUnavailable({ posadzimyUserId: account === 'none' ? null : company.posadzimyUserId, status: eventStatus(company, warsawDay(new Date())) });
    return {
      certLeft,
      certificate: current && this.infoOf(current),
      generatedInPlantingPanel: generatedInPlantingPanel(current !== null, certLeft, company.treeSum),
      unavailable,
    };
  }

  /** Replaces the current certificate with one to print; the render job commits with it. */
  async generate(companyId: number, dto: GenerateCertificateDto, idempotency: db.idempotency.IdempotentRequest | null, requestId: string): Promise<CertificateInfo> {
    const { lang } = certificateTemplate(dto.template)!;
    const made = await this.idempotency.transaction(idempotency, async (manager) => {
      const company = await this.company(manager, companyId);
      const unavailable = certificateUnavailable({ posadzimyUserId: company.posadzimyUserId, status: eventStatus(company, warsawDay(new Date())) });
      if (unavailable) throw new AppError(HttpStatus.CONFLICT, `certificates.${unavailable}`);
      const certificate = await db.certificates.replaceCertificate(manager, {
        companyId, template: dto.template, lang, text: dto.text, name: company.name, km: company.distanceSum, trees: certificateTrees(company.treeSum),
      });
      await addToOutbox(manager, { queue: QUEUES.certificates, name: 'certificates.render', data: { certificateId: certificate.id } }, requestId);
      return this.infoOf(certificate);
    });
    return made;
  }

  private async company(manager: EntityManager, companyId: number): Promise<Company> {
    const company = await db.companies.companyById(manager, companyId);
    if (!company) throw new AppError(HttpStatus.NOT_FOUND, 'company.notFound');
    return company;
  }

  /** The certificates the account has left; 'none' when the service has no such account, 'unknown' when it cannot be asked. */
  private async plantingAccount(plantingUserId: string): Promise<number | 'none' | 'unknown'> {
    try {
      return await this.planting.certificatesLeft(plantingUserId);
    } catch (error) {
      if (!(error instanceof PlantingError)) throw error;
      if (error.reason === 'unknownUser') {
        this.logger.warn(`the tree-planting service has no account ${plantingUserId}: the company is treated as having none`);
        return 'none';
      }
      this.logger.warn(error.message);
      return 'unknown';
    }
  }

  private infoOf(certificate: Certificate): CertificateInfo {
    const ready = certificate.state === 'ready' && certificate.documentToken;
    return {
      template: certificate.template as CertificateTemplateId,
      lang: certificate.lang as DocumentLang,
      text: certificate.text,
      state: certificate.state,
      url: ready ? `${this.config.APP_URL}${documentPath(certificate.documentToken!)}` : null,
      verificationCode: certificate.verificationCode,
    };
  }
}
