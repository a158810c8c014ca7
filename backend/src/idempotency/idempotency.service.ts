import { HttpStatus, Injectable, Logger } from '@nestjs/common';
import { createHmac } from 'node:crypto';
import { InjectDataSource } from '@nestjs/typeorm';
import type { DataSource, EntityManager } from 'typeorm';
import { InjectConfig, type AppConfig } from '@lesne/config';
import { IDEMPOTENCY_KEY_TTL_MS } from '@lesne/domain';
import { db, inTransaction } from '@lesne/db';
import { AppError } from '../i18n/app-error';

/** Each API copy removes expired answers at most this often, after a create (they are ignored on read anyway). */
const SWEEP_EVERY_MS = 60_000;

/** Creates that happen once per Idempotency-Key, however often the client retries. */
@Injectable()
export class IdempotencyService {
  private readonly logger = new Logger(IdempotencyService.name);
  private lastSweep = 0;

  private readonly sealingKey: Buffer;

  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    @InjectConfig() config: AppConfig,
  ) {
    this.sealingKey = createHmac('sha256', config.JWT_SECRET).update('idempotency').digest();
  }

  /**
   * Runs a create in a transaction that also keeps its answer under the request's key; a
   * retry with the key gets that answer and creates nothing.
   *
   * No reservation can outlive its request: the key is claimed by an advisory lock of this
   * same transaction, and the answer is written by it. If the process dies before the commit,
   * nothing was created or kept and the retry creates; if it dies after the commit, before the
   * answer left, the answer was committed with what it created and the retry gets it. A
   * duplicate sent while the first still runs finds the key claimed: 409. The key with another
   * body: 422. A refusal rolls back and keeps nothing, so a retry is checked afresh.
   */
  async transaction<T>(sent: db.idempotency.IdempotentRequest | null, create: (manager: EntityManager) => Promise<T>): Promise<T> {
    if (!sent) return inTransaction(this.dataSource, create);
    const request = this.sealed(sent);
    const answer = await inTransaction(this.dataSource, async (manager) => {
      const stored = await db.idempotency.claimIdempotencyKey(manager, request, IDEMPOTENCY_KEY_TTL_MS);
      if (stored === 'busy') throw new AppError(HttpStatus.CONFLICT, 'idempotency.inProgress');
      if (stored) {
        if (stored.fingerprint !== request.fingerprint) throw new AppError(HttpStatus.UNPROCESSABLE_ENTITY, 'idempotency.keyReused');
        // Replayed through the same route, so with the status it answered the first time.
        return stored.body as T;
      }
      const created = await create(manager);
      await db.idempotency.storeAnswer(manager, request, created);
      return created;
    });
    this.sweepNowAndThen();
    return answer;
  }

  /**
   * Scope and fingerprint as kept: keyed with a server secret, because a sign-up's fingerprint
   * hashes its password, which a plain hash would let a reader of the table guess.
   */
  private sealed(request: db.idempotency.IdempotentRequest): db.idempotency.IdempotentRequest {
    const seal = (text: string) => createHmac('sha256', this.sealingKey).update(text).digest('hex');
    return { ...request, scope: seal(request.scope), fingerprint: seal(request.fingerprint) };
  }

  private sweepNowAndThen(): void {
    if (Date.now() - this.lastSweep < SWEEP_EVERY_MS) return;
    this.lastSweep = Date.now();
    db.idempotency.deleteExpiredAnswers(this.dataSource.manager, IDEMPOTENCY_KEY_TTL_MS).catch((error: Error) => {
      this.logger.warn(`removing expired idempotency keys failed: ${error.message}`);
    });
  }
}
