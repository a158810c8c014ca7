import { applyDecorators } from '@nestjs/common';
import { Transform } from 'class-transformer';
import { Equals, IsBoolean, IsEmail, IsInt, IsNotEmpty, IsOptional, IsPositive, IsString, MaxLength, MinLength } from 'class-validator';
import { RequiredText, Trimmed } from '../common/fields';
import type {
  AdminLoginRequest, LoginRequest, LostPasswordRequest, ResetPasswordRequest, SignupRequest,
} from '@lesne/contracts';
import { EMAIL_MAX_LENGTH, NAME_MAX_LENGTH, PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH } from '@lesne/domain';

const normalisedEmail = () => Transform(({ value }) => (typeof value === 'string' ? value.trim().toLowerCase() : value));

/** An e-mail as typed: trimmed and lower-cased, checked for shape and length. */
function EmailField(): PropertyDecorator {
  return applyDecorators(
    normalisedEmail(),
    IsNotEmpty({ message: 'validation.required' }),
    IsEmail({}, { message: 'validation.email' }),
    MaxLength(EMAIL_MAX_LENGTH, { message: 'validation.maxLength|$constraint1' }),
  );
}

function NewPasswordField(): PropertyDecorator {
  return applyDecorators(
    IsString({ message: 'validation.required' }),
    MinLength(PASSWORD_MIN_LENGTH, { message: 'validation.passwordMin' }),
    MaxLength(PASSWORD_MAX_LENGTH, { message: 'validation.maxLength|$constraint1' }),
  );
}

export class LoginDto implements LoginRequest {
  @EmailField()
  email: string;

  @RequiredText(PASSWORD_MAX_LENGTH)
  password: string;

  @IsOptional()
  @IsBoolean({ message: 'validation.boolean' })
  remember?: boolean;
}

export class SignupDto implements SignupRequest {
  @EmailField()
  email: string;

  @Trimmed()
  @RequiredText(NAME_MAX_LENGTH)
  name: string;

  @NewPasswordField()
  password: string;

  @Equals(true, { message: 'validation.acceptTerms' })
  acceptTerms: boolean;

  @Trimmed()
  @RequiredText(64)
  registerNumber: string;
}

export class LostPasswordDto implements LostPasswordRequest {
  @EmailField()
  email: string;
}

export class ResetPasswordDto implements ResetPasswordRequest {
  @RequiredText(128)
  code: string;

  @NewPasswordField()
  password: string;

  @IsOptional()
  @IsBoolean({ message: 'validation.boolean' })
  acceptTerms?: boolean;
}

export class AdminLoginDto implements AdminLoginRequest {
  @IsInt({ message: 'validation.integer' })
  @IsPositive({ message: 'validation.integer' })
  userId: number;
}
