import { Module } from '@nestjs/common';
import { APP_GUARD } from '@nestjs/core';
import { JwtModule } from '@nestjs/jwt';
import { PassportModule } from '@nestjs/passport';
import { APP_CONFIG, type AppConfig } from '@lesne/config';
import { AccessGuard } from './access.guard';
import { JWT_ALGORITHM, JwtStrategy, jwtKey } from './jwt.strategy';
import { SessionResolver } from './session-resolver';
import { TokenService } from './token.service';

@Module({
  imports: [
    PassportModule,
    JwtModule.registerAsync({
      inject: [APP_CONFIG],
      useFactory: (config: AppConfig) => ({ secret: jwtKey(config), signOptions: { algorithm: JWT_ALGORITHM } }),
    }),
  ],
  providers: [JwtStrategy, TokenService, SessionResolver, { provide: APP_GUARD, useClass: AccessGuard }],
  exports: [TokenService, SessionResolver, JwtModule],
})
export class AccessModule {}
