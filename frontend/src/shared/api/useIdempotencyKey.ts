import { useCallback, useRef } from 'react';
import { newIdempotencyKey } from './idempotent';

/** A create call taking the form's body and its Idempotency-Key. */
type Create<B, T> = (body: B, idempotencyKey: string) => Promise<T>;

/**
 * The Idempotency-Key of one create form, kept for as long as the form: submitting the same
 * body again after a failure sends the same key, since the first try may have been stored
 * without its answer arriving (a server killed with the request in flight); another body, or
 * any submission after a success, is a new create with a new key.
 */
export function useIdempotencyKey(): <B, T>(create: Create<B, T>, body: B) => Promise<T> {
  const sent = useRef<{ body: string; key: string } | null>(null);
  return useCallback(async <B, T>(create: Create<B, T>, body: B) => {
    const serialized = JSON.stringify(body);
    if (sent.current?.body !== serialized) sent.current = { body: serialized, key: newIdempotencyKey() };
    const created = await create(body, sent.current.key);
    sent.current = null;
    return created;
  }, []);
}
