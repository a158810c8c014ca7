import { HttpStatus, Module, type OnModuleInit } from '@nestjs/common';
import { HttpAdapterHost } from '@nestjs/core';
import { createHash, timingSafeEqual } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { InjectConfig, type AppConfig } from '@lesne/config';
import { measureRequests } from '../../http-hooks';
import { AppError } from '../../i18n/app-error';
import { OperatedQueuesModule } from '../operated-queues';
import { RawRouteErrors } from '../refusal';
import { ApiMetrics } from './api-metrics';
import { OpenSockets } from './open-sockets.gateway';

/** Outside the API's prefix, where Prometheus looks by default. */
export const METRICS_PATH = '/metrics';

const digest = (text: string) => createHash('sha256').update(text).digest();

/**
 * GET /metrics in Prometheus' text format for Prometheus' bearer token (METRICS_TOKEN), and the
 * request measurements behind it. The app imports this module only when the token is set.
 */
@Module({ imports: [OperatedQueuesModule], providers: [ApiMetrics, OpenSockets] })
export class MetricsModule implements OnModuleInit {
  constructor(
    @InjectConfig() private readonly config: AppConfig,
    private readonly http: HttpAdapterHost,
    private readonly metrics: ApiMetrics,
  ) {}

  onModuleInit(): void {
    const fastify: FastifyInstance = this.http.httpAdapter.getInstance();
    const errors = new RawRouteErrors(this.http.httpAdapter);
    const expected = digest(`Bearer ${this.config.METRICS_TOKEN}`);
    measureRequests(fastify, (method, route, statusCode, seconds) => this.metrics.observeRequest(method, route, statusCode, seconds));
    fastify.get(METRICS_PATH, async (request, reply) => {
      // compared as digests: equal lengths for timingSafeEqual, and nothing learnt from the time taken
      if (!timingSafeEqual(digest(request.headers.authorization ?? ''), expected)) return errors.send(request, reply, new AppError(HttpStatus.UNAUTHORIZED, 'errors.unauthenticated'));
      const text = await this.metrics.scrape();
      return reply.header('Content-Type', this.metrics.registry.contentType).header('Cache-Control', 'no-store').send(text);
    });
  }
}
