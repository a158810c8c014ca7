import { Type } from 'class-transformer';
import { IsEmail, IsIn, IsInt, IsNotEmpty, IsOptional, Max, MaxLength, Min, ValidateIf, ValidateNested } from 'class-validator';
import {
  EVENT_END_TYPES, EVENT_SORT_FIELDS, type Convert, type CreateEventRequest, type EventEndType, type EventListQuery,
  type EventSettingsRequest, type EventSortField, type SortOrder, type UpdateEventRequest,
} from '@lesne/contracts';
import {
  ADMIN_KM_PER_TREE, ADMIN_TREE_LIMIT, COMPANY_NAME_MAX_LENGTH, EMAIL_MAX_LENGTH, MANUAL_WINDOW_DAYS, NAME_MAX_LENGTH,
  SETTINGS_KM_PER_TREE, SETTINGS_TREE_LIMIT,
} from '@lesne/domain';
import { Day, Flag, IntInRange, NumberInRange, OneOf, RequiredText, Trimmed } from '../common/fields';

export class AdminConvertDto implements Convert {
  @NumberInRange(ADMIN_KM_PER_TREE)
  standard: number;

  @NumberInRange(ADMIN_KM_PER_TREE)
  bike: number;
}

export class SettingsConvertDto implements Convert {
  @NumberInRange(SETTINGS_KM_PER_TREE.standard)
  standard: number;

  @NumberInRange(SETTINGS_KM_PER_TREE.bike)
  bike: number;
}

/** The fields the platform admin sets on an event, on creation and on edit. */
class EventFieldsDto {
  @Trimmed()
  @RequiredText(COMPANY_NAME_MAX_LENGTH)
  company: string;

  @Day()
  dateFrom: string;

  /** null (or absent) only for an event that ends by trees */
  @ValidateIf((dto: EventFieldsDto) => dto.dateTo !== null && dto.dateTo !== undefined)
  @Day()
  dateTo: string | null;

  @ValidateNested()
  @Type(() => AdminConvertDto)
  convert: AdminConvertDto;

  @Flag()
  manualActivitiesAllowed: boolean;

  @Flag()
  manualActivitiesApproval: boolean;

  @IntInRange(ADMIN_TREE_LIMIT)
  treeLimit: number;

  @OneOf(EVENT_END_TYPES)
  eventEndType: EventEndType;

  @IntInRange(MANUAL_WINDOW_DAYS)
  maxDaysBeforeManualActivity: number;

  @Flag()
  orderPaid: boolean;

  @Flag()
  flagSystem: boolean;

  @Flag()
  isTest: boolean;

  @Flag()
  teams: boolean;
}

export class CreateEventDto extends EventFieldsDto implements CreateEventRequest {
  @Trimmed()
  @IsNotEmpty({ message: 'validation.required' })
  @IsEmail({}, { message: 'validation.email' })
  @MaxLength(EMAIL_MAX_LENGTH, { message: 'validation.maxLength|$constraint1' })
  email: string;

  @Trimmed()
  @RequiredText(NAME_MAX_LENGTH)
  userName: string;
}

/** PATCH /event/{id}: any subset of the event's fields. */
export class UpdateEventDto implements UpdateEventRequest {
  @IsOptional() @Trimmed() @RequiredText(COMPANY_NAME_MAX_LENGTH) company?: string;
  @IsOptional() @Day() dateFrom?: string;
  @ValidateIf((dto: UpdateEventDto) => dto.dateTo !== null && dto.dateTo !== undefined) @Day() dateTo?: string | null;
  @IsOptional() @ValidateNested() @Type(() => AdminConvertDto) convert?: AdminConvertDto;
  @IsOptional() @Flag() manualActivitiesAllowed?: boolean;
  @IsOptional() @Flag() manualActivitiesApproval?: boolean;
  @IsOptional() @IntInRange(ADMIN_TREE_LIMIT) treeLimit?: number;
  @IsOptional() @OneOf(EVENT_END_TYPES) eventEndType?: EventEndType;
  @IsOptional() @IntInRange(MANUAL_WINDOW_DAYS) maxDaysBeforeManualActivity?: number;
  @IsOptional() @Flag() orderPaid?: boolean;
  @IsOptional() @Flag() flagSystem?: boolean;
  @IsOptional() @Flag() isTest?: boolean;
  @IsOptional() @Flag() teams?: boolean;
}

/** PATCH /event: the company admin's settings screen. */
export class EventSettingsDto implements EventSettingsRequest {
  @IsOptional() @Day() dateFrom?: string;
  @ValidateIf((dto: EventSettingsDto) => dto.dateTo !== null && dto.dateTo !== undefined) @Day() dateTo?: string | null;
  @IsOptional() @ValidateNested() @Type(() => SettingsConvertDto) convert?: SettingsConvertDto;

  @IsOptional()
  @IsInt({ message: 'validation.integer' })
  @Min(SETTINGS_TREE_LIMIT.min, { message: 'validation.treeLimitMin' })
  @Max(SETTINGS_TREE_LIMIT.max, { message: 'validation.max|$constraint1' })
  treeLimit?: number;

  @IsOptional() @IsIn(['date', 'trees'], { message: 'validation.oneOf' }) eventEndType?: EventEndType;
  @IsOptional() @Flag() manualActivitiesAllowed?: boolean;
  @IsOptional() @Flag() manualActivitiesApproval?: boolean;
  @IsOptional() @IntInRange(MANUAL_WINDOW_DAYS) maxDaysBeforeManualActivity?: number;
}

export class EventListQueryDto implements EventListQuery {
  @IsOptional() @Trimmed() @MaxLength(200, { message: 'validation.maxLength|$constraint1' }) searchTerm?: string;
  @IsOptional() @OneOf(EVENT_SORT_FIELDS) sortBy?: EventSortField;
  @IsOptional() @OneOf(['asc', 'desc']) sortOrder?: SortOrder;
}
