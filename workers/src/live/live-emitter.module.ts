import { Global, Module } from '@nestjs/common';
import { LiveEmitter } from './live-emitter';

@Global()
@Module({ providers: [LiveEmitter], exports: [LiveEmitter] })
export class LiveEmitterModule {}
