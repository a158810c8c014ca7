import { createSecretKey, type KeyObject } from 'node:crypto';
import { Injectable } from '@nestjs/common';
import { JwtService } from '@nestjs/jwt';
import { LRUCache } from 'lru-cache';
import type { AppConfig } from '@lesne/config';
import { accessTokenLifetimeSeconds } from '@lesne/domain';
import type { User } from '@lesne/db';
import type { TokenClaims } from './auth-user';

type Versioned = Pick<User, 'id' | 'tokenVersion'>;

export const JWT_ALGORITHM = 'HS256';

/**
 * The signing secret as a KeyObject, made once: given a string, jsonwebtoken derives the key
 * again on every verify (after first trying it as a public key), the dearest part of a request.
 */
export function jwtKey(config: AppConfig): KeyObject {
  return createSecretKey(Buffer.from(config.JWT_SECRET, 'utf8'));
}

/** Tokens this copy has verified, so a client's next requests skip the signature and the parse. */
const VERIFIED_TOKENS_KEPT = 10_000;

@Injectable()
export class TokenService {
  private readonly verified = new LRUCache<string, TokenClaims>({ max: VERIFIED_TOKENS_KEPT });

  constructor(private readonly jwt: JwtService) {}

  issue(user: Versioned, options: { remember: boolean; actingAdmin?: Versioned }): string {
    const { actingAdmin } = options;
    const claims: TokenClaims = { sub: user.id, ver: user.tokenVersion, ...(actingAdmin ? { act: actingAdmin.id, actVer: actingAdmin.tokenVersion } : {}) };
    return this.jwt.sign(claims, { expiresIn: accessTokenLifetimeSeconds(options.remember) });
  }

  /**
   * The claims of a token we signed that has not expired, or null. Whether it still speaks for
   * anyone is SessionResolver's question. A token verified before is taken from memory while
   * it is short of its `exp` (the same text with the same signature); past it, jsonwebtoken
   * decides again, as for any token it has not seen.
   */
  verify(token: string): TokenClaims | null {
    const known = this.verified.get(token);
    if (known?.exp !== undefined && Date.now() < known.exp * 1000) return known;
    try {
      // Frozen: the claims kept here are handed to every later request with the token.
      const claims = Object.freeze(this.jwt.verify<TokenClaims>(token, { algorithms: [JWT_ALGORITHM] }));
      this.verified.set(token, claims);
      return claims;
    } catch {
      this.verified.delete(token);
      return null;
    }
  }
}
