import { Injectable, type OnModuleInit } from '@nestjs/common';
import { ApplicationConfig, HttpAdapterHost } from '@nestjs/core';
import { createBullBoard } from '@bull-board/api';
import { BullMQAdapter } from '@bull-board/api/bullMQAdapter';
import { FastifyAdapter } from '@bull-board/fastify';
import { parse } from 'cookie';
import type { FastifyInstance } from 'fastify';
import { PAGE_SECURITY_HEADERS } from '../../http-hooks';
import { OperatedQueues } from '../operated-queues';
import { RawRouteErrors } from '../refusal';
import { QUEUE_BOARD_COOKIE, QueueBoardPass } from './queue-board-pass';

/** Under the API's prefix, beside the other platform-admin routes. */
const BOARD_ROUTE = 'admin/queues';
/**
 * The board's page asks Google for its font: that would hand every operator's address to a
 * third party (and fails where the servers have no way out). The page falls back to the
 * system's sans-serif instead.
 */
const THIRD_PARTY_FONT = /<link href="https:\/\/fonts\.googleapis\.com\/[^"]*" rel="stylesheet">/g;

/**
 * Bull Board on the API's Fastify, over every queue: an operator watches, retries and cleans jobs
 * there. Every request to it, page, API and static file alike, must carry a platform admin's pass
 * (QueueBoardPass); anyone else gets our JSON refusal and nothing of the board.
 */
@Injectable()
export class QueueBoard implements OnModuleInit {
  constructor(
    private readonly appConfig: ApplicationConfig,
    private readonly http: HttpAdapterHost,
    private readonly queues: OperatedQueues,
    private readonly pass: QueueBoardPass,
  ) {}

  /** Read when the app starts, after the API's prefix is set. */
  get path(): string {
    return `/${[this.appConfig.getGlobalPrefix(), BOARD_ROUTE].filter(Boolean).join('/')}`;
  }

  onModuleInit(): void {
    const serverAdapter = new FastifyAdapter().setBasePath(this.path);
    createBullBoard({
      queues: this.queues.all.map((queue) => new BullMQAdapter(queue)),
      serverAdapter,
      options: { uiConfig: { boardTitle: 'Leśne Wyzwanie' } },
    });
    const errors = new RawRouteErrors(this.http.httpAdapter);
    const fastify: FastifyInstance = this.http.httpAdapter.getInstance();
    void fastify.register(
      async (board) => {
        // The board is a page of its own under the API's path: a page's headers, not an answer's.
        board.addHook('onRequest', (_request, reply, done) => {
          reply.headers(PAGE_SECURITY_HEADERS);
          done();
        });
        board.addHook('onRequest', async (request, reply) => {
          try {
            await this.pass.admit(parse(request.headers.cookie ?? '')[QUEUE_BOARD_COOKIE]);
          } catch (error) {
            return errors.send(request, reply, error);
          }
        });
        board.addHook('onSend', async (_request, reply, payload) =>
          typeof payload === 'string' && String(reply.getHeader('content-type')).startsWith('text/html') ? payload.replace(THIRD_PARTY_FONT, '') : payload,
        );
        await board.register(serverAdapter.registerPlugin());
      },
      { prefix: this.path },
    );
  }
}
