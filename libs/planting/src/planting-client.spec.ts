import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { PlantingSimulator } from '@lesne/planting-simulator';
import { PlantingClient, PlantingError } from './planting-client';

const API_KEY = 'client-test-key';
let simulator: PlantingSimulator;
let client: PlantingClient;
beforeEach(async () => {
  simulator = new PlantingSimulator({ apiKey: API_KEY });
  client = new PlantingClient({ baseUrl: `${await simulator.start()}/`, apiKey: API_KEY, timeoutMs: 300 });
});
afterEach(() => simulator.stop());

const failure = (promise: Promise<unknown>) => promise.then(() => null, (error: unknown) => error as PlantingError);

describe('PlantingClient', () => {
  it("reads an account's certificates left with the API key", async () => {
    simulator.setCertLeft('firma/1', 321);
    expect(await client.certificatesLeft('firma/1')).toBe(321);
  });

  it('says the service has no such user', async () => {
    const error = await failure(client.certificatesLeft('nobody'));
    expect(error).toBeInstanceOf(PlantingError);
    expect(error?.reason).toBe('unknownUser');
  });

  it('calls a failing, slow or wrongly keyed service unavailable', async () => {
    simulator.setCertLeft('firma', 1);
    simulator.failNext(1, { status: 500 });
    expect((await failure(client.certificatesLeft('firma')))?.reason).toBe('unavailable');
    simulator.failNext(1, { delayMs: 1_000 });
    const started = Date.now();
    expect((await failure(client.certificatesLeft('firma')))?.reason).toBe('unavailable');
    expect(Date.now() - started).toBeLessThan(900);
    const wrongKey = new PlantingClient({ baseUrl: simulator.url, apiKey: 'other' });
    expect((await failure(wrongKey.certificatesLeft('firma')))?.reason).toBe('unavailable');
  });

  it('calls an unreachable service unavailable', async () => {
    const url = simulator.url;
    await simulator.stop();
    expect((await failure(new PlantingClient({ baseUrl: url, apiKey: API_KEY }).certificatesLeft('firma')))?.reason).toBe('unavailable');
  });

  it('calls an answer without a whole certLeft unavailable', async () => {
    const server: Server = createServer((_, response) => {
      response.writeHead(200, { 'Content-Type': 'application/json' });
      response.end(JSON.stringify({ certLeft: -2 }));
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', () => resolve()));
    try {
      const odd = new PlantingClient({ baseUrl: `http://127.0.0.1:${(server.address() as AddressInfo).port}`, apiKey: API_KEY });
      expect((await failure(odd.certificatesLeft('firma')))?.reason).toBe('unavailable');
    } finally {
      server.close();
    }
  });
});
