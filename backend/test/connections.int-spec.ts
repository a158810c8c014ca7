import { Logger } from '@nestjs/common';
import { connect, type Socket } from 'node:net';
import { io as ioClient } from 'socket.io-client';
import { eventually, liveClient, startStack, type Stack } from '../../test/stack';

const METRICS_TOKEN = 'metrics-token-for-the-tests-0123456789';
/** Above the head's 10 s, so that both show; the long-polling wait (the ping interval) is longer still. */
const REQUEST_TIMEOUT_MS = 12_000;
const PING_INTERVAL_MS = 14_000;
const KEEP_ALIVE_TIMEOUT_MS = 2_000;
const CONNECTIONS_PER_ADDRESS = 20;
/** Node looks for requests past their time once a second. */
const CHECKED_EVERY_MS = 1_000;
/** Node keeps an idle connection this much past the keep-alive timeout it tells the client, so the client closes it first. */
const KEEP_ALIVE_GRACE_MS = 1_000;

const settings = {
  HTTP_REQUEST_TIMEOUT_MS: String(REQUEST_TIMEOUT_MS),
  HTTP_KEEP_ALIVE_TIMEOUT_MS: String(KEEP_ALIVE_TIMEOUT_MS),
  HTTP_CONNECTIONS_PER_ADDRESS: String(CONNECTIONS_PER_ADDRESS),
  SOCKET_PING_INTERVAL_MS: String(PING_INTERVAL_MS),
  METRICS_TOKEN,
};

let stack: Stack;
/** What the API logged at info level and above, as Nest's loggers were called. */
const logged: string[] = [];
beforeAll(async () => {
  // Clients reach this API directly, each test from a loopback address of its own.
  stack = await startStack({ workers: false, listen: true, env: { ...settings, TRUST_PROXY: '0' } });
  for (const level of ['log', 'warn', 'error'] as const) {
    const original = Logger.prototype[level];
    jest.spyOn(Logger.prototype, level).mockImplementation(function (this: Logger, message: unknown, ...rest: unknown[]) {
      logged.push(String(message));
      return original.call(this, message, ...rest);
    });
  }
}, 60_000);
afterAll(async () => {
  jest.restoreAllMocks();
  await stack?.close();
});

/** A bare TCP connection to an API, from a loopback address of its own: what it was sent, and when it closed. */
interface Connection {
  socket: Socket;
  received(): string;
  /** ms from the connection to its close */
  closed: Promise<number>;
}

async function connectTo(url: string, from: string): Promise<Connection> {
  const { hostname, port } = new URL(url);
  const socket = connect({ host: hostname, port: Number(port), localAddress: from });
  let text = '';
  socket.on('data', (chunk) => (text += chunk.toString()));
  socket.on('error', () => undefined);
  await new Promise((resolve) => socket.once('connect', resolve));
  const opened = Date.now();
  const closed = new Promise<number>((resolve) => socket.once('close', () => resolve(Date.now() - opened)));
  return { socket, received: () => text, closed };
}

/** What a connection is answered to a health check (nothing when it was closed). */
async function askHealth(connection: Connection): Promise<string> {
  connection.socket.write(HEALTH);
  await Promise.race([connection.closed, new Promise((resolve) => connection.socket.once('data', resolve))]);
  return connection.received();
}

/** What an API answers a health check sent on a connection of its own from `from`. */
async function healthAnswer(url: string, from: string): Promise<string> {
  const connection = await connectTo(url, from);
  const answer = await askHealth(connection);
  connection.socket.destroy();
  return answer;
}

/** Writes one piece every `everyMs`, while the connection is open. */
function trickle(connection: Connection, pieces: string[], everyMs: number): void {
  const timer = setInterval(() => {
    const piece = pieces.shift();
    if (piece === undefined || connection.socket.destroyed) clearInterval(timer);
    else connection.socket.write(piece);
  }, everyMs);
}

const loginHead = (length: number) => `POST /api/v1/auth/login HTTP/1.1\r\nHost: lesne\r\nContent-Type: application/json\r\nContent-Length: ${length}\r\n\r\n`;
const HEALTH = 'GET /api/v1/health HTTP/1.1\r\nHost: lesne\r\n\r\n';
const wait = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe('how long a connection may take', () => {
  it("closes a request whose head or body does not arrive in time with 408, while a slow body that does is read and socket.io's sockets stay", async () => {
    const user = await stack.factory.user();
    const websocket = liveClient(stack, stack.tokenFor(user));
    const polling = ioClient(stack.url, { auth: { token: stack.tokenFor(user) }, transports: ['polling'], reconnection: false, forceNew: true });
    const dropped: string[] = [];
    websocket.on('disconnect', (reason) => dropped.push(`websocket: ${reason}`));
    polling.on('disconnect', (reason) => dropped.push(`polling: ${reason}`));
    let pinged = 0;
    polling.io.on('ping', () => pinged++);
    try {
      await Promise.all([websocket, polling].map((client) => new Promise<void>((resolve) => client.once('connect', () => resolve()))));
      const silent = await connectTo(stack.url, '127.0.0.2');
      const halfHead = await connectTo(stack.url, '127.0.0.2');
      halfHead.socket.write('POST /api/v1/auth/login HTTP/1.1\r\nHost: lesne\r\n');
      const body = '{"email":"nobody@example.com","password":"Test1234!"}';
      const neverWhole = await connectTo(stack.url, '127.0.0.2');
      neverWhole.socket.write(loginHead(body.length));
      trickle(neverWhole, body.slice(0, -1).split(''), 400);
      const slowButWhole = await connectTo(stack.url, '127.0.0.2');
      slowButWhole.socket.write(loginHead(body.length));
      trickle(slowButWhole, body.match(/.{1,6}/g)!, 400);

      for (const cut of [silent, halfHead]) {
        expect(await cut.closed).toBeGreaterThanOrEqual(10_000);
        expect(await cut.closed).toBeLessThan(10_000 + CHECKED_EVERY_MS + 500);
        expect(cut.received()).toMatch(/^HTTP\/1\.1 408 /);
      }
      expect(slowButWhole.received()).toMatch(/^HTTP\/1\.1 401 /);
      expect(await neverWhole.closed).toBeGreaterThanOrEqual(REQUEST_TIMEOUT_MS);
      expect(await neverWhole.closed).toBeLessThan(REQUEST_TIMEOUT_MS + CHECKED_EVERY_MS + 500);
      expect(neverWhole.received()).toMatch(/^HTTP\/1\.1 408 /);
      expect(logged).toContain("a request's body did not arrive whole: not received within the request timeout");

      // The long-polling request waited for the ping past the request timeout, and was answered.
      await wait(PING_INTERVAL_MS + 1_000 - REQUEST_TIMEOUT_MS);
      expect(pinged).toBeGreaterThan(0);
      expect(dropped).toEqual([]);
      expect([websocket.connected, polling.connected]).toEqual([true, true]);
    } finally {
      websocket.disconnect();
      polling.disconnect();
    }
  }, 40_000);

  it('closes a kept-alive connection once it has waited HTTP_KEEP_ALIVE_TIMEOUT_MS for its next request', async () => {
    const kept = await connectTo(stack.url, '127.0.0.3');
    kept.socket.write(HEALTH);
    await wait(KEEP_ALIVE_TIMEOUT_MS / 2);
    expect(kept.received()).toMatch(/^HTTP\/1\.1 200 /);
    expect(await kept.closed).toBeGreaterThanOrEqual(KEEP_ALIVE_TIMEOUT_MS);
    expect(await kept.closed).toBeLessThan(KEEP_ALIVE_TIMEOUT_MS + KEEP_ALIVE_GRACE_MS + 500);
  });
});

describe('connections per address', () => {
  it('closes at once a connection past HTTP_CONNECTIONS_PER_ADDRESS from one address, and takes one again when another ends', async () => {
    const held: Connection[] = [];
    try {
      for (let opened = 0; opened < CONNECTIONS_PER_ADDRESS; opened++) held.push(await connectTo(stack.url, '127.0.0.4'));
      const refused = await connectTo(stack.url, '127.0.0.4');
      expect(await refused.closed).toBeLessThan(500);
      expect(refused.received()).toBe('');
      expect(logged).toContain(`127.0.0.4 holds as many connections as it may (${CONNECTIONS_PER_ADDRESS}): its new ones are closed`);
      expect(await healthAnswer(stack.url, '127.0.0.5')).toMatch(/^HTTP\/1\.1 200 /);
      held.shift()!.socket.destroy();
      await eventually(async () => expect(await healthAnswer(stack.url, '127.0.0.4')).toMatch(/^HTTP\/1\.1 200 /), 5_000);
    } finally {
      for (const connection of held) connection.socket.destroy();
    }
  });

  it('counts none behind a proxy, where every connection is the proxy', async () => {
    const proxied = await startStack({ workers: false, listen: true, env: settings });
    try {
      // All open at once before any asks: a cap would have closed those past it.
      const connections = await Promise.all(Array.from({ length: CONNECTIONS_PER_ADDRESS + 5 }, () => connectTo(proxied.url, '127.0.0.6')));
      const answers = await Promise.all(connections.map(askHealth));
      for (const connection of connections) connection.socket.destroy();
      expect(answers.filter((answer) => !/^HTTP\/1\.1 200 /.test(answer))).toEqual([]);
    } finally {
      await proxied.close();
    }
  }, 60_000);
});

describe('a client that leaves in the middle of its body', () => {
  it('is logged as such, and counted as no server error', async () => {
    const leaving = await connectTo(stack.url, '127.0.0.7');
    leaving.socket.write(`${loginHead(1_000)}{"email":"a`);
    await wait(300);
    leaving.socket.destroy();
    await wait(300);
    expect(logged).toContain("a request's body did not arrive whole: the client closed the connection");
    expect(logged.filter((line) => line.startsWith('Postgres or Redis'))).toEqual([]);
    const metrics = await stack.api().get('/metrics').auth(METRICS_TOKEN, { type: 'bearer' }).expect(200);
    expect(metrics.text.split('\n').filter((line) => line.includes('status_class="5xx"'))).toEqual([]);
  });
});
