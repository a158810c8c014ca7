import { Module } from '@nestjs/common';
import { AuthModule } from '../auth/auth.module';
import { CompaniesModule } from '../companies/companies.module';
import { EventSettingsService } from './event-settings.service';
import { EventsController } from './events.controller';
import { EventsService } from './events.service';
import { AccessModule } from '../access/access.module';

@Module({
  imports: [AccessModule, AuthModule, CompaniesModule],
  controllers: [EventsController],
  providers: [EventsService, EventSettingsService],
})
export class EventsModule {}
