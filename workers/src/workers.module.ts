import { Module, type DynamicModule } from '@nestjs/common';
import { BullModule } from '@nestjs/bullmq';
import { TypeOrmModule } from '@nestjs/typeorm';
import { ConfigModule, redisConnection, type AppConfig } from '@lesne/config';
import { dataSourceOptions } from '@lesne/db';
import { EventsModule } from './events/events.module';
import { LiveModule } from './live/live.module';
import { MailModule } from './mail/mail.module';
import { OutboxModule } from './outbox/outbox.module';
import { RankingModule } from './ranking/ranking.module';

@Module({})
export class WorkersModule {
  static forRoot(config: AppConfig): DynamicModule {
    return {
      module: WorkersModule,
      imports: [
        ConfigModule.forRoot(config),
        TypeOrmModule.forRoot(dataSourceOptions(config.DATABASE_URL)),
        BullModule.forRoot({ connection: redisConnection(config.REDIS_URL), prefix: config.REDIS_PREFIX }),
        OutboxModule,
        MailModule,
        LiveModule,
        RankingModule,
        EventsModule,
      ],
    };
  }
}
