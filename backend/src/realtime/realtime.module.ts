import { Module } from '@nestjs/common';
import { AccessModule } from '../access/access.module';
import { LiveGateway } from './live.gateway';

@Module({ imports: [AccessModule], providers: [LiveGateway] })
export class RealtimeModule {}
