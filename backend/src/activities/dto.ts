import { applyDecorators } from '@nestjs/common';
import { Transform, Type } from 'class-transformer';
import { IsIn, IsInt, IsNumber, IsOptional, IsPositive, IsString, Max, MaxLength, Min } from 'class-validator';
import type {
  AddActivityRequest, ApprovalRequest, CompanyActivitiesQuery, FlaggedDecisionRequest, FlagRequest, UserActivitiesQuery,
} from '@lesne/contracts';
import { MANUAL_MAX_DISTANCE_KM } from '@lesne/domain';
import { Day, QueryFlag, QueryInt, Trimmed } from '../common/fields';

/** A positive whole id, from a body or a query string. */
function Id(message = 'validation.integer'): PropertyDecorator {
  return applyDecorators(Type(() => Number), IsInt({ message }), IsPositive({ message }));
}

/** "12,5" and "12.5" alike; at most 500 km, 2 decimals, above 0. */
function Distance(): PropertyDecorator {
  return applyDecorators(
    Transform(({ value }) => (typeof value === 'string' && value.trim() !== '' ? Number(value.trim().replace(',', '.')) : value)),
    IsNumber({ allowNaN: false, allowInfinity: false, maxDecimalPlaces: 2 }, { message: 'activities.distanceFormat' }),
    IsPositive({ message: 'activities.distancePositive' }),
    Max(MANUAL_MAX_DISTANCE_KM, { message: 'activities.distanceMax' }),
  );
}

export class AddActivityDto implements AddActivityRequest {
  @Day()
  startTime: string;

  @Distance()
  distance: number;

  @Id('activities.typeRequired')
  activityType: number;
}

export class UserActivitiesQueryDto implements UserActivitiesQuery {
  @Id()
  user_id: number;

  @IsOptional() @QueryFlag()
  showPending?: boolean;
}

export class ApprovalDto implements ApprovalRequest {
  @Id()
  activity_id: number;

  @IsIn(['approved', 'denied'], { message: 'validation.oneOf' })
  status: 'approved' | 'denied';
}

export class FlagDto implements FlagRequest {
  @Id()
  activity_id: number;
}

export class FlaggedDecisionDto implements FlaggedDecisionRequest {
  @Id()
  activity_id: number;

  @IsIn(['removeFlag', 'removeActivity'], { message: 'validation.oneOf' })
  status: 'removeFlag' | 'removeActivity';
}

export class CompanyActivitiesQueryDto implements CompanyActivitiesQuery {
  @IsOptional() @Day() dateFrom?: string;
  @IsOptional() @Day() dateTo?: string;
  @IsOptional() @Trimmed() @IsString({ message: 'validation.invalid' }) @MaxLength(100, { message: 'validation.maxLength|$constraint1' }) search?: string;

  /** comma-separated type ids */
  @IsOptional()
  @IsString({ message: 'validation.invalid' })
  @Transform(({ value }) => (typeof value === 'string' ? value.replace(/\s/g, '') : value))
  activityTypes?: string;

  @IsOptional() @QueryFlag() showSummary?: boolean;
  @IsOptional() @QueryInt() @IsInt({ message: 'validation.integer' }) @Min(1, { message: 'validation.min|$constraint1' }) page = 1;
  @IsOptional() @QueryInt() @IsInt({ message: 'validation.integer' }) @Min(1, { message: 'validation.min|$constraint1' }) @Max(500, { message: 'validation.max|$constraint1' }) perpage = 50;
}
