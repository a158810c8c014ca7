import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { APP_CONFIG, type AppConfig } from '@lesne/config';
import { dataSourceOptions, STATEMENT_LIMITS } from '@lesne/db';

@Module({
  imports: [
    TypeOrmModule.forRootAsync({
      inject: [APP_CONFIG],
      useFactory: (config: AppConfig) => dataSourceOptions(config.DATABASE_URL, STATEMENT_LIMITS.requests),
    }),
  ],
})
export class DatabaseModule {}
