import { randomBytes } from 'node:crypto';
import type { StravaScope } from './scopes';

/** A refresh answers the same access token while it has more than this left (docs/product.md#strava-oauth). */
const REUSE_ACCESS_TOKEN_ABOVE_SECONDS = 3600;
/** Strava does not document how long a code lives; it is "short-lived". */
const CODE_LIFETIME_SECONDS = 600;

export interface TokenPair {
  token_type: 'Bearer';
  access_token: string;
  expires_at: number;
  expires_in: number;
  refresh_token: string;
}

export interface Grant {
  athleteId: number;
  scopes: StravaScope[];
}

interface AccessToken extends Grant {
  expiresAt: number;
}

interface RefreshToken extends Grant {
  accessToken: string;
}

const newToken = () => randomBytes(20).toString('hex');

/** Codes, access and refresh tokens of the one application the simulator serves, by Strava's rules. */
export class TokenStore {
  private readonly codes = new Map<string, Grant & { expiresAt: number }>();
  private readonly accessTokens = new Map<string, AccessToken>();
  private readonly refreshTokens = new Map<string, RefreshToken>();

  constructor(
    private readonly lifetimeSeconds: number,
    private readonly nowSeconds: () => number,
  ) {}

  issueCode(grant: Grant): string {
    const code = newToken();
    this.codes.set(code, { ...grant, expiresAt: this.nowSeconds() + CODE_LIFETIME_SECONDS });
    return code;
  }

  /** Single use: a second exchange of the same code answers undefined. */
  exchangeCode(code: string): (TokenPair & Grant) | undefined {
    const grant = this.codes.get(code);
    this.codes.delete(code);
    if (!grant || grant.expiresAt <= this.nowSeconds()) return undefined;
    const accessToken = this.issueAccessToken(grant);
    return { athleteId: grant.athleteId, scopes: grant.scopes, ...this.pair(accessToken, this.issueRefreshToken(grant, accessToken)) };
  }

  /** The refresh token always rotates and the old one dies at once; the access token is renewed only near its end. */
  refresh(refreshToken: string): TokenPair | undefined {
    const grant = this.refreshTokens.get(refreshToken);
    if (!grant) return undefined;
    this.refreshTokens.delete(refreshToken);
    const current = this.accessTokens.get(grant.accessToken);
    const keep = current && current.expiresAt - this.nowSeconds() > REUSE_ACCESS_TOKEN_ABOVE_SECONDS;
    const accessToken = keep ? grant.accessToken : this.issueAccessToken(grant);
    return this.pair(accessToken, this.issueRefreshToken(grant, accessToken));
  }

  /** The grant behind a live access token. */
  bearer(accessToken: string): Grant | undefined {
    const token = this.accessTokens.get(accessToken);
    return token && token.expiresAt > this.nowSeconds() ? { athleteId: token.athleteId, scopes: token.scopes } : undefined;
  }

  /** The athlete of any live access token or refresh token (for /oauth/revoke). */
  ownerOf(token: string): number | undefined {
    return this.bearer(token)?.athleteId ?? this.refreshTokens.get(token)?.athleteId;
  }

  expireAccessTokens(athleteId: number): void {
    for (const token of this.accessTokens.values()) if (token.athleteId === athleteId) token.expiresAt = Math.min(token.expiresAt, this.nowSeconds());
  }

  /** Every code and token of the athlete stops working. */
  revoke(athleteId: number): void {
    for (const store of [this.codes, this.accessTokens, this.refreshTokens] as Map<string, Grant>[]) {
      for (const [token, grant] of store) if (grant.athleteId === athleteId) store.delete(token);
    }
  }

  private issueAccessToken(grant: Grant): string {
    const token = newToken();
    this.accessTokens.set(token, { athleteId: grant.athleteId, scopes: grant.scopes, expiresAt: this.nowSeconds() + this.lifetimeSeconds });
    return token;
  }

  private issueRefreshToken(grant: Grant, accessToken: string): string {
    const token = newToken();
    this.refreshTokens.set(token, { athleteId: grant.athleteId, scopes: grant.scopes, accessToken });
    return token;
  }

  private pair(accessToken: string, refreshToken: string): TokenPair {
    const expiresAt = this.accessTokens.get(accessToken)!.expiresAt;
    return { token_type: 'Bearer', access_token: accessToken, expires_at: expiresAt, expires_in: expiresAt - this.nowSeconds(), refresh_token: refreshToken };
  }
}
