import { IsIn, IsOptional } from 'class-validator';
import type { UserListQuery } from '@lesne/contracts';
import { PAGE_SIZE_OPTIONS, DEFAULT_PAGE_SIZE } from '@lesne/domain';
import { QueryDigits, QueryFlag, QueryPage, Text, Trimmed } from '../common/fields';

export class UserListQueryDto implements UserListQuery {
  @IsOptional() @QueryPage()
  page = 1;

  @IsOptional() @QueryDigits() @IsIn(PAGE_SIZE_OPTIONS as unknown as number[], { message: 'validation.oneOf' })
  perpage: number = DEFAULT_PAGE_SIZE;

  @IsOptional() @Trimmed() @Text(100)
  search?: string;

  @IsOptional() @QueryFlag()
  team?: boolean;
}
