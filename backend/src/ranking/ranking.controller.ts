import { Controller, Get, Header, Query } from '@nestjs/common';
import type { RankingResponse } from '@lesne/contracts';
import { Access } from '../access/access.decorator';
import { CurrentUser, type AuthUser } from '../access/auth-user';
import { JSON_CONTENT_TYPE, type JsonBody } from '../common/json-body';
import { RankingQueryDto } from './dto';
import { RankingService } from './ranking.service';

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
