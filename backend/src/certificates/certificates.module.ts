import { Module } from '@nestjs/common';
import { APP_CONFIG, plantingBaseUrl, type AppConfig } from '@lesne/config';
import { PlantingClient } from '@lesne/planting';
import { CertificatesController } from './certificates.controller';
import { CertificatesService } from './certificates.service';

@Module({
  controllers: [CertificatesController],
  providers: [
    CertificatesService,
    { provide: PlantingClient, inject: [APP_CONFIG], useFactory: (config: AppConfig) => new PlantingClient({ baseUrl: plantingBaseUrl(config), apiKey: config.PLANTING_API_KEY }) },
  ],
})
export class CertificatesModule {}
