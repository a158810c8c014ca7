import { Body, Controller, Get, HttpCode, HttpStatus, Post } from '@nestjs/common';
import type { SurveyStatusResponse, SurveySummaryResponse } from '@lesne/contracts';
import type { db } from '@lesne/db';
import { Access } from '../access/access.decorator';
import { CurrentUser, type AuthUser } from '../access/auth-user';
import { companyOf } from '../access/company-scope';
import { Idempotent } from '../idempotency/idempotent.decorator';
import { CsatService } from './csat.service';
import { SaveSurveyDto } from './dto';

@Controller('csat')
export class CsatController {
  constructor(private readonly csat: CsatService) {}

  @Get('status')
  @Access('participant')
  status(@CurrentUser() user: AuthUser): Promise<SurveyStatusResponse> {
    return this.csat.status(user);
  }

  @Post('offer')
  @HttpCode(HttpStatus.OK)
  @Access('participant')
  offer(@CurrentUser() user: AuthUser): Promise<SurveyStatusResponse> {
    return this.csat.offer(user);
  }

  @Post()
  @Access('participant')
  save(@CurrentUser() user: AuthUser, @Body() dto: SaveSurveyDto, @Idempotent() idempotency: db.idempotency.IdempotentRequest | null): Promise<SurveyStatusResponse> {
    return this.csat.save(user, dto, idempotency);
  }

  @Get('summary')
  @Access('companyAdmin')
  summary(@CurrentUser() user: AuthUser): Promise<SurveySummaryResponse> {
    return this.csat.summary(companyOf(user));
  }
}
