import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { StravaSimulator, type StravaSimulatorOptions } from './simulator';

/** Helpers of this library's own tests. */
export const APP = { clientId: '4242', clientSecret: 'sim-test-secret' };

export interface Answer<T = unknown> {
  status: number;
  body: T;
  headers: Headers;
}

const running: { stop(): Promise<void> }[] = [];

/** A simulator on a free port, stopped after the test. */
export async function startSimulator(options: Partial<StravaSimulatorOptions> = {}): Promise<StravaSimulator> {
  const simulator = new StravaSimulator({ ...APP, ...options });
  await simulator.start();
  running.push(simulator);
  return simulator;
}

afterEach(async () => {
  await Promise.all(running.splice(0).map((server) => server.stop()));
});

async function answerOf<T>(response: Response): Promise<Answer<T>> {
  const text = await response.text();
  return { status: response.status, body: (text ? JSON.parse(text) : undefined) as T, headers: response.headers };
}

export async function get<T = unknown>(url: string, accessToken?: string): Promise<Answer<T>> {
  return answerOf(await fetch(url, { headers: accessToken ? { Authorization: `Bearer ${accessToken}` } : {} }));
}

export async function postForm<T = unknown>(url: string, fields: Record<string, string>): Promise<Answer<T>> {
  return answerOf(await fetch(url, { method: 'POST', body: new URLSearchParams(fields) }));
}

export interface Connection {
  athleteId: number;
  access_token: string;
  refresh_token: string;
  expires_at: number;
}

/** The athlete grants these scopes and the app (APP unless the simulator serves another) exchanges the code. */
export async function authorizeApp(simulator: StravaSimulator, athleteId: number, scope: string, app = APP): Promise<Connection> {
  const code = simulator.authorize(athleteId, scope);
  const { body } = await postForm<Connection>(`${simulator.url}/oauth/token`, { client_id: app.clientId, client_secret: app.clientSecret, code, grant_type: 'authorization_code' });
  return { ...body, athleteId };
}

/** A new athlete who granted these scopes, with the tokens the app got for the code. */
export function connectAthlete(simulator: StravaSimulator, scope = 'activity:read_all', app = APP): Promise<Connection> {
  return authorizeApp(simulator, simulator.createAthlete().id, scope, app);
}

export interface ReceivedRequest {
  method: string;
  url: URL;
  body: string;
}

/** The app's webhook endpoint, answering as each test tells it (by default as a good app does). */
export class CallbackServer {
  readonly received: ReceivedRequest[] = [];
  answer: (request: ReceivedRequest, index: number) => { status: number; body?: unknown; delayMs?: number } = (request) =>
    request.method === 'GET' ? { status: 200, body: { 'hub.challenge': request.url.searchParams.get('hub.challenge') } } : { status: 200 };
  private server?: Server;
  url = '';

  async start(): Promise<this> {
    this.server = createServer((request, response) => {
      void readAll(request).then((body) => {
        const received = { method: request.method ?? 'GET', url: new URL(request.url ?? '/', 'http://callback'), body };
        this.received.push(received);
        const { status, body: answerBody, delayMs = 0 } = this.answer(received, this.received.length - 1);
        setTimeout(() => {
          response.writeHead(status, { 'Content-Type': 'application/json' });
          response.end(answerBody === undefined ? '' : JSON.stringify(answerBody));
        }, delayMs);
      });
    });
    await new Promise<void>((resolve) => this.server!.listen(0, '127.0.0.1', () => resolve()));
    this.url = `http://127.0.0.1:${(this.server.address() as AddressInfo).port}/webhook`;
    running.push(this);
    return this;
  }

  get events(): unknown[] {
    return this.received.filter((request) => request.method === 'POST').map((request) => JSON.parse(request.body));
  }

  async stop(): Promise<void> {
    const server = this.server;
    if (!server) return;
    const closed = new Promise<void>((resolve) => server.close(() => resolve()));
    server.closeAllConnections();
    await closed;
  }
}

async function readAll(request: IncomingMessage): Promise<string> {
  let body = '';
  for await (const chunk of request) body += String(chunk);
  return body;
}

/** Subscribes the app to a fresh callback server. */
export async function subscribe(simulator: StravaSimulator, callback?: CallbackServer): Promise<CallbackServer> {
  const server = callback ?? (await new CallbackServer().start());
  const answer = await postForm(`${simulator.url}/api/v3/push_subscriptions`, {
    client_id: APP.clientId,
    client_secret: APP.clientSecret,
    callback_url: server.url,
    verify_token: 'verify-me',
  });
  if (answer.status !== 201) throw new Error(`subscription refused: ${JSON.stringify(answer.body)}`);
  return server;
}

/** A clock the test moves. */
export function manualClock(startMs = Date.UTC(2026, 5, 1, 8, 0, 0)) {
  const clock = { nowMs: startMs, now: () => clock.nowMs, advance: (ms: number) => (clock.nowMs += ms) };
  return clock;
}
