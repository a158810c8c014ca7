import { Module } from '@nestjs/common';
import { APP_GUARD } from '@nestjs/core';
import { JwtModule } from '@nestjs/jwt';
import { PassportModule } from '@nestjs/passport';
import { TypeOrmModule } from '@nestjs/typeorm';
import { APP_CONFIG, type AppConfig } from '@lesne/config';
import { User } from '@lesne/db';
import { AccessGuard } from './access.guard';
import { JWT_ALGORITHM, JwtStrategy } from './jwt.strategy';
import { TokenService } from './token.service';

@Module({
  imports: [
    PassportModule,
    TypeOrmModule.forFeature([User]),
    JwtModule.registerAsync({
      inject: [APP_CONFIG],
      useFactory: (config: AppConfig) => ({ secret: config.JWT_SECRET, signOptions: { algorithm: JWT_ALGORITHM } }),
    }),
  ],
  providers: [JwtStrategy, TokenService, { provide: APP_GUARD, useClass: AccessGuard }],
  exports: [TokenService],
})
export class AccessModule {}
