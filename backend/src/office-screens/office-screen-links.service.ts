import { HttpStatus, Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { createHash, randomBytes } from 'node:crypto';
import type { DataSource } from 'typeorm';
import { ALL_CHANGED, OFFICE_SCREENS_PER_COMPANY, type Lang, type MessageResponse, type OfficeScreenLink } from '@lesne/contracts';
import { db, type OfficeScreen, SecretBox } from '@lesne/db';
import type { AuthUser } from '../access/auth-user';
import { AppError } from '../i18n/app-error';
import { translate } from '../i18n/messages';
import { IdempotencyService } from '../idempotency/idempotency.service';
import { CacheInvalidation } from '../redis/cache-invalidation';
import { LocalCache } from '../redis/local-cache';

/** What a valid token opens: one link of one company. */
export interface OfficeScreenGrant {
  linkId: number;
  companyId: number;
}

/** A token as the API issues it: 32 random bytes, base64url. Anything else is looked up nowhere. */
const TOKEN_SHAPE = /^[A-Za-z0-9_-]{43}$/;

/** All links share one group of the token cache: a token names no company until it is looked up. */
const EVERY_LINK = 0;

const tokenHash = (token: string) => createHash('sha256').update(token).digest('hex');

/** A company admin's office-screen links, and what a screen's token grants. */
@Injectable()
export class OfficeScreenLinks {
  /**
   * Tokens resolved by this copy (unknown ones too: a new link's token was never asked for),
   * forgotten everywhere when a link is revoked, or when an event is deleted with its links (which
   * announces every session changed).
   */
  private readonly grants: LocalCache<{ grant: OfficeScreenGrant | null }>;

  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly idempotency: IdempotencyService,
    private readonly invalidation: CacheInvalidation,
    private readonly box: SecretBox,
  ) {
    this.grants = new LocalCache(invalidation, { channels: ['officeScreens', 'sessions'], ttlMs: 10 * 60_000, max: 10_000 });
  }

  async list(companyId: number): Promise<OfficeScreenLink[]> {
    const links = await db.officeScreens.officeScreensOf(this.dataSource.manager, companyId);
    return links.map((link) => this.toLink(link));
  }

  create(caller: AuthUser, companyId: number, name: string, idempotency: db.idempotency.IdempotentRequest | null): Promise<OfficeScreenLink> {
    return this.idempotency.transaction(idempotency, async (manager) => {
      await db.officeScreens.lockOfficeScreens(manager, companyId);
      if ((await db.officeScreens.officeScreenCount(manager, companyId)) >= OFFICE_SCREENS_PER_COMPANY) {
        throw new AppError(HttpStatus.CONFLICT, 'officeScreens.tooMany', { n: OFFICE_SCREENS_PER_COMPANY });
      }
      const token = randomBytes(32).toString('base64url');
      const link = await db.officeScreens.createOfficeScreen(manager, { companyId, name, tokenHash: tokenHash(token), tokenSealed: this.box.seal(token), createdById: caller.id });
      return this.toLink(link);
    });
  }

  /** Every API copy forgets the link's token and disconnects its screens (the gateway hears the same message). */
  async revoke(companyId: number, linkId: number, lang: Lang): Promise<MessageResponse> {
    if (!(await db.officeScreens.deleteOfficeScreen(this.dataSource.manager, companyId, linkId))) throw new AppError(HttpStatus.NOT_FOUND, 'officeScreens.notFound');
    this.invalidation.announce('officeScreens', ALL_CHANGED);
    return { message: translate(lang, 'officeScreens.revoked') };
  }

  /** What a screen's token opens, or null for an unknown, revoked or malformed one. */
  async grantOf(token: string): Promise<OfficeScreenGrant | null> {
    if (!TOKEN_SHAPE.test(token)) return null;
    // Kept by the token itself, which this copy holds in memory anyway: a screen asking again is not hashed again.
    const { grant } = await this.grants.get(EVERY_LINK, token, async () => {
      const link = await db.officeScreens.officeScreenByTokenHash(this.dataSource.manager, tokenHash(token));
      return { grant: link && { linkId: link.id, companyId: link.companyId } };
    });
    return grant;
  }

  /** Of these links, the ones not revoked. */
  async existing(linkIds: number[]): Promise<Set<number>> {
    if (linkIds.length === 0) return new Set();
    return new Set(await db.officeScreens.existingOfficeScreenIds(this.dataSource.manager, linkIds));
  }

  private toLink(link: OfficeScreen): OfficeScreenLink {
    return { id: link.id, name: link.name, token: this.box.open(link.tokenSealed), createdAt: link.createdAt.toISOString() };
  }
}
