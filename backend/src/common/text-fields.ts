import { applyDecorators } from '@nestjs/common';
import { Transform } from 'class-transformer';
import { IsNotEmpty, IsString, MaxLength } from 'class-validator';

/** Trims a text before it is validated and stored. */
export const Trimmed = () => Transform(({ value }) => (typeof value === 'string' ? value.trim() : value));

/** Text that must be present, checked for presence before length (messages in ../i18n). */
export function RequiredText(maxLength: number): PropertyDecorator {
  return applyDecorators(
    IsString({ message: 'validation.required' }),
    IsNotEmpty({ message: 'validation.required' }),
    MaxLength(maxLength, { message: 'validation.maxLength|$constraint1' }),
  );
}
