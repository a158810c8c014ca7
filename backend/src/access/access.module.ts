import { Module } from '@nestjs/common';
import { APP_GUARD } from '@nestjs/core';
import { JwtModule } from '@nestjs/jwt';
import { APP_CONFIG, type AppConfig } from '@lesne/config';
import { AccessGuard } from './access.guard';
import { SessionResolver } from './session-resolver';
import { JWT_ALGORITHM, TokenService, jwtKey } from './token.service';

@Module({
  imports: [
    JwtModule.registerAsync({
      inject: [APP_CONFIG],
      useFactory: (config: AppConfig) => ({ secret: jwtKey(config), signOptions: { algorithm: JWT_ALGORITHM } }),
    }),
  ],
  providers: [TokenService, SessionResolver, { provide: APP_GUARD, useClass: AccessGuard }],
  exports: [TokenService, SessionResolver, JwtModule],
})
export class AccessModule {}
