import { Module } from '@nestjs/common';
import { OutboxSweep } from './outbox-sweep';

@Module({ providers: [OutboxSweep] })
export class OutboxRelayModule {}
