import { startStack, type Stack } from '../../test/stack';
import { registeredRoutes as routesOf } from './routes';

let stack: Stack;
beforeAll(async () => {
  stack = await startStack({ workers: false });
});
afterAll(() => stack.close());

/** Each registered route as `GET /company/:id/logo`, with who may call it. */
const registeredRoutes = () => routesOf(stack.app).map(({ method, path, audience }) => ({ route: `${method} ${path}`, audience }));

describe('access', () => {
  it('every registered route declares who may call it', () => {
    const routes = registeredRoutes();
    expect(routes.length).toBeGreaterThan(8);
    const undeclared = routes.filter((route) => !['public', 'participant', 'companyAdmin', 'admin'].includes(route.audience as string));
    expect(undeclared.map((route) => route.route)).toEqual([]);
  });

  it('the public routes are exactly the ones meant to be public', () => {
    const publicRoutes = registeredRoutes().filter((route) => route.audience === 'public').map((route) => route.route).sort();
    expect(publicRoutes).toEqual(
      [
        'GET /company/:id/logo',
        'GET /company/name',
        'GET /dev/mailbox',
        'GET /dev/mailbox/messages',
        'GET /documents/:token',
        'GET /health',
        'POST /auth/lost-password',
        'POST /auth/login',
        'POST /auth/reset-password',
        'POST /auth/signup',
        'GET /strava/webhook',
        'POST /strava/webhook',
        'GET /verification/:code',
        'GET /office-screen/:token',
        'POST /account-deletion/link',
        'POST /account-deletion/confirm',
        'POST /weekly-digest/unsubscribe',
      ].sort(),
    );
  });

  it('answers an unknown API path with a 404 in the caller language', async () => {
    const response = await stack.api().get('/api/v1/nothing-here').set('Accept-Language', 'en').expect(404);
    expect(response.body).toEqual({ statusCode: 404, message: 'Resource not found.', error: 'Not Found' });
  });
});

describe('operations', () => {
  it('reports Postgres and Redis as up', async () => {
    const response = await stack.api().get('/api/v1/health').expect(200);
    expect(response.body).toEqual({ status: 'up', postgres: 'up', redis: 'up' });
  });

  it('shows the development mailbox outside production', async () => {
    const page = await stack.api().get('/dev/mailbox').expect(200);
    expect(page.headers['content-type']).toMatch(/text\/html/);
    expect(page.text).toContain('Dev mailbox');
    await stack.api().get('/dev/mailbox/messages').expect(200);
  });
});
