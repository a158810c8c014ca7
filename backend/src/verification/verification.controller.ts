import { Controller, Get, Header, Ip, Param } from '@nestjs/common';
import type { VerificationResponse } from '@lesne/contracts';
import { Access } from '../access/access.decorator';
import { VerificationService } from './verification.service';
import { RateLimited } from '../api-docs/rate-limited.decorator';

/** The public check of a printed diploma or certificate by the code on it (the SPA's /weryfikacja/{code}). */
@Controller('verification')
export class VerificationController {
  constructor(private readonly verification: VerificationService) {}

  @Get(':code')
  @Access('public')
  @Header('Cache-Control', 'no-store')
  @RateLimited()
  verify(@Param('code') code: string, @Ip() ip: string): Promise<VerificationResponse> {
    return this.verification.verify(code, ip);
  }
}
