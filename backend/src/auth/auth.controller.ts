import { Body, Controller, Get, HttpCode, HttpStatus, Ip, Post } from '@nestjs/common';
import type { AuthTokenResponse, Lang, MessageResponse, SessionResponse } from '@lesne/contracts';
import type { db } from '@lesne/db';
import { Access } from '../access/access.decorator';
import { CurrentUser, type AuthUser } from '../access/auth-user';
import { RequestLang } from '../i18n/request-lang';
import { Idempotent } from '../idempotency/idempotent.decorator';
import { RequestId } from '../outbox/request-id';
import { AuthService } from './auth.service';
import { AdminLoginDto, LoginDto, LostPasswordDto, ResetPasswordDto, SignupDto } from './dto';
import { RateLimited } from '../api-docs/rate-limited.decorator';

@Controller('auth')
export class AuthController {
  constructor(private readonly auth: AuthService) {}

  @Post('login')
  @HttpCode(HttpStatus.OK)
  @Access('public')
  @RateLimited()
  login(@Body() dto: LoginDto, @Ip() ip: string): Promise<AuthTokenResponse> {
    return this.auth.login(dto, ip);
  }

  @Post('signup')
  @Access('public')
  @RateLimited()
  signup(@Body() dto: SignupDto, @Ip() ip: string, @RequestLang() lang: Lang, @Idempotent() idempotency: db.idempotency.IdempotentRequest | null): Promise<AuthTokenResponse> {
    return this.auth.signup(dto, ip, lang, idempotency);
  }

  @Post('lost-password')
  @HttpCode(HttpStatus.OK)
  @Access('public')
  @RateLimited()
  lostPassword(@Body() dto: LostPasswordDto, @Ip() ip: string, @RequestLang() lang: Lang, @RequestId() requestId: string): Promise<MessageResponse> {
    return this.auth.lostPassword(dto, ip, lang, requestId);
  }

  @Post('reset-password')
  @HttpCode(HttpStatus.OK)
  @Access('public')
  @RateLimited()
  resetPassword(@Body() dto: ResetPasswordDto, @Ip() ip: string, @RequestLang() lang: Lang): Promise<MessageResponse> {
    return this.auth.resetPassword(dto, ip, lang);
  }

  @Get('me')
  @Access('participant')
  me(@CurrentUser() user: AuthUser): SessionResponse {
    return this.auth.session(user);
  }

  @Post('admin-login')
  @HttpCode(HttpStatus.OK)
  @Access('admin')
  adminLogin(@CurrentUser() admin: AuthUser, @Body() dto: AdminLoginDto, @Ip() ip: string): Promise<AuthTokenResponse> {
    return this.auth.adminLogin(admin, dto.userId, ip);
  }
}
