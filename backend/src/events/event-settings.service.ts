import { HttpStatus, Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import type { DataSource } from 'typeorm';
import type { CompanyResponse } from '@lesne/contracts';
import { earliestStart, normalizedEndDate, settingsEditable, SETTINGS_LOCKED_AFTER_START, TREE_LIMIT_WHEN_ENDING_BY_DATE, warsawDay } from '@lesne/domain';
import { db, inTransaction } from '@lesne/db';
import { CompaniesService } from '../companies/companies.service';
import { AppError } from '../i18n/app-error';
import type { EventSettingsDto } from './dto';
import { assertEventDates } from './events.service';

/** The company admin's settings of their own event (docs/product.md#event-settings, #event-status-and-end and #validation). */
@Injectable()
export class EventSettingsService {
  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly companies: CompaniesService,
  ) {}

  async update(companyId: number, dto: EventSettingsDto): Promise<CompanyResponse> {
    return inTransaction(this.dataSource, async (manager) => {
      const company = await db.companies.companyById(manager, companyId, 'forUpdate');
      if (!company) throw new AppError(HttpStatus.NOT_FOUND, 'company.notFound');
      const today = warsawDay(new Date());
      const touchesLocked = SETTINGS_LOCKED_AFTER_START.some((field) => dto[field] !== undefined);
      if (touchesLocked && !settingsEditable(company, today)) throw new AppError(HttpStatus.CONFLICT, 'settings.lockedAfterStart');
      if (dto.eventEndType && company.eventEndType === 'both' && dto.eventEndType !== 'both') {
        throw new AppError(HttpStatus.BAD_REQUEST, 'settings.endTypeFixed');
      }
      if (dto.dateFrom !== undefined && dto.dateFrom !== company.dateFrom && dto.dateFrom < earliestStart(today)) {
        throw new AppError(HttpStatus.BAD_REQUEST, 'settings.startTooEarly');
      }

      const eventEndType = dto.eventEndType ?? company.eventEndType;
      const dateFrom = dto.dateFrom ?? company.dateFrom;
      const dateTo = normalizedEndDate(dto.dateTo !== undefined ? dto.dateTo : company.dateTo, eventEndType);
      assertEventDates({ dateFrom, dateTo, eventEndType });
      const treeLimit = eventEndType === 'date' ? TREE_LIMIT_WHEN_ENDING_BY_DATE : (dto.treeLimit ?? company.treeLimit);

      await db.companies.updateCompany(manager, companyId, {
        ...(touchesLocked ? { dateFrom, dateTo, eventEndType, treeLimit } : {}),
        ...(dto.convert ? { convertStandard: dto.convert.standard, convertBike: dto.convert.bike } : {}),
        ...(dto.manualActivitiesAllowed !== undefined ? { manualActivitiesAllowed: dto.manualActivitiesAllowed } : {}),
        ...(dto.manualActivitiesApproval !== undefined ? { manualActivitiesApproval: dto.manualActivitiesApproval } : {}),
        ...(dto.maxDaysBeforeManualActivity !== undefined ? { maxDaysBeforeManualActivity: dto.maxDaysBeforeManualActivity } : {}),
        ...(dto.fileActivitiesAllowed !== undefined ? { fileActivitiesAllowed: dto.fileActivitiesAllowed } : {}),
        ...(dto.fileActivitiesApproval !== undefined ? { fileActivitiesApproval: dto.fileActivitiesApproval } : {}),
        ...(dto.maxDaysBeforeFileActivity !== undefined ? { maxDaysBeforeFileActivity: dto.maxDaysBeforeFileActivity } : {}),
        ...(dto.countVirtualActivities !== undefined ? { countVirtualActivities: dto.countVirtualActivities } : {}),
        ...(dto.weeklyDigest !== undefined ? { weeklyDigest: dto.weeklyDigest } : {}),
      });
      await db.totals.afterEventEndChanged(manager, companyId, { before: company.eventEndType, after: eventEndType });
      return this.companies.view(companyId, manager);
    });
  }
}
