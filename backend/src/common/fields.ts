import { applyDecorators, type Type as Class } from '@nestjs/common';
import { ApiPropertyOptional } from '@nestjs/swagger';
import { Transform, Type } from 'class-transformer';
import {
  IsBoolean, IsDefined, IsEmail, IsIn, IsInt, IsNotEmpty, IsNumber, IsObject, IsOptional, IsString, Max, MaxLength, Min, ValidateBy, ValidateIf,
  ValidateNested,
} from 'class-validator';
import { EMAIL_MAX_LENGTH, isNameText, isStorableDay, PAGE_SIZE_OPTIONS, POSTGRES_INT_MAX, SEARCH_MAX_LENGTH } from '@lesne/domain';

/**
 * Field rules with messages the exception filter words in the caller's language
 * (keys of ../i18n/messages; `key|$constraint1` carries the limit into the text).
 * Every value that passes them is one Postgres can store: no later query fails on it.
 */

/** Trims a text before it is validated and stored. */
export const Trimmed = () => Transform(({ value }) => (typeof value === 'string' ? value.trim() : value));

/** May be left out; when given, null is refused like any other wrong value (IsOptional would let null through). */
export const Optional = () => ValidateIf((_, value) => value !== undefined);

/** May be left out or null (no end date, no emoji); any other value is checked. */
export const Nullable = () => ValidateIf((_, value) => value !== undefined && value !== null);

/** Half of a UTF-16 surrogate pair: it has no UTF-8 form. */
const LONE_SURROGATE = /[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/;

/** Text Postgres can store: no NUL (refused in text) and no lone surrogate. */
export function isStorableText(value: unknown): value is string {
  return typeof value === 'string' && !value.includes('\u0000') && !LONE_SURROGATE.test(value);
}

/** For texts with rules of their own (a team name); Text and RequiredText include it. */
export const StorableCharacters = () =>
  ValidateBy({ name: 'isStorableText', validator: { validate: isStorableText } }, { message: 'validation.characters' });

/** For names with rules of their own (a team's); Name includes it. No control or bidirectional formatting characters (isNameText). */
export const NameCharacters = () =>
  ValidateBy({ name: 'isNameText', validator: { validate: (value) => typeof value === 'string' && isNameText(value) } }, { message: 'validation.characters' });

/** A text, possibly empty, of at most maxLength characters. */
export function Text(maxLength: number, message = 'validation.invalid'): PropertyDecorator {
  return applyDecorators(
    IsString({ message }),
    StorableCharacters(),
    MaxLength(maxLength, { message: 'validation.maxLength|$constraint1' }),
  );
}

/** Text that must be present, checked for presence before length. */
export function RequiredText(maxLength: number): PropertyDecorator {
  return applyDecorators(
    IsString({ message: 'validation.required' }),
    IsNotEmpty({ message: 'validation.required' }),
    StorableCharacters(),
    MaxLength(maxLength, { message: 'validation.maxLength|$constraint1' }),
  );
}

/** A name as stored (a person's, a diploma's, an event's, an office screen's): present, of at most maxLength characters, and nothing in it that is not shown as written. */
export function Name(maxLength: number): PropertyDecorator {
  return applyDecorators(RequiredText(maxLength), NameCharacters());
}

/** An e-mail as typed: trimmed and lower-cased, checked for shape and length. */
export function Email(): PropertyDecorator {
  return applyDecorators(
    Transform(({ value }) => (typeof value === 'string' ? value.trim().toLowerCase() : value)),
    IsNotEmpty({ message: 'validation.required' }),
    IsString({ message: 'validation.email' }),
    // before IsEmail, which throws on half a surrogate pair
    StorableCharacters(),
    IsEmail({}, { message: 'validation.email' }),
    MaxLength(EMAIL_MAX_LENGTH, { message: 'validation.maxLength|$constraint1' }),
  );
}

export function IntInRange(range: { min: number; max: number }): PropertyDecorator {
  return applyDecorators(
    IsInt({ message: 'validation.integer' }),
    Min(range.min, { message: 'validation.min|$constraint1' }),
    Max(range.max, { message: 'validation.max|$constraint1' }),
  );
}

export function NumberInRange(range: { min: number; max: number }): PropertyDecorator {
  return applyDecorators(
    IsNumber({ allowNaN: false, allowInfinity: false, maxDecimalPlaces: 2 }, { message: 'validation.number' }),
    Min(range.min, { message: 'validation.min|$constraint1' }),
    Max(range.max, { message: 'validation.max|$constraint1' }),
  );
}

const ID_RANGE = { min: 1, max: POSTGRES_INT_MAX } as const;

export function isId(value: unknown): value is number {
  return Number.isInteger(value) && (value as number) >= ID_RANGE.min && (value as number) <= ID_RANGE.max;
}

/** A row id in a JSON body: a JSON number Postgres can hold. true or "12" is refused, never read as 1 or 12. */
export function Id(message = 'validation.id'): PropertyDecorator {
  return ValidateBy({ name: 'isId', validator: { validate: isId } }, { message });
}

/** A query string's digits as a number; anything else ("1e3", "0x10", " 12", "12abc", a repeated key) stays as sent and is refused. */
const QueryDigits = () => Transform(({ value }) => (typeof value === 'string' && /^\d+$/.test(value) ? Number(value) : value));

/** A whole number from a query string (page=2), digits only, within the range. */
export function QueryInt(range: { min: number; max: number }): PropertyDecorator {
  return applyDecorators(QueryDigits(), IntInRange(range));
}

/** A page number from a query string; the first page is 1, or 0 where page 0 means something (the ranking's podium). */
export function QueryPage(first: 0 | 1 = 1): PropertyDecorator {
  return QueryInt({ min: first, max: POSTGRES_INT_MAX });
}

/** A row id from a query string (user_id=12). */
export function QueryId(): PropertyDecorator {
  return applyDecorators(QueryDigits(), Id());
}

/** Comma-separated row ids from a query string (activityTypes=1,3), or none. */
export function QueryIdList(message: string): PropertyDecorator {
  const isIdList = (value: unknown) => value === '' || (typeof value === 'string' && value.split(',').every((part) => /^\d+$/.test(part) && isId(Number(part))));
  return applyDecorators(
    Transform(({ value }) => (typeof value === 'string' ? value.replace(/\s/g, '') : value)),
    ValidateBy({ name: 'isIdList', validator: { validate: isIdList } }, { message }),
  );
}

/** A calendar day, YYYY-MM-DD, that exists and Postgres can store (no year 0000). */
export function Day(): PropertyDecorator {
  return ValidateBy({ name: 'isDay', validator: { validate: (value) => typeof value === 'string' && isStorableDay(value) } }, { message: 'validation.date' });
}

/** An object of the given shape, checked field by field; required unless also marked Optional. */
export function Nested(shape: () => Class): PropertyDecorator {
  return applyDecorators(
    IsDefined({ message: 'validation.required' }),
    IsObject({ message: 'validation.invalid' }),
    ValidateNested(),
    Type(shape),
  );
}

export const Flag = () => IsBoolean({ message: 'validation.boolean' });

/** One of the listed values, as sent (a query string's number is read by QueryDigits first). */
export const OneOf = (values: readonly (string | number)[]) => IsIn([...values], { message: 'validation.oneOf' });

/** The text a list is searched by: trimmed, at most SEARCH_MAX_LENGTH characters. */
export const Search = () => applyDecorators(Trimmed(), Text(SEARCH_MAX_LENGTH));

/** A page size the pagination control offers, from a query string (perpage=25). */
export const PageSizeOption = () => applyDecorators(QueryDigits(), OneOf(PAGE_SIZE_OPTIONS));

/**
 * The base of a paged list's query: `page` from 1, and `perpage` by the list's own rule and
 * default size.
 */
export function PageQuery(size: { rule: PropertyDecorator; byDefault: number }): Class<{ page: number; perpage: number }> {
  // A class made in a function is out of the Swagger plugin's reach: the API docs learn of its fields here (their rules they read from class-validator).
  class PageQueryDto {
    @ApiPropertyOptional({ type: Number, default: 1 })
    @IsOptional() @QueryPage() page = 1;
    @ApiPropertyOptional({ type: Number, default: size.byDefault })
    @IsOptional() @size.rule perpage = size.byDefault;
  }
  return PageQueryDto;
}

/** A query-string flag (team=true). */
export const QueryFlag = () => Transform(({ value }) => value === true || value === 'true' || value === '1');
