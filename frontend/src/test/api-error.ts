import { AxiosError, AxiosHeaders, type AxiosResponse } from 'axios';
import type { ApiError } from '@lesne/contracts';

/** What the HTTP client rejects with when the API answers an error. */
export function apiFailure(statusCode: number, message?: string, fields?: Record<string, string>): AxiosError {
  const data: Partial<ApiError> = message ? { statusCode, message, error: 'Error', fields } : {};
  const response = { status: statusCode, data, headers: {}, statusText: '', config: { headers: new AxiosHeaders() } };
  return new AxiosError(message ?? 'failed', String(statusCode), undefined, undefined, response as AxiosResponse);
}
