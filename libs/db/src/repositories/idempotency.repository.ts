import type { EntityManager } from 'typeorm';
import { LOCKS } from '../advisory-locks';

/** A create sent with an Idempotency-Key, as the API identifies it. */
export interface IdempotentRequest {
  /** sha-256 (hex) of who sent it (user id, or body when signed out), the method and the route */
  scope: string;
  key: string;
  /** sha-256 of the request body */
  fingerprint: string;
}

/** Only a success is kept, and it is replayed through the same route, so with the status it had. */
interface StoredAnswer {
  fingerprint: string;
  body: unknown;
}

/**
 * Claims the key for the caller's transaction, without waiting: false while another
 * transaction holds it, i.e. a duplicate sent while the first is still being written.
 */
export async function claimIdempotencyKey(manager: EntityManager, request: IdempotentRequest): Promise<boolean> {
  const [{ claimed }] = (await manager.query('SELECT pg_try_advisory_xact_lock($1, hashtext($2)) AS claimed', [
    LOCKS.idempotencyKey,
    `${request.scope} ${request.key}`,
  ])) as [{ claimed: boolean }];
  return claimed;
}

/** The answer kept under the key; null when there is none or it is older than ttlMs (the key is new again). */
export async function storedAnswer(manager: EntityManager, request: IdempotentRequest, ttlMs: number): Promise<StoredAnswer | null> {
  const [row] = (await manager.query(
    `SELECT fingerprint, body FROM idempotency_key
      WHERE scope = $1 AND key = $2 AND created_at > now() - make_interval(secs => $3)`,
    [request.scope, request.key, ttlMs / 1000],
  )) as StoredAnswer[];
  return row ?? null;
}

/** Keeps the answer under the key (replacing an expired one), in the transaction that created it. */
export async function storeAnswer(manager: EntityManager, request: IdempotentRequest, body: unknown): Promise<void> {
  await manager.query(
    `INSERT INTO idempotency_key (scope, key, fingerprint, body) VALUES ($1, $2, $3, $4)
     ON CONFLICT (scope, key) DO UPDATE
       SET fingerprint = EXCLUDED.fingerprint, body = EXCLUDED.body, created_at = now()`,
    [request.scope, request.key, request.fingerprint, JSON.stringify(body)],
  );
}

/** Removes the answers older than ttlMs; answers how many. */
export async function deleteExpiredAnswers(manager: EntityManager, ttlMs: number): Promise<number> {
  const [, deleted] = (await manager.query('DELETE FROM idempotency_key WHERE created_at <= now() - make_interval(secs => $1)', [ttlMs / 1000])) as [
    unknown,
    number,
  ];
  return deleted;
}
