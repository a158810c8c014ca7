import { Global, Inject, Module, type DynamicModule } from '@nestjs/common';
import type { AppConfig } from './config';

export const APP_CONFIG = Symbol('APP_CONFIG');
export const InjectConfig = () => Inject(APP_CONFIG);

/** The configuration parsed once at boot (libs/config), injected wherever it is read. */
@Global()
@Module({})
export class ConfigModule {
  static forRoot(config: AppConfig): DynamicModule {
    return { module: ConfigModule, providers: [{ provide: APP_CONFIG, useValue: config }], exports: [APP_CONFIG] };
  }
}
