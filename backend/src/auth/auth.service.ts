import { HttpStatus, Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import type { DataSource } from 'typeorm';
import { QUEUES, type AuthTokenResponse, type Lang, type MessageResponse, type SessionResponse } from '@lesne/contracts';
import { addToOutbox, db, inTransaction, User } from '@lesne/db';
import type { AuthUser } from '../access/auth-user';
import { TokenService } from '../access/token.service';
import { isUniqueViolation } from '../common/postgres-errors';
import { AppError } from '../i18n/app-error';
import { translate } from '../i18n/messages';
import { IdempotencyService } from '../idempotency/idempotency.service';
import { AttemptLimiter } from './attempt-limiter';
import { SignInLimiter } from './sign-in-limiter';
import type { LoginDto, LostPasswordDto, ResetPasswordDto, SignupDto } from './dto';
import { hashPassword, verifyPassword } from './passwords';
import { PasswordLinksService } from './password-links.service';
import { SessionResolver } from '../access/session-resolver';

@Injectable()
export class AuthService {
  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly tokens: TokenService,
    private readonly limiter: AttemptLimiter,
    private readonly signInLimiter: SignInLimiter,
    private readonly passwordLinks: PasswordLinksService,
    private readonly sessions: SessionResolver,
    private readonly idempotency: IdempotencyService,
  ) {}

  async login(dto: LoginDto, ip: string): Promise<AuthTokenResponse> {
    const user = await this.signInLimiter.attempt(dto.email, ip, () => this.userWithPassword(dto));
    return { authToken: this.tokens.issue(user, { remember: dto.remember ?? false }) };
  }

  private async userWithPassword(dto: LoginDto): Promise<Pick<User, 'id' | 'tokenVersion'>> {
    const user = await db.users.userSigningIn(this.dataSource.manager, dto.email);
    if (!(await verifyPassword(user?.passwordHash ?? null, dto.password)) || !user) {
      throw new AppError(HttpStatus.UNAUTHORIZED, 'auth.invalidCredentials');
    }
    // Said only to whoever knows the password: the owner learns why, nobody else learns of the request.
    if (user.deletionRequestedAt) throw new AppError(HttpStatus.FORBIDDEN, 'auth.deletionRequested');
    return user;
  }

  signup(dto: SignupDto, ip: string, lang: Lang, idempotency: db.idempotency.IdempotentRequest | null = null): Promise<AuthTokenResponse> {
    return this.limiter.signUp(ip, () => this.createParticipant(dto, lang, idempotency));
  }

  /**
   * Once per Idempotency-Key. What is kept is the account, not the token: a retry gets a new
   * token for it, refused like any other once the password changed.
   */
  private async createParticipant(dto: SignupDto, lang: Lang, idempotency: db.idempotency.IdempotentRequest | null): Promise<AuthTokenResponse> {
    const company = await db.companies.companyByRegisterNumber(this.dataSource.manager, dto.registerNumber);
    if (!company) throw new AppError(HttpStatus.NOT_FOUND, 'auth.invalidRegistrationLink');
    const passwordHash = await hashPassword(dto.password);
    try {
      const user = await this.idempotency.transaction(idempotency, async (manager) => {
        const { id, tokenVersion } = await db.users.createUser(manager, {
          email: dto.email,
          name: dto.name,
          passwordHash,
          role: 'regular',
          companyId: company.id,
          termsAcceptedAt: new Date(),
          lang,
        });
        return { id, tokenVersion };
      });
      return { authToken: this.tokens.issue(user, { remember: false }) };
    } catch (error) {
      if (isUniqueViolation(error)) throw new AppError(HttpStatus.CONFLICT, 'auth.emailTaken');
      throw error;
    }
  }

  async lostPassword(dto: LostPasswordDto, ip: string, lang: Lang, requestId: string | null): Promise<MessageResponse> {
    const fromOwnersAddress = await this.signInLimiter.isOwnersAddress(dto.email, ip);
    await this.limiter.lostPassword(dto.email, ip, fromOwnersAddress, () => this.recordLostPasswordRequest(dto.email, lang, requestId));
    return { message: translate(lang, 'auth.lostPasswordSent') };
  }

  /**
   * One outbox row whether or not the address has an account, so the answer takes the same time
   * either way; the workers look the account up and mail the link. The answer waits for the row's
   * commit: with Postgres away the caller gets 503, not the promise of a mail nobody will send.
   */
  private async recordLostPasswordRequest(email: string, lang: Lang, requestId: string | null): Promise<void> {
    await addToOutbox(this.dataSource.manager, { queue: QUEUES.mail, name: 'auth.lostPasswordRequested', data: { email, lang } }, requestId);
  }

  async resetPassword(dto: ResetPasswordDto, ip: string, lang: Lang): Promise<MessageResponse> {
    const userId = await this.limiter.resetPassword(ip, () => this.setPasswordByCode(dto, ip));
    this.sessions.announceChanged(userId);
    return { message: translate(lang, 'auth.passwordChanged') };
  }

  private setPasswordByCode(dto: ResetPasswordDto, ip: string): Promise<number> {
    return inTransaction(this.dataSource, async (manager) => {
      const code = await this.passwordLinks.redeem(manager, dto.code);
      const termsNeeded = code.purpose === 'setPassword';
      if (termsNeeded && dto.acceptTerms !== true) throw new AppError(HttpStatus.BAD_REQUEST, 'validation.acceptTerms');
      // Hashed only for a valid code: argon2 is slow on purpose, so made-up codes must not reach it.
      const passwordHash = await hashPassword(dto.password);
      await db.users.setPassword(manager, code.userId, passwordHash, termsNeeded ? new Date() : null);
      await db.audit.recordAudit(manager, { action: 'auth.passwordChanged', actorUserId: code.userId, targetUserId: code.userId, ip, details: { via: code.purpose } });
      return code.userId;
    });
  }

  /** A platform admin acts as another user; the audit log records who acted as whom. */
  async adminLogin(admin: AuthUser, userId: number, ip: string): Promise<AuthTokenResponse> {
    return inTransaction(this.dataSource, async (manager) => {
      const target = await db.users.userActedAs(manager, userId);
      if (!target || target.role === 'admin') throw new AppError(HttpStatus.NOT_FOUND, 'auth.adminLoginTarget');
      // The owner asked for the account to end: nobody signs in to it, acting for them included.
      if (target.deletionRequestedAt) throw new AppError(HttpStatus.CONFLICT, 'auth.deletionRequested');
      await db.audit.recordAudit(manager, { action: 'admin.loginAs', actorUserId: admin.id, targetUserId: target.id, companyId: target.companyId, ip });
      return { authToken: this.tokens.issue(target, { remember: false, actingAdmin: admin }) };
    });
  }

  session(user: AuthUser): SessionResponse {
    return { userId: user.id, role: user.role, companyId: user.companyId, actingAdminId: user.actingAdminId };
  }
}
