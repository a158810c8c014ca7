import { HttpStatus, Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import type Redis from 'ioredis';
import type { DataSource } from 'typeorm';
import type { VerificationResponse } from '@lesne/contracts';
import { InjectConfig, type AppConfig } from '@lesne/config';
import { db } from '@lesne/db';
import { addressKey, documentLastDay, VERIFICATION_CHECKS_PER_ADDRESS } from '@lesne/domain';
import { AttemptLimit, Counted } from '../auth/attempt-limit';
import { AppError } from '../i18n/app-error';
import { InjectRedis } from '../redis/redis.token';

/** Looked up in place of a malformed code: no document has it (a stored code is XXXX-XXXX-XXXX). */
const NO_SUCH_CODE = '';

/**
 * What a printed document says, for anyone holding its code. It cannot be used to find people:
 * codes are unguessable, every check from an address counts against its limit, and a wrong code
 * (malformed or not) answers the same bare 404 after the same single query. It never shows an
 * e-mail or an id.
 */
@Injectable()
export class VerificationService {
  private readonly checks: AttemptLimit;

  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    @InjectRedis() redis: Redis,
    @InjectConfig() config: AppConfig,
  ) {
    this.checks = new AttemptLimit(redis, `${config.REDIS_PREFIX}:attempts:verification`, VERIFICATION_CHECKS_PER_ADDRESS);
  }

  async verify(typed: string, ip: string): Promise<VerificationResponse> {
    const counted = await new Counted().count([{ limit: this.checks, key: addressKey(ip) }]);
    return counted.settle(() => this.find(typed), [this.checks]);
  }

  private async find(typed: string): Promise<VerificationResponse> {
    const code = db.documents.normalizeVerificationCode(typed);
    const found = await db.verification.documentByVerificationCode(this.dataSource.manager, code ?? NO_SUCH_CODE);
    if (!found || !code) throw new AppError(HttpStatus.NOT_FOUND, 'verification.notFound');
    return {
      kind: found.kind,
      name: found.name,
      companyName: found.companyName,
      dateFrom: found.dateFrom,
      dateTo: documentLastDay(found),
      km: found.km === null ? null : Number(found.km),
      trees: found.trees,
      issuedAt: found.issuedAt.toISOString(),
      current: found.current,
    };
  }
}
