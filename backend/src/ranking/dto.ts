import { IsOptional } from 'class-validator';
import type { RankingQuery, RankingType } from '@lesne/contracts';
import { OneOf, QueryFlag, QueryPage } from '../common/fields';

export class RankingQueryDto implements RankingQuery {
  @IsOptional() @QueryPage(0) page: number = 1;
  @IsOptional() @OneOf(['user', 'team']) type: RankingType = 'user';
  @IsOptional() @QueryFlag() onlyMyResults?: boolean;
}
