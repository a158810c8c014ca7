import { OwnPostgres } from '../../test/processes';
import { eventually, freePort, startStack, TEST_PASSWORD, type Stack } from '../../test/stack';

let postgres: OwnPostgres;
let stack: Stack;
beforeAll(async () => {
  postgres = new OwnPostgres(await freePort());
  await postgres.start();
  stack = await startStack({ workers: false, env: { DATABASE_URL: postgres.url } });
}, 60_000);
afterAll(async () => {
  await stack?.close();
  await postgres?.destroy();
});

const profile = (token: string, lang = 'pl') => stack.api().get('/api/v1/user').set('Accept-Language', lang).auth(token, { type: 'bearer' });

describe('a Postgres outage', () => {
  it('answers 503 with Retry-After, never 401, and the same tokens work again once Postgres is back', async () => {
    const fresh = await stack.factory.user();
    const signIn = await stack.api().post('/api/v1/auth/login').send({ email: fresh.email, password: TEST_PASSWORD }).expect(200);
    const freshToken: string = signIn.body.authToken;
    const known = await stack.factory.user();
    const knownToken = stack.tokenFor(known);
    // This copy now holds the session of `known`, not the one of `fresh`.
    await profile(knownToken).expect(200);

    await postgres.stop();
    for (const token of [freshToken, knownToken]) {
      const response = await profile(token);
      expect({ status: response.status, body: response.body }).toEqual({
        status: 503,
        body: { statusCode: 503, message: 'Serwer chwilowo nie odpowiada. Spróbuj ponownie za chwilę.', error: 'Service Unavailable' },
      });
      expect(response.headers['retry-after']).toBe('5');
    }
    const english = await profile(freshToken, 'en').expect(503);
    expect(english.body.message).toBe('The server is not responding right now. Please try again in a moment.');
    await stack.api().post('/api/v1/auth/login').send({ email: fresh.email, password: TEST_PASSWORD }).expect(503);
    // Answered only once the request is recorded: a 200 here would promise a mail nobody will send.
    await stack.api().post('/api/v1/auth/lost-password').send({ email: fresh.email }).expect(503);

    await postgres.start();
    await eventually(() => profile(freshToken).expect(200), 15_000);
    await profile(knownToken).expect(200);
  }, 60_000);
});
