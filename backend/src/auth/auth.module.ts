import { Module } from '@nestjs/common';
import { AccessModule } from '../access/access.module';
import { AttemptLimiter } from './attempt-limiter';
import { AuthController } from './auth.controller';
import { AuthService } from './auth.service';
import { PasswordLinksService } from './password-links.service';
import { SignInLimiter } from './sign-in-limiter';

@Module({
  imports: [AccessModule],
  controllers: [AuthController],
  providers: [AuthService, AttemptLimiter, SignInLimiter, PasswordLinksService],
  exports: [PasswordLinksService],
})
export class AuthModule {}
