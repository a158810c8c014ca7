import { applyDecorators } from '@nestjs/common';
import { Transform, Type } from 'class-transformer';
import { IsBoolean, IsIn, IsInt, IsNotEmpty, IsNumber, IsString, Matches, Max, MaxLength, Min } from 'class-validator';

/**
 * Field rules with messages the exception filter words in the caller's language
 * (keys of ../i18n/messages; `key|$constraint1` carries the limit into the text).
 */

/** Trims a text before it is validated and stored. */
export const Trimmed = () => Transform(({ value }) => (typeof value === 'string' ? value.trim() : value));

/** Text that must be present, checked for presence before length. */
export function RequiredText(maxLength: number): PropertyDecorator {
  return applyDecorators(
    IsString({ message: 'validation.required' }),
    IsNotEmpty({ message: 'validation.required' }),
    MaxLength(maxLength, { message: 'validation.maxLength|$constraint1' }),
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

/** A calendar day, YYYY-MM-DD, that exists. */
export function Day(): PropertyDecorator {
  return applyDecorators(
    IsString({ message: 'validation.date' }),
    Matches(/^\d{4}-\d{2}-\d{2}$/, { message: 'validation.date' }),
    Transform(({ value }) => (typeof value !== 'string' || isRealDay(value) ? value : `invalid:${value}`)),
  );
}

function isRealDay(day: string): boolean {
  const date = new Date(`${day}T00:00:00Z`);
  return !Number.isNaN(date.getTime()) && date.toISOString().slice(0, 10) === day;
}

export const Flag = () => IsBoolean({ message: 'validation.boolean' });

export const OneOf = (values: readonly string[]) => IsIn(values as string[], { message: 'validation.oneOf' });

/** A query-string number (page=2), converted before validation. */
export const QueryInt = () => Type(() => Number);

/** A query-string flag (team=true). */
export const QueryFlag = () => Transform(({ value }) => value === true || value === 'true' || value === '1');
