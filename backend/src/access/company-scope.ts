import { HttpStatus } from '@nestjs/common';
import { AppError } from '../i18n/app-error';
import type { AuthUser } from './auth-user';

/**
 * The company a company-scoped call works on: always the caller's own, from the token.
 * A platform admin has none until they log in as an event's admin.
 */
export function companyOf(user: AuthUser): number {
  if (user.companyId === null) throw new AppError(HttpStatus.NOT_FOUND, 'company.noCompany');
  return user.companyId;
}
