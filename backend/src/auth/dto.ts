import { applyDecorators } from '@nestjs/common';
import { Equals, IsString, MaxLength, MinLength } from 'class-validator';
import { Email, Flag, Id, Name, Optional, RequiredText, Trimmed } from '../common/fields';
import type {
  AdminLoginRequest, LoginRequest, LostPasswordRequest, ResetPasswordRequest, SignupRequest,
} from '@lesne/contracts';
import { NAME_MAX_LENGTH, PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH } from '@lesne/domain';

function NewPasswordField(): PropertyDecorator {
  return applyDecorators(
    IsString({ message: 'validation.required' }),
    MinLength(PASSWORD_MIN_LENGTH, { message: 'validation.passwordMin' }),
    MaxLength(PASSWORD_MAX_LENGTH, { message: 'validation.maxLength|$constraint1' }),
  );
}

export class LoginDto implements LoginRequest {
  @Email()
  email: string;

  @RequiredText(PASSWORD_MAX_LENGTH)
  password: string;

  @Optional()
  @Flag()
  remember?: boolean;
}

export class SignupDto implements SignupRequest {
  @Email()
  email: string;

  @Trimmed()
  @Name(NAME_MAX_LENGTH)
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
  @Email()
  email: string;
}

export class ResetPasswordDto implements ResetPasswordRequest {
  @RequiredText(128)
  code: string;

  @NewPasswordField()
  password: string;

  @Optional()
  @Flag()
  acceptTerms?: boolean;
}

export class AdminLoginDto implements AdminLoginRequest {
  @Id()
  userId: number;
}
