import { IDEMPOTENCY_KEY_HEADER } from '@lesne/contracts';
import { http } from './http';

/** 128 random bits as hex; crypto.randomUUID would need a secure context. */
export function newIdempotencyKey(): string {
  return Array.from(crypto.getRandomValues(new Uint8Array(16)), (byte) => byte.toString(16).padStart(2, '0')).join('');
}

/**
 * Sends a create with its form's Idempotency-Key (useIdempotencyKey): the server stores it at
 * most once per key and answers a repeat with the first answer, so the HTTP client may send it
 * again when its answer is lost (shouldRetry, retry.ts), and the user may submit it again.
 */
export async function postCreate<T>(url: string, body: unknown, idempotencyKey: string): Promise<T> {
  const { data } = await http.post<T>(url, body, { headers: { [IDEMPOTENCY_KEY_HEADER]: idempotencyKey } });
  return data;
}
