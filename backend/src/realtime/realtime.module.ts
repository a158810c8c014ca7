import { Module } from '@nestjs/common';
import { AccessModule } from '../access/access.module';
import { OfficeScreensModule } from '../office-screens/office-screens.module';
import { LiveGateway } from './live.gateway';

@Module({ imports: [AccessModule, OfficeScreensModule], providers: [LiveGateway] })
export class RealtimeModule {}
