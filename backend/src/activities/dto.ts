import { applyDecorators } from '@nestjs/common';
import { Transform } from 'class-transformer';
import { IsNumber, IsOptional, IsPositive, Max, ValidateBy } from 'class-validator';
import type {
  AddActivityRequest, ApprovalRequest, BulkApprovalRequest, CompanyActivitiesQuery, FlaggedDecisionRequest, FlagRequest, PendingListQuery,
  UserActivitiesQuery,
} from '@lesne/contracts';
import { BULK_DECISION_MAX_IDS, DEFAULT_PAGE_SIZE, MANUAL_MAX_DISTANCE_KM } from '@lesne/domain';
import {
  Day, Id, isId, OneOf, PageQuery, PageSizeOption, QueryFlag, QueryId, QueryIdList, QueryInt, Search,
} from '../common/fields';

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
  @QueryId()
  user_id: number;

  @IsOptional() @QueryFlag()
  showPending?: boolean;
}

export class ApprovalDto implements ApprovalRequest {
  @Id()
  activity_id: number;

  @OneOf(['approved', 'denied'])
  status: 'approved' | 'denied';
}

/** 1 to BULK_DECISION_MAX_IDS different ids. */
const isIdBatch = (value: unknown) =>
  Array.isArray(value) && value.length >= 1 && value.length <= BULK_DECISION_MAX_IDS && value.every(isId) && new Set(value).size === value.length;

export class BulkApprovalDto implements BulkApprovalRequest {
  @ValidateBy({ name: 'isIdBatch', constraints: [BULK_DECISION_MAX_IDS], validator: { validate: isIdBatch } }, { message: 'activities.bulkIds|$constraint1' })
  ids: number[];

  @OneOf(['approved', 'denied'])
  status: 'approved' | 'denied';
}

export class PendingListQueryDto extends PageQuery({ rule: PageSizeOption(), byDefault: DEFAULT_PAGE_SIZE }) implements PendingListQuery {}

export class FlagDto implements FlagRequest {
  @Id()
  activity_id: number;
}

export class FlaggedDecisionDto implements FlaggedDecisionRequest {
  @Id()
  activity_id: number;

  @OneOf(['removeFlag', 'removeActivity'])
  status: 'removeFlag' | 'removeActivity';
}

/** Any page size up to 500, 50 unless asked. */
export class CompanyActivitiesQueryDto extends PageQuery({ rule: QueryInt({ min: 1, max: 500 }), byDefault: 50 }) implements CompanyActivitiesQuery {
  @IsOptional() @Day() dateFrom?: string;
  @IsOptional() @Day() dateTo?: string;
  @IsOptional() @Search() search?: string;

  /** comma-separated type ids */
  @IsOptional() @QueryIdList('activities.typeUnknown') activityTypes?: string;

  @IsOptional() @QueryFlag() showSummary?: boolean;
}
