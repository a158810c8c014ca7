import { Controller, Get, HttpStatus, Query } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import type { Repository } from 'typeorm';
import type { CompanyNameResponse } from '@lesne/contracts';
import { Company } from '@lesne/db';
import { Access } from '../access/access.decorator';
import { AppError } from '../i18n/app-error';

@Controller('company')
export class CompaniesController {
  constructor(@InjectRepository(Company) private readonly companies: Repository<Company>) {}

  /** The registration page names the inviting company; an unknown code is an invalid link. */
  @Get('name')
  @Access('public')
  async name(@Query('loginNumber') loginNumber?: string): Promise<CompanyNameResponse> {
    const code = typeof loginNumber === 'string' ? loginNumber.trim() : '';
    const company = code ? await this.companies.findOne({ where: { registerNumber: code }, select: { name: true } }) : null;
    if (!company) throw new AppError(HttpStatus.NOT_FOUND, 'auth.invalidRegistrationLink');
    return { name: company.name };
  }
}
