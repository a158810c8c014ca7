import { isAxiosError } from 'axios';
import i18next from 'i18next';
import type { ApiError } from '@lesne/contracts';

const STATUS_MESSAGES: Record<number, string> = {
  403: 'errors:unauthorized',
  404: 'errors:notFound',
  500: 'errors:serverError',
};

function isApiError(data: unknown): data is ApiError {
  return typeof data === 'object' && data !== null && typeof (data as ApiError).message === 'string';
}

function apiError(error: unknown): ApiError | undefined {
  const data: unknown = isAxiosError(error) ? error.response?.data : undefined;
  return isApiError(data) ? data : undefined;
}

/** The server's own message, in the request's language, when it sent one. */
export function serverMessage(error: unknown): string | undefined {
  return apiError(error)?.message || undefined;
}

/** The server's message (already in the request's language), else a text for the status. */
export function errorMessage(error: unknown): string {
  const message = serverMessage(error);
  if (message) return message;
  if (!isAxiosError(error)) return i18next.t('errors:unexpected');
  if (!error.response) return i18next.t('errors:network');
  return i18next.t(STATUS_MESSAGES[error.response.status] ?? 'errors:unexpected');
}

/** Per-field messages of a validation error, keyed like the request body. */
export function fieldErrors(error: unknown): Record<string, string> {
  return apiError(error)?.fields ?? {};
}

export function httpStatus(error: unknown): number | undefined {
  return isAxiosError(error) ? error.response?.status : undefined;
}
