import { IsIn, IsInt, IsOptional, IsPositive, IsString, MaxLength } from 'class-validator';
import type { UserListQuery } from '@lesne/contracts';
import { PAGE_SIZE_OPTIONS, DEFAULT_PAGE_SIZE } from '@lesne/domain';
import { QueryFlag, QueryInt, Trimmed } from '../common/fields';

export class UserListQueryDto implements UserListQuery {
  @IsOptional() @QueryInt() @IsInt({ message: 'validation.integer' }) @IsPositive({ message: 'validation.integer' })
  page = 1;

  @IsOptional() @QueryInt() @IsIn(PAGE_SIZE_OPTIONS as unknown as number[], { message: 'validation.oneOf' })
  perpage: number = DEFAULT_PAGE_SIZE;

  @IsOptional() @Trimmed() @IsString({ message: 'validation.invalid' }) @MaxLength(100, { message: 'validation.maxLength|$constraint1' })
  search?: string;

  @IsOptional() @QueryFlag()
  team?: boolean;
}
