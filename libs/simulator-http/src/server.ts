import { createServer, type RequestListener, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';

/** The HTTP server a simulator answers on: started on a port (0: any free one), stopped with its open connections. */
export class SimServer {
  private server?: Server;
  private baseUrl = '';

  constructor(private readonly listener: RequestListener) {}

  /** Listens and answers the base URL, e.g. http://127.0.0.1:41234. */
  async start(port = 0, host = '127.0.0.1'): Promise<string> {
    const server = createServer(this.listener);
    await new Promise<void>((resolve, reject) => {
      server.once('error', reject);
      server.listen(port, host, () => resolve());
    });
    this.server = server;
    this.baseUrl = `http://${host === '0.0.0.0' ? '127.0.0.1' : host}:${(server.address() as AddressInfo).port}`;
    return this.baseUrl;
  }

  async stop(): Promise<void> {
    const server = this.server;
    this.server = undefined;
    if (!server) return;
    const closed = new Promise<void>((resolve) => server.close(() => resolve()));
    server.closeAllConnections();
    await closed;
  }

  get url(): string {
    return this.baseUrl;
  }
}
