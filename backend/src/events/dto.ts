import { IsInt, IsOptional, Max, Min } from 'class-validator';
import {
  EVENT_END_TYPES, EVENT_SORT_FIELDS, type Convert, type CreateEventRequest, type EventEndType, type EventListQuery,
  type EventSettingsRequest, type EventSortField, type SortOrder, type UpdateEventRequest,
} from '@lesne/contracts';
import {
  ADMIN_KM_PER_TREE, ADMIN_TREE_LIMIT, COMPANY_NAME_MAX_LENGTH, MANUAL_WINDOW_DAYS, NAME_MAX_LENGTH, SETTINGS_KM_PER_TREE,
  SETTINGS_TREE_LIMIT,
} from '@lesne/domain';
import {
  Day, Email, Flag, IntInRange, Name, Nested, Nullable, NumberInRange, OneOf, Optional, Search, Trimmed,
} from '../common/fields';

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
export class EventFieldsDto {
  @Trimmed()
  @Name(COMPANY_NAME_MAX_LENGTH)
  company: string;

  @Day()
  dateFrom: string;

  /** null (or absent) only for an event that ends by trees */
  @Nullable()
  @Day()
  dateTo: string | null;

  @Nested(() => AdminConvertDto)
  convert: AdminConvertDto;

  /** Not named by the create payload of docs/product.md#api-conventions: absent means the default (NEW_EVENT_DEFAULTS). */
  @Optional()
  @Flag()
  manualActivitiesAllowed?: boolean;

  /** Not named by the create payload of docs/product.md#api-conventions: absent means the default (NEW_EVENT_DEFAULTS). */
  @Optional()
  @Flag()
  hideRanking?: boolean;

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
  @Email()
  email: string;

  @Trimmed()
  @Name(NAME_MAX_LENGTH)
  userName: string;
}

/** PATCH /event/{id}: any subset of the event's fields; null only where the field takes it. */
export class UpdateEventDto implements UpdateEventRequest {
  @Optional() @Trimmed() @Name(COMPANY_NAME_MAX_LENGTH) company?: string;
  @Optional() @Day() dateFrom?: string;
  @Nullable() @Day() dateTo?: string | null;
  @Optional() @Nested(() => AdminConvertDto) convert?: AdminConvertDto;
  @Optional() @Flag() manualActivitiesAllowed?: boolean;
  @Optional() @Flag() hideRanking?: boolean;
  @Optional() @Flag() manualActivitiesApproval?: boolean;
  @Optional() @IntInRange(ADMIN_TREE_LIMIT) treeLimit?: number;
  @Optional() @OneOf(EVENT_END_TYPES) eventEndType?: EventEndType;
  @Optional() @IntInRange(MANUAL_WINDOW_DAYS) maxDaysBeforeManualActivity?: number;
  @Optional() @Flag() orderPaid?: boolean;
  @Optional() @Flag() flagSystem?: boolean;
  @Optional() @Flag() isTest?: boolean;
  @Optional() @Flag() teams?: boolean;
}

/** PATCH /event: the company admin's settings screen. */
export class EventSettingsDto implements EventSettingsRequest {
  @Optional() @Day() dateFrom?: string;
  @Nullable() @Day() dateTo?: string | null;
  @Optional() @Nested(() => SettingsConvertDto) convert?: SettingsConvertDto;

  @Optional()
  @IsInt({ message: 'validation.integer' })
  @Min(SETTINGS_TREE_LIMIT.min, { message: 'validation.treeLimitMin' })
  @Max(SETTINGS_TREE_LIMIT.max, { message: 'validation.max|$constraint1' })
  treeLimit?: number;

  @Optional() @OneOf(['date', 'trees']) eventEndType?: EventEndType;
  @Optional() @Flag() manualActivitiesAllowed?: boolean;
  @Optional() @Flag() manualActivitiesApproval?: boolean;
  @Optional() @IntInRange(MANUAL_WINDOW_DAYS) maxDaysBeforeManualActivity?: number;
  @Optional() @Flag() fileActivitiesAllowed?: boolean;
  @Optional() @Flag() fileActivitiesApproval?: boolean;
  @Optional() @IntInRange(MANUAL_WINDOW_DAYS) maxDaysBeforeFileActivity?: number;
  @Optional() @Flag() countVirtualActivities?: boolean;
  @Optional() @Flag() weeklyDigest?: boolean;
}

export class EventListQueryDto implements EventListQuery {
  @IsOptional() @Search() searchTerm?: string;
  @IsOptional() @OneOf(EVENT_SORT_FIELDS) sortBy?: EventSortField;
  @IsOptional() @OneOf(['asc', 'desc']) sortOrder?: SortOrder;
}
