import { IsOptional } from 'class-validator';
import type { UserListQuery } from '@lesne/contracts';
import { DEFAULT_PAGE_SIZE } from '@lesne/domain';
import { PageQuery, PageSizeOption, QueryFlag, Search } from '../common/fields';

export class UserListQueryDto extends PageQuery({ rule: PageSizeOption(), byDefault: DEFAULT_PAGE_SIZE }) implements UserListQuery {
  @IsOptional() @Search()
  search?: string;

  @IsOptional() @QueryFlag()
  team?: boolean;
}
