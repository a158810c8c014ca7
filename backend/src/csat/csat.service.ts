import { HttpStatus, Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import type { DataSource, EntityManager } from 'typeorm';
import type { SurveyStatusResponse, SurveySummaryResponse } from '@lesne/contracts';
import { db, inTransaction } from '@lesne/db';
import { shouldShowSurvey, surveyWindowOpen, warsawDay } from '@lesne/domain';
import type { AuthUser } from '../access/auth-user';
import { AppError } from '../i18n/app-error';
import { IdempotencyService } from '../idempotency/idempotency.service';
import type { SaveSurveyDto } from './dto';

/** The end-of-challenge survey: offered near and after the end, saved step by step, read anonymously by the company admin. */
@Injectable()
export class CsatService {
  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly idempotency: IdempotencyService,
  ) {}

  /** Whether the survey would be offered now. A user without a company (a platform admin) is never asked. */
  async status(user: AuthUser): Promise<SurveyStatusResponse> {
    if (user.companyId === null) return { shouldShow: false };
    const manager = this.dataSource.manager;
    if (!(await this.windowOpen(manager, user.companyId))) return { shouldShow: false };
    return { shouldShow: shouldShowSurvey(true, await db.survey.surveyProgressOf(manager, user.id), warsawDay(new Date())) };
  }

  /** Takes today's offer: `shouldShow` is true for the first page to ask on a day the survey is due, and it is recorded. */
  async offer(user: AuthUser): Promise<SurveyStatusResponse> {
    const companyId = user.companyId;
    if (companyId === null) return { shouldShow: false };
    return inTransaction(this.dataSource, async (manager) => {
      if (!(await this.windowOpen(manager, companyId))) return { shouldShow: false };
      const today = warsawDay(new Date());
      const shouldShow = shouldShowSurvey(true, await db.survey.lockSurveyProgress(manager, user.id, companyId), today);
      if (shouldShow) await db.survey.recordSurveyOffer(manager, user.id, today);
      return { shouldShow };
    });
  }

  /** Steps are taken only while the survey is offered to the user's event. */
  async save(user: AuthUser, dto: SaveSurveyDto, idempotency: db.idempotency.IdempotentRequest | null): Promise<SurveyStatusResponse> {
    const companyId = user.companyId;
    if (companyId === null) throw new AppError(HttpStatus.FORBIDDEN, 'survey.notOpen');
    return this.idempotency.transaction(idempotency, async (manager) => {
      if (!(await this.windowOpen(manager, companyId))) throw new AppError(HttpStatus.FORBIDDEN, 'survey.notOpen');
      await db.survey.saveSurveyStep(manager, {
        userId: user.id, companyId, q1: dto.q1, q2: dto.q2, q3: dto.q3, answered: dto.answered === true, closed: dto.closed === true,
      });
      return { shouldShow: shouldShowSurvey(true, await db.survey.surveyProgressOf(manager, user.id), warsawDay(new Date())) };
    });
  }

  async summary(companyId: number): Promise<SurveySummaryResponse> {
    const summary = await db.survey.surveySummaryOf(this.dataSource.manager, companyId);
    return { ...summary, suggestions: summary.suggestions.map(({ text, at }) => ({ text, at: at.toISOString() })) };
  }

  private async windowOpen(manager: EntityManager, companyId: number): Promise<boolean> {
    const event = await db.companies.surveyDates(manager, companyId);
    return event !== null && surveyWindowOpen(event, warsawDay(new Date()));
  }
}
