import { PlantingSimulator } from './simulator';

const API_KEY = 'sim-test-key';
let simulator: PlantingSimulator;
beforeEach(async () => {
  simulator = new PlantingSimulator({ apiKey: API_KEY });
  await simulator.start();
});
afterEach(() => simulator.stop());

const certificates = (userId: string, key: string | null = API_KEY) =>
  fetch(`${simulator.url}/api/users/${encodeURIComponent(userId)}/certificates`, { headers: key === null ? {} : { Authorization: `Bearer ${key}` } });

describe('PlantingSimulator', () => {
  it("answers an account's certificates left, as the test set them", async () => {
    simulator.setCertLeft('firma-1', 1200);
    const answer = await certificates('firma-1');
    expect(answer.status).toBe(200);
    expect(answer.headers.get('content-type')).toMatch(/application\/json/);
    expect(await answer.json()).toEqual({ certLeft: 1200 });
    simulator.setCertLeft('firma-1', 0);
    expect(await (await certificates('firma-1')).json()).toEqual({ certLeft: 0 });
    expect(simulator.requests).toBe(2);
  });

  it('answers 404 for an unknown or closed account', async () => {
    expect((await certificates('nobody')).status).toBe(404);
    simulator.setCertLeft('firma-2', 5);
    simulator.closeAccount('firma-2');
    expect((await certificates('firma-2')).status).toBe(404);
  });

  it('answers 401 without the API key or with another one, before saying whether the account exists', async () => {
    simulator.setCertLeft('firma-3', 5);
    expect((await certificates('firma-3', null)).status).toBe(401);
    expect((await certificates('firma-3', 'wrong-key')).status).toBe(401);
    expect((await certificates('nobody', 'wrong-key')).status).toBe(401);
  });

  it('fails the next calls as told, then answers again', async () => {
    simulator.setCertLeft('firma-4', 7);
    simulator.failNext(1, { status: 503 });
    expect((await certificates('firma-4')).status).toBe(503);
    simulator.failNext(1, { delayMs: 200 });
    const started = Date.now();
    expect((await certificates('firma-4')).status).toBe(200);
    expect(Date.now() - started).toBeGreaterThanOrEqual(190);
    expect((await certificates('firma-4')).status).toBe(200);
  });

  it('refuses a negative or fractional certLeft', () => {
    expect(() => simulator.setCertLeft('x', -1)).toThrow(RangeError);
    expect(() => simulator.setCertLeft('x', 1.5)).toThrow(RangeError);
  });

  it('lists the accounts on its page, escaped, and sets one from its form', async () => {
    simulator.setCertLeft('<b>firma</b>', 3);
    const page = await (await fetch(`${simulator.url}/`)).text();
    expect(page).toContain('&lt;b&gt;firma&lt;/b&gt;');
    const saved = await fetch(`${simulator.url}/accounts`, { method: 'POST', body: new URLSearchParams({ userId: 'nowa', certLeft: '42' }), redirect: 'manual' });
    expect(saved.status).toBe(303);
    expect(simulator.account('nowa')).toEqual({ userId: 'nowa', certLeft: 42 });
    const refused = await fetch(`${simulator.url}/accounts`, { method: 'POST', body: new URLSearchParams({ userId: 'nowa', certLeft: '-3' }) });
    expect(refused.status).toBe(400);
    expect(simulator.account('nowa')?.certLeft).toBe(42);
  });

  it('answers 404 for any other path', async () => {
    expect((await fetch(`${simulator.url}/api/users`)).status).toBe(404);
  });
});
