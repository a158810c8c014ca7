import { IDEMPOTENCY_KEY_HEADER } from '@lesne/contracts';
import { http } from './http';

/** 128 random bits as hex; crypto.randomUUID would need a secure context. */
function newIdempotencyKey(): string {
  return Array.from(crypto.getRandomValues(new Uint8Array(16)), (byte) => byte.toString(16).padStart(2, '0')).join('');
}

/**
 * Sends a create (one submitted form) with a new Idempotency-Key: the server stores it at most
 * once per key and answers a repeat with the first answer, so the HTTP client may send it again
 * when its answer is lost (shouldRetry, retry.ts).
 */
export async function postCreate<T>(url: string, body: unknown): Promise<T> {
  const { data } = await http.post<T>(url, body, { headers: { [IDEMPOTENCY_KEY_HEADER]: newIdempotencyKey() } });
  return data;
}
