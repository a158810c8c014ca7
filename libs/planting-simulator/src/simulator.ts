import { timingSafeEqual } from 'node:crypto';
import { bearerOf, BodyTooLargeError, json, redirect, send, SimServer, type SimResponse } from '@lesne/simulator-http';
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { PlantingAccount } from './account';
import { readForm } from './http';
import { accountsPage } from './page';

export interface PlantingSimulatorOptions {
  /** the bearer key our app sends (PLANTING_API_KEY) */
  apiKey: string;
}

/** GET /api/users/{id}/certificates */
const CERTIFICATES_PATH = /^\/api\/users\/([^/]+)\/certificates$/;

/**
 * The sister tree-planting service for development and tests: accounts and the certificates each
 * has left, in memory, behind the one call the product makes. `/` lists the accounts and lets a
 * person change what one has left.
 */
export class PlantingSimulator {
  private readonly accounts = new Map<string, PlantingAccount>();
  private injected = { remaining: 0, status: 503 as 500 | 503, delayMs: 0 };
  private readonly server = new SimServer((request, response) => void this.handle(request, response));
  private calls = 0;

  constructor(private readonly options: PlantingSimulatorOptions) {}

  /** Listens (port 0: any free port) and answers the base URL, e.g. http://127.0.0.1:41234. */
  start(port?: number, host?: string): Promise<string> {
    return this.server.start(port, host);
  }

  stop(): Promise<void> {
    return this.server.stop();
  }

  get url(): string {
    return this.server.url;
  }

  /** API calls answered (the page not counted). */
  get requests(): number {
    return this.calls;
  }

  /** Opens the account, or sets what it has left. */
  setCertLeft(userId: string, certLeft: number): void {
    if (!Number.isInteger(certLeft) || certLeft < 0) throw new RangeError(`certLeft must be a whole number of at least 0, not ${certLeft}`);
    this.accounts.set(userId, { userId, certLeft });
  }

  closeAccount(userId: string): void {
    this.accounts.delete(userId);
  }

  account(userId: string): PlantingAccount | undefined {
    const account = this.accounts.get(userId);
    return account && { ...account };
  }

  /** Fault injection: the next n API calls answer this status, or answer only after delayMs. */
  failNext(n: number, fault: { status: 500 | 503 } | { delayMs: number }): void {
    this.injected = { remaining: n, status: 'status' in fault ? fault.status : 503, delayMs: 'delayMs' in fault ? fault.delayMs : 0 };
  }

  private async handle(request: IncomingMessage, response: ServerResponse): Promise<void> {
    let answer: SimResponse;
    try {
      answer = await this.route(request);
    } catch (error) {
      answer = error instanceof BodyTooLargeError ? json(413, { message: 'Payload Too Large' }) : json(500, { message: 'Internal Server Error' });
    }
    if (!response.destroyed) send(response, answer);
  }

  private async route(request: IncomingMessage): Promise<SimResponse> {
    const method = request.method ?? 'GET';
    const path = new URL(request.url ?? '/', 'http://simulator').pathname;
    const userId = CERTIFICATES_PATH.exec(path)?.[1];
    if (userId !== undefined && method === 'GET') return this.certificates(request, decodeURIComponent(userId));
    if (path === '/' && method === 'GET') return accountsPage([...this.accounts.values()]);
    if (path === '/accounts' && method === 'POST') return this.submit(await readForm(request));
    return json(404, { message: 'Not Found' });
  }

  private async certificates(request: IncomingMessage, userId: string): Promise<SimResponse> {
    this.calls += 1;
    if (this.injected.remaining > 0) {
      this.injected.remaining -= 1;
      if (this.injected.delayMs) await new Promise((resolve) => setTimeout(resolve, this.injected.delayMs));
      else return json(this.injected.status, { message: 'Service Unavailable' });
    }
    if (!this.authorized(bearerOf(request.headers.authorization))) return json(401, { message: 'Unauthorized' });
    const account = this.accounts.get(userId);
    if (!account) return json(404, { message: 'User not found' });
    return json(200, { certLeft: account.certLeft });
  }

  private authorized(key: string | undefined): boolean {
    const expected = Buffer.from(this.options.apiKey);
    const given = Buffer.from(key ?? '');
    return given.length === expected.length && timingSafeEqual(given, expected);
  }

  /** The page's form: open an account or set what it has left. */
  private submit(form: URLSearchParams): SimResponse {
    const userId = form.get('userId')?.trim() ?? '';
    const certLeft = Number(form.get('certLeft'));
    if (!userId || userId.length > 64 || !Number.isInteger(certLeft) || certLeft < 0) return json(400, { message: 'userId (1-64 characters) and a whole certLeft of at least 0' });
    this.setCertLeft(userId, certLeft);
    return redirect('/', 303);
  }
}
