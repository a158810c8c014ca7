import { Module } from '@nestjs/common';
import type Redis from 'ioredis';
import { DataSource } from 'typeorm';
import { APP_CONFIG, type AppConfig } from '@lesne/config';
import { SecretBox } from '@lesne/db';
import { createStravaClient, StravaClient, StravaTokens } from '@lesne/strava';
import { REDIS } from '../redis/redis.token';
import { StravaCodeExchanges } from './strava-code-exchanges';
import { StravaConnectionsService } from './strava-connections.service';
import { StravaController, StravaUpdateController, StravaWebhookController } from './strava.controller';
import { StravaImportsService } from './strava-imports.service';
import { StravaPushSubscription } from './strava-push-subscription';
import { StravaWebhookMisses } from './strava-webhook-misses';
import { StravaWebhookService } from './strava-webhook.service';

@Module({
  controllers: [StravaController, StravaWebhookController, StravaUpdateController],
  providers: [
    { provide: StravaClient, inject: [APP_CONFIG, REDIS], useFactory: (config: AppConfig, redis: Redis) => createStravaClient(config, redis).client },
    {
      provide: StravaTokens,
      inject: [DataSource, StravaClient, APP_CONFIG],
      useFactory: (dataSource: DataSource, client: StravaClient, config: AppConfig) => new StravaTokens(dataSource, client, new SecretBox(config.ENCRYPTION_KEY)),
    },
    StravaCodeExchanges,
    StravaConnectionsService,
    StravaImportsService,
    StravaWebhookService,
    StravaWebhookMisses,
    StravaPushSubscription,
  ],
})
export class StravaModule {}
