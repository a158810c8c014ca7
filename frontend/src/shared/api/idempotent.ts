import { AxiosError, isAxiosError } from 'axios';
import { IDEMPOTENCY_KEY_HEADER } from '@lesne/contracts';
import { http, isUnavailable, retryDelayMs } from './http';

/** A create whose answer was lost is sent again this many times, 1, 2 then 4 s apart (or the server's Retry-After). */
export const CREATE_RETRIES = 3;

/** 128 random bits as hex; crypto.randomUUID would need a secure context. */
function newIdempotencyKey(): string {
  return Array.from(crypto.getRandomValues(new Uint8Array(16)), (byte) => byte.toString(16).padStart(2, '0')).join('');
}

/** No answer, a timeout or 502-504: the create may or may not have been stored. */
function answerLost(error: unknown): error is AxiosError {
  return isAxiosError(error) && (isUnavailable(error) || error.code === AxiosError.ECONNABORTED || error.code === AxiosError.ETIMEDOUT);
}

/**
 * Sends a create (one submitted form) with a new Idempotency-Key, and again with the same key
 * when its answer was lost: the server stores it at most once and answers a retry with the
 * first answer, so retrying is safe even after a timeout. A refusal is not retried.
 */
export async function postCreate<T>(url: string, body: unknown): Promise<T> {
  const headers = { [IDEMPOTENCY_KEY_HEADER]: newIdempotencyKey() };
  for (let retries = 0; ; retries++) {
    try {
      const { data } = await http.post<T>(url, body, { headers });
      return data;
    } catch (error) {
      if (retries >= CREATE_RETRIES || !answerLost(error)) throw error;
      await new Promise((resolve) => setTimeout(resolve, retryDelayMs(error, retries)));
    }
  }
}
