import { Logger } from '@nestjs/common';
import type { Server } from 'node:http';
import type { Socket } from 'node:net';
import type { AppConfig } from '@lesne/config';
import { addressKey } from '@lesne/domain';

/** A request's head (its line and headers, a few kB) must arrive within this, however long its body may take. */
const HEAD_TIMEOUT_MS = 10_000;

/** How often Node looks for requests past their time: its default, 30 s, would let each run that much over. */
const TIMEOUTS_CHECKED_EVERY_MS = 1_000;

/**
 * How long a connection may take over a request (docs/limits.md, "Connections"), as Fastify's
 * options: a request that has not arrived whole in time is answered 408 and its connection closed.
 * No socket.io socket is cut by them: a websocket has left HTTP once upgraded, and a long-polling
 * request has arrived whole while its answer waits.
 */
export function connectionTimeouts(config: AppConfig) {
  return {
    requestTimeout: config.HTTP_REQUEST_TIMEOUT_MS,
    keepAliveTimeout: config.HTTP_KEEP_ALIVE_TIMEOUT_MS,
    http: { headersTimeout: HEAD_TIMEOUT_MS, connectionsCheckingInterval: TIMEOUTS_CHECKED_EVERY_MS },
  };
}

/**
 * Closes at once a connection past HTTP_CONNECTIONS_PER_ADDRESS open from one client address
 * (IPv6 by its /64, as the sign-in limits count), so that one client cannot hold the process'
 * sockets. Only where clients reach the API directly: behind a proxy (TRUST_PROXY above 0) every
 * connection comes from the proxy. An address reaching the cap is logged once, until it is below.
 */
export function capConnectionsPerAddress(server: Server, config: AppConfig): void {
  const cap = config.HTTP_CONNECTIONS_PER_ADDRESS;
  if (config.TRUST_PROXY > 0 || cap === 0) return;
  const open = new Map<string, number>();
  const full = new Set<string>();
  const logger = new Logger('ConnectionsPerAddress');
  server.on('connection', (socket: Socket) => {
    // already closed again: nothing to count
    if (socket.remoteAddress === undefined) return;
    const address = addressKey(socket.remoteAddress);
    const count = open.get(address) ?? 0;
    if (count >= cap) {
      if (!full.has(address)) logger.warn(`${address} holds as many connections as it may (${cap}): its new ones are closed`);
      full.add(address);
      socket.destroy();
      return;
    }
    open.set(address, count + 1);
    socket.once('close', () => {
      const left = open.get(address)! - 1;
      if (left > 0) open.set(address, left);
      else open.delete(address);
      full.delete(address);
    });
  });
}
