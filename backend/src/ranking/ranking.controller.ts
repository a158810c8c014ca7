import { Controller, Get, Header, Query } from '@nestjs/common';
import { IsOptional } from 'class-validator';
import type { RankingQuery, RankingResponse, RankingType } from '@lesne/contracts';
import { Access } from '../access/access.decorator';
import { CurrentUser, type AuthUser } from '../access/auth-user';
import { OneOf, QueryFlag, QueryPage } from '../common/fields';
import { JSON_CONTENT_TYPE, type JsonBody } from '../common/json-body';
import { RankingService } from './ranking.service';

class RankingQueryDto implements RankingQuery {
  @IsOptional() @QueryPage(0) page = 1;
  @IsOptional() @OneOf(['user', 'team']) type: RankingType = 'user';
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
