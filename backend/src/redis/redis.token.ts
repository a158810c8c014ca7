import { Inject } from '@nestjs/common';

/** The API's shared ioredis connection for commands (subscribers get their own). */
export const REDIS = Symbol('REDIS');
export const InjectRedis = () => Inject(REDIS);
