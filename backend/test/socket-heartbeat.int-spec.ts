import { startStack, type Stack } from '../../test/stack';

/** socket.io's heartbeat comes from the configuration: operators behind proxies with idle timeouts tune it. */
let stack: Stack;
beforeAll(async () => {
  stack = await startStack({ workers: false, listen: true, env: { SOCKET_PING_INTERVAL_MS: '1234', SOCKET_PING_TIMEOUT_MS: '5678' } });
});
afterAll(() => stack.close());

it("tells every socket the configured ping interval and timeout in engine.io's handshake", async () => {
  const answer = await fetch(`${stack.url}/socket.io/?EIO=4&transport=polling`);
  const body = await answer.text();
  // The handshake is engine.io's open packet: its type "0", then its JSON.
  expect(body.startsWith('0')).toBe(true);
  expect(JSON.parse(body.slice(1))).toMatchObject({ pingInterval: 1234, pingTimeout: 5678 });
});
