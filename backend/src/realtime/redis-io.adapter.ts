import type { INestApplicationContext } from '@nestjs/common';
import { IoAdapter } from '@nestjs/platform-socket.io';
import { createAdapter } from '@socket.io/redis-adapter';
import Redis from 'ioredis';
import type { Server, ServerOptions } from 'socket.io';
import type { AppConfig } from '@lesne/config';
import { socketIoRedisKey } from '@lesne/contracts';

/**
 * socket.io over Redis pub/sub: an event emitted by any API copy or by the workers reaches
 * the sockets of every copy.
 */
export class RedisIoAdapter extends IoAdapter {
  private readonly clients: Redis[] = [];

  constructor(
    app: INestApplicationContext,
    private readonly config: AppConfig,
  ) {
    super(app);
  }

  createIOServer(port: number, options?: ServerOptions): Server {
    const server: Server = super.createIOServer(port, {
      ...options,
      serveClient: false,
      pingInterval: this.config.SOCKET_PING_INTERVAL_MS,
      pingTimeout: this.config.SOCKET_PING_TIMEOUT_MS,
    });
    const publisher = new Redis(this.config.REDIS_URL);
    const subscriber = publisher.duplicate();
    for (const client of [publisher, subscriber]) client.on('error', () => undefined);
    this.clients.push(publisher, subscriber);
    server.adapter(createAdapter(publisher, subscriber, { key: socketIoRedisKey(this.config.REDIS_PREFIX) }));
    return server;
  }

  /**
   * Shutting down: refuse new connections and close the open ones, whose clients reconnect to
   * a copy that stays (or to this one, restarted). socket.io's own close would also close the
   * HTTP server and wait there for every kept-alive browser connection; the HTTP adapter closes
   * it next instead, letting requests in flight finish (see http-hooks).
   */
  async close(server: Parameters<IoAdapter['close']>[0]): Promise<void> {
    server.engine.opts.allowRequest = (_request, callback) => callback('server shutting down', false);
    server.engine.close();
  }

  async dispose(): Promise<void> {
    await super.dispose();
    await Promise.all(this.clients.map((client) => client.quit().catch(() => client.disconnect())));
  }
}
