import { Module, type DynamicModule } from '@nestjs/common';
import { ConfigModule, isDevMailboxEnabled, type AppConfig } from '@lesne/config';
import { AccessModule } from './access/access.module';
import { ActivitiesModule } from './activities/activities.module';
import { ActivityUploadsModule } from './activity-uploads/activity-uploads.module';
import { ChatChannelsModule } from './chat-channels/chat-channels.module';
import { AuthModule } from './auth/auth.module';
import { CertificatesModule } from './certificates/certificates.module';
import { CompaniesModule } from './companies/companies.module';
import { CsatModule } from './csat/csat.module';
import { DatabaseModule } from './database/database.module';
import { DevMailboxModule } from './dev-mailbox/dev-mailbox.module';
import { DiplomasModule } from './diplomas/diplomas.module';
import { DocumentsModule } from './documents/documents.module';
import { EventsModule } from './events/events.module';
import { HealthModule } from './health/health.module';
import { IdempotencyModule } from './idempotency/idempotency.module';
import { OfficeScreensModule } from './office-screens/office-screens.module';
import { WeeklyDigestModule } from './weekly-digest/weekly-digest.module';
import { OperatorConditionsModule } from './operations/conditions/operator-conditions.controller';
import { MetricsModule } from './operations/metrics/metrics.module';
import { QueueBoardModule } from './operations/queue-board/queue-board.module';
import { OutboxModule } from './outbox/outbox.module';
import { PrivacyModule } from './privacy/privacy.module';
import { RankingModule } from './ranking/ranking.module';
import { RealtimeModule } from './realtime/realtime.module';
import { RedisModule } from './redis/redis.module';
import { StravaModule } from './strava/strava.module';
import { TeamsModule } from './teams/teams.module';
import { UsersModule } from './users/users.module';
import { VerificationModule } from './verification/verification.module';

@Module({})
export class AppModule {
  static forRoot(config: AppConfig): DynamicModule {
    return {
      module: AppModule,
      imports: [
        ConfigModule.forRoot(config),
        DatabaseModule,
        RedisModule,
        OutboxModule,
        IdempotencyModule,
        AccessModule,
        AuthModule,
        UsersModule,
        CompaniesModule,
        EventsModule,
        ActivitiesModule,
        ActivityUploadsModule,
        ChatChannelsModule,
        RankingModule,
        OfficeScreensModule,
        WeeklyDigestModule,
        RealtimeModule,
        TeamsModule,
        StravaModule,
        CsatModule,
        DiplomasModule,
        DocumentsModule,
        CertificatesModule,
        VerificationModule,
        PrivacyModule,
        HealthModule,
        QueueBoardModule,
        OperatorConditionsModule,
        ...(config.METRICS_TOKEN ? [MetricsModule] : []),
        ...(isDevMailboxEnabled(config) ? [DevMailboxModule] : []),
      ],
    };
  }
}
