import { Logger, Module } from '@nestjs/common';
import type Redis from 'ioredis';
import { DataSource } from 'typeorm';
import { APP_CONFIG, type AppConfig } from '@lesne/config';
import { SECRET_BOX_PROVIDER, SecretBox } from '@lesne/db';
import { createStravaClient, StravaAvailability, stravaAvailability, StravaClient, StravaDisconnection, StravaTokens } from '@lesne/strava';
import { REDIS } from '../redis/redis.token';
import { StravaCodeExchanges } from './strava-code-exchanges';
import { StravaConnectionsService } from './strava-connections.service';
import { StravaController, StravaUpdateController, StravaWebhookController } from './strava.controller';
import { StravaImportsService } from './strava-imports.service';
import { StravaOwnResultsService } from './strava-own-results.service';
import { StravaPushSubscription } from './strava-push-subscription';
import { StravaWebhookMisses } from './strava-webhook-misses';
import { StravaWebhookService } from './strava-webhook.service';

/** The client with what its answers teach (the budget, the app's status), shared by the providers below. */
const STRAVA = Symbol('strava');
type Strava = ReturnType<typeof createStravaClient>;

@Module({
  controllers: [StravaController, StravaWebhookController, StravaUpdateController],
  providers: [
    { provide: STRAVA, inject: [APP_CONFIG, REDIS], useFactory: (config: AppConfig, redis: Redis) => createStravaClient(config, redis) },
    { provide: StravaClient, inject: [STRAVA], useFactory: (strava: Strava) => strava.client },
    {
      provide: StravaAvailability,
      inject: [APP_CONFIG, DataSource, STRAVA],
      useFactory: (config: AppConfig, dataSource: DataSource, strava: Strava) => stravaAvailability(config, dataSource, strava),
    },
    SECRET_BOX_PROVIDER,
    {
      provide: StravaTokens,
      inject: [DataSource, StravaClient, SecretBox],
      useFactory: (dataSource: DataSource, client: StravaClient, secrets: SecretBox) => new StravaTokens(dataSource, client, secrets),
    },
    {
      provide: StravaDisconnection,
      inject: [DataSource, StravaTokens, SecretBox],
      useFactory: (dataSource: DataSource, tokens: StravaTokens, secrets: SecretBox) =>
        new StravaDisconnection(dataSource, tokens, secrets, new Logger(StravaDisconnection.name)),
    },
    StravaCodeExchanges,
    StravaConnectionsService,
    StravaImportsService,
    StravaOwnResultsService,
    StravaWebhookService,
    StravaWebhookMisses,
    StravaPushSubscription,
  ],
  exports: [StravaDisconnection, StravaAvailability],
})
export class StravaModule {}
