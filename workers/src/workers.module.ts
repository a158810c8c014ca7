import { Module, type DynamicModule } from '@nestjs/common';
import { BullModule } from '@nestjs/bullmq';
import { TypeOrmModule } from '@nestjs/typeorm';
import type { Logger } from 'pino';
import { ConfigModule, redisConnection, type AppConfig } from '@lesne/config';
import { dataSourceOptions, STATEMENT_LIMITS } from '@lesne/db';
import { DiplomasJobsModule } from './diplomas/diplomas-jobs.module';
import { CertificateJobsModule } from './certificates/certificate-jobs.module';
import { AccountJobsModule } from './accounts/account-jobs.module';
import { DigestJobsModule } from './digest/digest-jobs.module';
import { DocumentsModule } from './documents/documents.module';
import { ChatJobsModule } from './chat/chat-jobs.module';
import { EventJobsModule } from './events/event-jobs.module';
import { FileJobsModule } from './files/file-jobs.module';
import { LiveEmitterModule } from './live/live-emitter.module';
import { MailJobsModule } from './mail/mail-jobs.module';
import { OutboxRelayModule } from './outbox/outbox-relay.module';
import { StravaJobsModule } from './strava/strava-jobs.module';
import { TotalsJobsModule } from './totals/totals-jobs.module';
import { RetentionJobsModule } from './retention/retention-jobs.module';
import { Clock } from './clock';
import { JOB_LOGGER } from './queue-worker';

@Module({})
export class WorkersModule {
  static forRoot(config: AppConfig, logger: Logger): DynamicModule {
    return {
      module: WorkersModule,
      global: true,
      providers: [{ provide: JOB_LOGGER, useValue: logger }, Clock],
      exports: [JOB_LOGGER, Clock],
      imports: [
        ConfigModule.forRoot(config),
        TypeOrmModule.forRoot(dataSourceOptions(config.DATABASE_URL, STATEMENT_LIMITS.jobs)),
        BullModule.forRoot({ connection: redisConnection(config.REDIS_URL), prefix: config.REDIS_PREFIX }),
        OutboxRelayModule,
        MailJobsModule,
        LiveEmitterModule,
        DocumentsModule,
        TotalsJobsModule,
        EventJobsModule,
        StravaJobsModule,
        FileJobsModule,
        ChatJobsModule,
        DigestJobsModule,
        DiplomasJobsModule,
        CertificateJobsModule,
        RetentionJobsModule,
        AccountJobsModule,
      ],
    };
  }
}
