import type { EntityManager } from 'typeorm';
import { LOCKS } from '../advisory-locks';
import { prepared, queryPrepared } from '../prepared-sql';

/** A create sent with an Idempotency-Key, as the API identifies it (IdempotencyService keys both hashes with a server secret before they reach the table). */
export interface IdempotentRequest {
  /** a hash (hex) of who sent it (user id, or body when signed out), the method and the route */
  scope: string;
  key: string;
  /** a hash (hex) of the request body */
  fingerprint: string;
}

/** Only a success is kept, and it is replayed through the same route, so with the status it had. */
interface StoredAnswer {
  fingerprint: string;
  body: unknown;
}

const CLAIM_KEY = prepared(`
  SELECT claim.claimed, kept.fingerprint, kept.body
    FROM (SELECT pg_try_advisory_xact_lock($1, hashtext($2 || ' ' || $3)) AS claimed) claim
    LEFT JOIN idempotency_key kept
      ON claim.claimed AND kept.scope = $2 AND kept.key = $3 AND kept.created_at > now() - make_interval(secs => $4)`);

const STORE_ANSWER = prepared(`
  INSERT INTO idempotency_key (scope, key, fingerprint, body) VALUES ($1, $2, $3, $4)
  ON CONFLICT (scope, key) DO UPDATE SET fingerprint = EXCLUDED.fingerprint, body = EXCLUDED.body, created_at = now()`);

/**
 * Claims the key for the caller's transaction, without waiting, and reads the answer kept under
 * it, in one round trip (a create pays for each). 'busy' while another transaction holds the key,
 * i.e. a duplicate sent while the first is still being written; null when no answer younger
 * than ttlMs is kept (the key is new again).
 */
export async function claimIdempotencyKey(manager: EntityManager, request: IdempotentRequest, ttlMs: number): Promise<StoredAnswer | null | 'busy'> {
  const [row] = await queryPrepared<Array<{ claimed: boolean } & Partial<StoredAnswer>>>(manager, CLAIM_KEY, [LOCKS.idempotencyKey, request.scope, request.key, ttlMs / 1000]);
  if (!row.claimed) return 'busy';
  return row.fingerprint ? { fingerprint: row.fingerprint, body: row.body } : null;
}

/** Keeps the answer under the key (replacing an expired one), in the transaction that created it. */
export async function storeAnswer(manager: EntityManager, request: IdempotentRequest, body: unknown): Promise<void> {
  await queryPrepared(manager, STORE_ANSWER, [request.scope, request.key, request.fingerprint, JSON.stringify(body)]);
}

/** Removes the answers older than ttlMs; answers how many. */
export async function deleteExpiredAnswers(manager: EntityManager, ttlMs: number): Promise<number> {
  const [, deleted] = (await manager.query('DELETE FROM idempotency_key WHERE created_at <= now() - make_interval(secs => $1)', [ttlMs / 1000])) as [
    unknown,
    number,
  ];
  return deleted;
}
