import { Injectable } from '@nestjs/common';
import { JwtService } from '@nestjs/jwt';
import { createHmac } from 'node:crypto';
import { serialize } from 'cookie';
import { InjectConfig, type AppConfig } from '@lesne/config';
import { admittedUser } from '../../access/admission';
import type { AuthUser, TokenClaims } from '../../access/auth-user';
import { JWT_ALGORITHM } from '../../access/token.service';
import { SessionResolver } from '../../access/session-resolver';

export const QUEUE_BOARD_COOKIE = 'lesne_queue_board';
/** A pass is short-lived: the operator opens the board again from the panel after this. */
export const QUEUE_BOARD_PASS_SECONDS = 30 * 60;
const AUDIENCE = 'queue-board';

/**
 * The queue board is opened in a browser tab, which sends no Authorization header: a platform
 * admin's SPA trades its access token for this pass, an httpOnly cookie scoped to the board's
 * path. It is signed with a key of its own (so it is never taken for an access token, nor the
 * reverse) and carries the same claims, so every board request resolves the session and checks
 * the role anew, as the access guard does: a deleted, demoted or re-passworded admin is refused
 * at once.
 */
@Injectable()
export class QueueBoardPass {
  private readonly key: Buffer;
  private readonly secure: boolean;

  constructor(
    @InjectConfig() config: AppConfig,
    private readonly jwt: JwtService,
    private readonly sessions: SessionResolver,
  ) {
    this.key = createHmac('sha256', config.JWT_SECRET).update(AUDIENCE).digest();
    this.secure = config.NODE_ENV === 'production';
  }

  /** The Set-Cookie value of a pass for this admin, valid on the board's path only. */
  cookieFor(admin: AuthUser, boardPath: string): string {
    const claims: TokenClaims = { sub: admin.id, ver: admin.tokenVersion };
    const pass = this.jwt.sign(claims, { secret: this.key, algorithm: JWT_ALGORITHM, audience: AUDIENCE, expiresIn: QUEUE_BOARD_PASS_SECONDS });
    return serialize(QUEUE_BOARD_COOKIE, pass, { path: boardPath, httpOnly: true, secure: this.secure, sameSite: 'strict', maxAge: QUEUE_BOARD_PASS_SECONDS });
  }

  /** Throws the refusal (401 without a valid pass, 403 for anyone but a platform admin) unless the pass admits. */
  async admit(pass: string | undefined): Promise<void> {
    const claims = pass ? await this.jwt.verifyAsync<TokenClaims>(pass, { secret: this.key, algorithms: [JWT_ALGORITHM], audience: AUDIENCE }).catch(() => null) : null;
    await admittedUser(this.sessions, claims, 'admin');
  }
}
