import { HttpStatus, Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import type { DataSource, EntityManager } from 'typeorm';
import { documentPath, type CompanyResponse } from '@lesne/contracts';
import { InjectConfig, type AppConfig } from '@lesne/config';
import { type CompanyLogo, db } from '@lesne/db';
import { AppError } from '../i18n/app-error';
import { companyView } from './company-view';
import { decodeLogo } from './logo';

@Injectable()
export class CompaniesService {
  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    @InjectConfig() private readonly config: AppConfig,
  ) {}

  async view(companyId: number, manager: EntityManager = this.dataSource.manager): Promise<CompanyResponse> {
    const company = await db.companies.companyById(manager, companyId);
    if (!company) throw new AppError(HttpStatus.NOT_FOUND, 'company.notFound');
    // One after another: the manager may be a transaction's, whose one connection takes one query at a time.
    const participants = await db.companies.userCount(manager, companyId);
    const logoUpdatedAt = await db.companies.logoUpdatedAt(manager, companyId);
    const certificateToken = await db.certificates.readyCertificateToken(manager, companyId);
    // The current certificate's public link, once a worker printed it.
    const certificateUrl = certificateToken ? `${this.config.APP_URL}${documentPath(certificateToken)}` : null;
    return companyView(company, { participants, logoUpdatedAt, certificateUrl, now: new Date() });
  }

  async nameByRegisterNumber(registerNumber: string): Promise<string | null> {
    const company = registerNumber ? await db.companies.companyByRegisterNumber(this.dataSource.manager, registerNumber) : null;
    return company?.name ?? null;
  }

  async rename(companyId: number, name: string): Promise<CompanyResponse> {
    await db.companies.updateCompany(this.dataSource.manager, companyId, { name });
    return this.view(companyId);
  }

  async setLogo(companyId: number, dataUrl: string): Promise<CompanyResponse> {
    const { mimeType, data } = await decodeLogo(dataUrl);
    await db.companies.saveLogo(this.dataSource.manager, { companyId, mimeType, data });
    return this.view(companyId);
  }

  async removeLogo(companyId: number): Promise<CompanyResponse> {
    await db.companies.deleteLogo(this.dataSource.manager, companyId);
    return this.view(companyId);
  }

  async logo(companyId: number): Promise<CompanyLogo> {
    const logo = await db.companies.logoOf(this.dataSource.manager, companyId);
    if (!logo) throw new AppError(HttpStatus.NOT_FOUND, 'errors.notFound');
    return logo;
  }
}
