import { seedDemo } from '@lesne/db';
import { createApp } from '../src/app.factory';
import { hashPassword } from '../src/auth/passwords';
import { freePort, startStack, type Stack } from '../../test/stack';

/**
 * `npm start` without PLANTING_BASE_URL: the API runs the built-in tree-planting simulator and,
 * with the demo, opens the closed demo company its account there. A file of its own: a second
 * API in the process takes over process-wide parts (passport's strategy) from the stack's.
 */
let stack: Stack;
beforeAll(async () => {
  stack = await startStack({ workers: false });
  await seedDemo(stack.dataSource, { hashPassword });
});
afterAll(() => stack.close());

it('opens the closed demo company an account in the built-in tree-planting simulator, with certificates left for all its trees', async () => {
  const port = await freePort();
  const app = await createApp({ ...stack.config, SEED_DEMO: true, PLANTING_BASE_URL: undefined, PLANTING_SIMULATOR_PORT: port });
  try {
    const [company] = (await stack.dataSource.query("SELECT posadzimy_user_id, tree_sum FROM company WHERE name = 'Las Sp. z o.o.'")) as Array<{ posadzimy_user_id: string; tree_sum: string }>;
    expect(company.posadzimy_user_id).toBeTruthy();
    const answer = await fetch(`http://127.0.0.1:${port}/api/users/${company.posadzimy_user_id}/certificates`, {
      headers: { Authorization: `Bearer ${stack.config.PLANTING_API_KEY}` },
    });
    expect(answer.status).toBe(200);
    expect(await answer.json()).toEqual({ certLeft: Math.ceil(Number(company.tree_sum)) });
  } finally {
    await app.close();
  }
  await expect(fetch(`http://127.0.0.1:${port}/`)).rejects.toThrow();
});
