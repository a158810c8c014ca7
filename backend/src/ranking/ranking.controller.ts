import { Controller, Get, Header, Query } from '@nestjs/common';
import { IsIn, IsInt, IsOptional, Min } from 'class-validator';
import type { RankingQuery, RankingResponse, RankingType } from '@lesne/contracts';
import { Access } from '../access/access.decorator';
import { CurrentUser, type AuthUser } from '../access/auth-user';
import { QueryFlag, QueryInt } from '../common/fields';
import { JSON_CONTENT_TYPE, type JsonBody } from '../common/json-body';
import { RankingService } from './ranking.service';

export class RankingQueryDto implements RankingQuery {
  @IsOptional() @QueryInt() @IsInt({ message: 'validation.integer' }) @Min(0, { message: 'validation.min|$constraint1' }) page = 1;
  @IsOptional() @IsIn(['user', 'team'], { message: 'validation.oneOf' }) type: RankingType = 'user';
  @IsOptional() @QueryFlag() onlyMyResults?: boolean;
}

@Controller('ranking')
export class RankingController {
  constructor(private readonly ranking: RankingService) {}

  @Get()
  @Access('participant')
  @Header('content-type', JSON_CONTENT_TYPE)
  page(@CurrentUser() user: AuthUser, @Query() query: RankingQueryDto): Promise<JsonBody<RankingResponse>> {
    return this.ranking.page(user, query.type, query.page, query.onlyMyResults ?? false);
  }
}
